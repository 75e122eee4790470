import type { Category, NotItemKind } from "../schemas/vocabulary.ts";

/**
 * Whether a title names an item without offering it: an empty box, a picture of it, a novelty,
 * a part for it, or a whole computer with it inside. Each of these sells far below (or above)
 * the item's market, so judging one as the item is the worst misread a deal alert can make.
 * Wanted posts are read from the title's sections (title-sections.ts).
 */

/** Photo-only bait and printed images sold at a card's name. */
const PHOTO_RE = /(?<![a-z])(?:(?:photo|picture|pic|image|img)s?\s?only|(?:photo|picture|image)\s(?:listing|print)|(?:printed|digital)\s(?:photo|picture|image|print|copy)|(?:this|it)\sis\s(?:a|an|only\sa|just\sa)\s(?:photo|picture|image|print|drawing)|not\s(?:a\s)?(?:real|actual|physical)\s(?:card|gpu|graphics\scard|item|product))(?![a-z])/;
/** Keychains, ornaments, replicas: the name of a card on something that is not one. */
const NOVELTY_RE = /(?<![a-z])(?:key\s?chains?|key\s?rings?|ornaments?|miniatures?|mini\sreplica|replicas?|figurines?|stickers?|decals?|posters?|fridge\smagnets?|lego|toy|t-?shirts?|hoodies?|mugs?|enamel\spins?|pin\sbadges?|paperweights?|coasters?|plush)(?![a-z])/;
/** An empty box (`box only`, `empty box`, `box, no card`), not a card `in its box`. */
const BOX_RE = /(?<![a-z])(?:(?:(?:empty|retail|original|orig|oem)\s)?box(?:es)?\s(?:only|and\s(?:manual|papers|accessories|inserts?)\sonly)|(?:empty|just\sthe)\sbox(?:es)?|packaging\sonly|box\b[^.;|]{0,30}\b(?:no|w\/o|without)\s(?:gpu|card|graphics\scard|cpu|processor|drive)s?\b(?!\s?(?:damage|issues?|scratch))|(?:no|without)\s(?:gpu|card|graphics\scard|cpu|processor)\s(?:included|inside)\b[^.;|]{0,30}\bbox)(?![a-z])/;
/** Parts for an item (caddy, backplate, rails): the item only when something says it is included. */
const ACCESSORY_RE = /(?<![a-z])(caddy|caddies|tray|trays|sled|sleds|bracket|brackets|rail kit|rails|bezel|backplate|shroud|riser|heatsink|heat sink|battery|interposer|faceplate|screws|cable|cables|waterblock|water block|thermal pads?|replacement fans?|cooling fans?|fan assembly|fan shroud|gpu holder|sag bracket|support bracket|io shield|i\/o shield|power adapter|pcie adapter)(?![a-z])/;
const INCLUDES_RE = /(?:\+|\bw\/|\bwith\b|\bincl|\band\b|&|\bplus\b)/;
/** Whole computers. A part "for" one (`RAM for MacBook`) or a laptop part (`laptop memory`) is still the part. */
const SYSTEM_RE = /(?<![a-z])(gaming\s(?:pc|computer|desktop|laptop|rig|tower|notebook|system)|desktop\s(?:pc|computer|tower)|(?:pc|computer)\s(?:tower|build|system)|tower\spc|pre-?\s?built|custom\s(?:built\s)?(?:pc|computer|build)|full\s(?:pc|build|system|setup)|complete\s(?:pc|system|build|computer)|(?:itx|atx|streaming)\s(?:pc|build)|all[- ]in[- ]one|laptop|notebook|macbook|chromebook|imac|mac\s(?:pro|mini|studio)|workstation|alienware|cyberpower(?:pc)?|ibuypower|skytech|thinkpad|ideapad|zenbook|vivobook|razer\sblade|hp\s(?:omen|pavilion|envy)|dell\s(?:xps|inspiron)|legion\s(?:tower|5|7|pro)|omen\s\d{2}l)(?![a-z])/;
const PART_AFTER_SYSTEM_RE = /^\s?(?:ram|memory|dimms?|sodimm|so-dimm|ssd|hdd|hard\sdrive|drive|battery|charger|adapter|cpu|processor|gpu|graphics|video\scard|card|upgrade|kit|fan|cooler|screen|keyboard|motherboard|parts?|server|grade|class|[/&]|or\b|and\b)/;
const FOR_BEFORE_RE = /\b(?:for|from|fits?|compatible\swith|pulled\sfrom|pull\sfrom|out\sof)\s(?:a\s|an\s|the\s|my\s)?(?:[a-z0-9-]+\s){0,2}$/;

function isSystem(lower: string): boolean {
  SYSTEM_G.lastIndex = 0;
  for (let m = SYSTEM_G.exec(lower); m !== null; m = SYSTEM_G.exec(lower)) {
    const end = m.index + m[0].length;
    if (PART_AFTER_SYSTEM_RE.test(lower.slice(end, end + 14))) continue;
    if (FOR_BEFORE_RE.test(lower.slice(Math.max(0, m.index - 40), m.index))) continue;
    return true;
  }
  return false;
}
const SYSTEM_G = new RegExp(SYSTEM_RE.source, "g");

/** A novelty word counts unless the item merely comes with it (`with original stickers`). */
function isNovelty(lower: string): boolean {
  const m = NOVELTY_RE.exec(lower);
  return m !== null && !/(?:\+|\bw\/|\bwith|\bincl\w*|\band|&|\bplus|\bno|\boriginal)\s?$/.test(lower.slice(Math.max(0, m.index - 12), m.index));
}

/**
 * An accessory word counts when nothing before it says the item comes with it (`with rails`,
 * `+ tray`) and the title states no capacity of its own or says what it is `for`.
 */
function isAccessory(lower: string, hasCapacity: boolean): boolean {
  const acc = ACCESSORY_RE.exec(lower);
  if (acc === null || INCLUDES_RE.test(lower.slice(0, acc.index))) return false;
  return !hasCapacity || /^\s?(?:for|fits?|compatible)\b/.test(lower.slice(acc.index + acc[0].length));
}

/**
 * The kind of not-the-item listing a title describes, or null when it offers the item.
 * Containers (servers, mini PCs) are items themselves, so only their accessories count.
 * @example readNotItem("rtx 3080 box only no gpu", "gpu", true) // "box"
 */
export function readNotItem(lower: string, category: Category | null, hasCapacity: boolean): NotItemKind | null {
  if (PHOTO_RE.test(lower)) return "photo";
  if ((lower.includes("box") || lower.includes("packag")) && BOX_RE.test(lower)) return "box";
  if (isNovelty(lower)) return "novelty";
  if (category !== "server" && category !== "minipc" && isSystem(lower)) return "system";
  if (category !== null && category !== "other" && isAccessory(lower, hasCapacity)) return "accessory";
  return null;
}

/** First words of every phrase above, for the word scan's gate (see title-scan.ts). */
export const NOT_ITEM_TRIGGERS: readonly string[] = [
  "photo", "photos", "picture", "pictures", "pic", "pics", "image", "images", "img", "printed", "digital", "print", "this", "it",
  "not", "no", "read", "key", "keychain", "keychains", "keyring", "keyrings", "ornament", "ornaments", "miniature",
  "miniatures", "mini", "replica", "replicas", "figurine", "figurines", "sticker", "stickers", "decal", "decals", "poster",
  "posters", "fridge", "magnet", "magnets", "lego", "toy", "t", "tshirt", "tshirts", "hoodie", "hoodies", "mug", "mugs",
  "enamel", "pin", "paperweight", "paperweights", "coaster", "coasters", "plush", "mouse", "mousepad", "mousepads", "box",
  "boxes", "empty", "just", "packaging", "caddy", "caddies", "tray", "trays", "sled", "sleds", "bracket", "brackets", "rail",
  "rails", "bezel", "backplate", "shroud", "riser", "heatsink", "heat", "battery", "interposer", "faceplate", "screws",
  "cable", "cables", "waterblock", "water", "thermal", "replacement", "cooling", "fan", "gpu", "sag", "support", "io", "i",
  "power", "pcie", "gaming", "desktop", "pc", "computer", "tower", "pre", "prebuilt", "custom", "full", "complete", "itx",
  "atx", "streaming", "all", "laptop", "notebook", "macbook", "chromebook", "imac", "mac", "workstation", "alienware",
  "cyberpower", "cyberpowerpc", "ibuypower", "skytech", "thinkpad", "ideapad", "zenbook", "vivobook", "razer", "hp", "dell",
  "legion", "omen",
];
