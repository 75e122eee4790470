import type { TitleStyle } from "../schemas/catalog.ts";
import type { Category, NotItemKind } from "../schemas/vocabulary.ts";
import { isPreorder } from "./title-preorder.ts";
import { MAY_ACCESSORY, MAY_BOX, MAY_NAMES_CPU, MAY_NAMES_GPU, MAY_NOVELTY, MAY_PHOTO, MAY_PREORDER, MAY_SYSTEM } from "./title-scan.ts";

/**
 * Whether a title names an item without offering it: an empty box, a picture of it, a novelty,
 * a pre-order (title-preorder.ts), a part for it, or a whole computer with it inside. Each of
 * these sells far below (or above) the item's market, so judging one as the item is the worst
 * misread a deal alert can make. Wanted posts are read from the title's sections (title-sections.ts).
 */

/**
 * Words for a picture of the item: photo-only bait and the "paper edition" protest listings of a
 * scarce card, sold at the card's price. Read only when nothing around them says they show the
 * real item (`see photos`, `stock photo`, `pictures of the actual card`).
 */
const PHOTO_WORD_RE = /(?<![a-z0-9])(images?|imgs?|jpe?g|png|gif|pdf|renders?|printable\s?pictures?|pictures?|pics?(?!-?express)|photos?|photographs?|drawings?|illustrations?|artwork|wallpapers?|screenshots?|digital\sdownload|cardboard|cut-?outs?|mock-?ups?|dummy|prints?|printed|paper\s?edition|8\s?x\s?10(?!\s?(?:gb|tb|mb|g|t)\b)|imaginary|fake)(?![a-z0-9])/g;
const SHOWS_ITEM_BEFORE_RE = /(?:see|stock|actual|real|more|check|view|for|w\/|with|additional|detailed|original|not|no|many|all|clear|in\sthe)\s?$/;
const SHOWS_ITEM_AFTER_RE = /^\s?(?:of\s(?:the\s)?(?:actual|real|item|card|unit)|for\s(?:reference|condition|details)|attached|included)/;
const PROTEST_RE = /(?<![a-z])(?:not\s(?:an?|the)\s(?:actual|real|physical)\s|do\s?n[o']?t\sbuy(?!\sunless)|don'?t\sbuy(?!\sunless)|scalpers?\ssuck|scalpers?\sedition|fighting\sscalpers|screw\sscalpers|f\*?ck\sscalpers)(?![a-z])/;
/** Keychains, ornaments, replicas: the name of a card on something that is not one. */
const NOVELTY_RE = /(?<![a-z])(?:key\s?chains?|key\s?rings?|ornaments?|miniatures?|mini\sreplica|replicas?|figurines?|stickers?|decals?|posters?|fridge\smagnets?|lego|toy|t-?shirts?|hoodies?|mugs?|enamel\spins?|pin\sbadges?|paperweights?|coasters?|plush|(?:sun)?glasses|shades)(?![a-z])/;
const COMES_WITH_RE = /(?:\+|\bw\/|\bwith|\bincl\w*|\band|&|\bplus|\bno|\boriginal|\bfree|\bbonus)\s?(?:(?:a|an|free|bonus)\s)?$/;
/** An empty box (`box only`, `empty box`, `box, no card`), not a card `in its box`. */
const BOX_RE = /(?<![a-z])(?:(?:(?:empty|retail|original|orig|oem)\s)?box(?:es)?\s(?:only|and\s(?:manual|papers|accessories|inserts?)\sonly)|(?:empty|just\sthe)\sbox(?:es)?|packaging\sonly|packaging\s(?:and|&)\sbox|box\s(?:and|&)\spackaging|box\b[^.;|]{0,30}\b(?:no|w\/o|without)\s(?:gpu|card|graphics\scard|cpu|processor|drive)s?\b(?!\s?(?:damage|issues?|scratch))|(?:no|without)\s(?:gpu|card|graphics\scard|cpu|processor)\s(?:included|inside)\b[^.;|]{0,30}\bbox)(?![a-z])/;
/** A box named last, after the item's name and nothing that puts the item in it (`… GeForce- Pristine Condition Box`). */
const BOX_LAST_RE = /(?<![a-z0-9])box(?:es)?[^a-z0-9]*$/;
const ITEM_IN_BOX_BEFORE_RE = /(?:\bin|\bwith|\bw\/|\bno|\bopen|\boriginal|\borig|\bretail|\boem|\bthe|\bsealed|\bnew|&|\band|\+|\bincl\w*|\bbulk|\bwhite|\bbrown|\bplain|\bnas|\bpfsense|\bopnsense|\bfirewall|\brouter|\bserver|\bstorage|\bmedia|\btest|\bmining)[\s-]*$/;

/** Parts that are never a feature of the item itself: a caddy, rails, a fan kit for a Tesla card. */
const PART_WORDS = "cooling fans?|(?:cooling )?turbine fans?|caddy|caddies|tray|trays|sled|sleds|rail kit|rails|interposer|faceplate|bezel|thermal pads?|fan adapter|fan kit|fan attachment|blower fan(?: kit)?|fan shroud|shroud|nvlink bridge|sli bridge|gpu holder|sag bracket|support bracket|io shield|i\\/o shield|power adapter|pcie adapter|enclosure|riser(?: cable)?|cables?";
/**
 * Words that describe the item as often as they are sold alone (`metal backplate`, a card `with
 * EK water block`): a part only when `for`/`only` says so, when it opens the title, or when it
 * ends a title that shows no card of its own (`RTX 3080 FE backplate`).
 */
const FEATURE_WORDS = "backplate|heatsink|heat sink|cooler|fans?|brackets?|battery|screws|waterblock|water block|radiator";
const ACCESSORY_RE = new RegExp(`(?<![a-z0-9])(${PART_WORDS}|${FEATURE_WORDS})(?![a-z])`, "g");
const PART_WORD_RE = new RegExp(`^(?:${PART_WORDS})$`);
const FOR_AFTER_RE = /^[^,;|]{0,25}?(?:\bfor\b(?!\s(?:parts|repair|sale|you|cheap))|\bfits?\b|\bcompatible\b|\bonly\b)/;
const WITH_BEFORE_RE = /(?:\bw\/|\bwith|\+|\bincl\w*)\s?$/;
const INCLUDED_AFTER_RE = /^\s?(?:included|incl\b|inc\b|too\b|as\swell|installed|pre-?installed|fitted|mounted|attached)/;
/** What shows the title sells the card itself: its memory, the words for a card. */
const CARD_SHOWN_RE = /\b(?:graphics?\scard|video\scard|gpu(?!\sholder)|gddr\d|hbm\d?|accelerator)\b/;
/** A feature word is the last thing named (`… FE backplate`, `… bracket only`), an asking price aside (`… backplate $65`). */
const ENDS_AFTER_RE = /^[^a-z0-9]*(?:only\b[^a-z0-9]*)?(?:(?:[$€£]\s?\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:\.\d{1,2})?\s?(?:usd|eur|gbp))(?:\s?(?:obo|shipped|each|ea))?[^a-z0-9]*)?$/;
const ACCESSORY_LIST_RE = new RegExp(`(?:${PART_WORDS}|${FEATURE_WORDS})\\s?(?:and|&|\\+|,)\\s?(?:[a-z-]+\\s)?$`);
/** `heatsink and fans - NO Graphics Card`: the parts of a card sold without it. */
const NO_CARD_RE = /\bno\s(?:graphics\s)?(?:card|gpu|chip|die)\b/;
/** A card's housing or cooler without its board: `NO PCB`, `HOUSING ONLY`, `NO GPU BOARD`. */
const NO_BOARD_RE = /\bno\s(?:pcb|pbc|gpu\sboard|board)\b|\bhousing\sonly\b|\b(?:shroud|cooler)\sonly\b/;
const NEGATED_BEFORE_RE = /(?:\bno|\bwithout|\bw\/o|\bmissing)\s?$/;
/** Whole computers. A part "for" one (`RAM for MacBook`) or a laptop part (`laptop memory`) is still the part. */
const SYSTEM_RE = /(?<![a-z0-9])(gaming\s(?:pcs?|computers?|desktops?|laptops?|rigs?|towers?|notebooks?|systems?)|desktop\s(?:pc|computer|tower)|(?:pc|computer)\s(?:tower|build|system|kit)|tower\spc|pre-?\s?built|custom\s(?:built\s)?(?:pc|computer|build)|full\s(?:pc|build|system|setup)|complete\s(?:pc|system|build|computer)|(?:itx|atx|streaming)\s(?:pc|build)|barebones?\s(?:system|kit|pc)|all[- ]in[- ]one|laptop|notebook|ultrabook|macbook|chromebook|imac|mac\s(?:pro|mini|studio)|workstation|alienware|cyberpower(?:pc)?|ibuypower|skytech|thinkpad|ideapad|zenbook|vivobook|razer\sblade|hp\s(?:omen|pavilion|envy)|dell\s(?:xps|inspiron)|legion\s(?:tower|5|7|pro)|omen\s\d{2}l|latitude|thinkbook|aspire|galaxy\sbook|zephyrus|predator\shelios|elitebook|probook|zbook|vostro|toughbook|spectre|surface\s(?:pro|laptop|book)|tablet|2\s?-?in-?\s?1)(?![a-z])/g;
const PART_AFTER_SYSTEM_RE = /^\s?(?:[a-z0-9-]+\s){0,2}(?:oem\s)?pull(?:ed)?\b|^\s?(?:pc\s|computer\s)?(?:ram|memory|dimms?|sodimm|so-dimm|ssd|hdd|hard\sdrive|drive|battery|charger|adapter|cpu|processor|gpu|graphics|video\scard|card|upgrade|kit|fan|cooler|screen|keyboard|motherboard|parts?|server|grade|class|(?:[/&]|or|and)\s?(?:desktop|laptop|pc|notebook|workstation|server))\b/;
const FOR_BEFORE_RE = /\b(?:for|from|fits?|compatible\swith|pulled\sfrom|pull\sfrom|out\sof)\s(?:a\s|an\s|the\s|my\s)?(?:[a-z0-9-]+\s){0,2}$/;
/** A card made for one computer (`Mac Pro … MPX Module`) is the card. */
const MODULE_RE = /\b(?:mpx\smodule|module|upgrade\skit)\b/;

function isPhoto(lower: string): boolean {
  if (PROTEST_RE.test(lower)) return true;
  PHOTO_WORD_RE.lastIndex = 0;
  for (let m = PHOTO_WORD_RE.exec(lower); m !== null; m = PHOTO_WORD_RE.exec(lower)) {
    const end = m.index + m[0].length;
    if (SHOWS_ITEM_BEFORE_RE.test(lower.slice(Math.max(0, m.index - 12), m.index))) continue;
    if (SHOWS_ITEM_AFTER_RE.test(lower.slice(end, end + 24))) continue;
    return true;
  }
  return false;
}

/** A card's box alone: named last, no word puts the card in it, and the title shows no card of its own. */
function isBoxLast(lower: string): boolean {
  const m = BOX_LAST_RE.exec(lower);
  return m !== null && !ITEM_IN_BOX_BEFORE_RE.test(lower.slice(Math.max(0, m.index - 12), m.index)) && !CARD_SHOWN_RE.test(lower);
}

/** A novelty word counts unless the item merely comes with it (`with original stickers`, `free T-shirt`). */
function isNovelty(lower: string): boolean {
  const m = NOVELTY_RE.exec(lower);
  return m !== null && !COMES_WITH_RE.test(lower.slice(Math.max(0, m.index - 18), m.index));
}

/** Parts a server or computer listing names: its CPUs, GPUs, drives with their size. */
const NAMES_CPU_RE = /(?<![a-z0-9])(?:xeon|epyc|opteron|e[357]-\d{4}|e-2\d{3}|(?:gold|silver|platinum|bronze)\s\d{4}|i[3579]-\d{4,5}[a-z]{0,2}|(?:core\s)?i[3579](?![a-z0-9])|(?:dual|quad|hexa|octa)[\s-]core|ryzen|core\sultra|threadripper|skylake|cascade\slake|broadwell|haswell|ivy\sbridge|sandy\sbridge|atom|pentium|celeron|\d{1,3}\s?(?:cores?|c)(?![a-z]))(?![a-z])/;
const NAMES_GPU_RE = /(?<![a-z0-9])(?:gpus?|nvidia|tesla|quadro|rtx|gtx|v100|a100|h100|p40|p100|radeon)(?![a-z])/;
const NAMES_DRIVE_RE = /\d(?:\.\d+)?\s?(?:tb|gb)\s?(?:sas|sata|ssds?|hdds?|nvme|drives?|hard)(?![a-z])|(?<![a-z0-9])(?:ssd|hdd|nvme)\s?\d+\s?(?:tb|gb)|\d+\s?x\s?\d+(?:\.\d+)?\s?tb/;
const NAMES_RAM_RE = /\d+\s?gb\s?(?:ram|ddr\d|memory)(?![a-z])/;
const NAMES_OS_RE = /(?<![a-z])(?:no\sos|win(?:dows)?\s?1[01]|windows)(?![a-z])/;
/** The checks of namesComputer in the order it runs them: RAM, OS, drive, GPU, CPU. */
const COMPUTER_CHECKS: readonly RegExp[] = [NAMES_RAM_RE, NAMES_OS_RE, NAMES_DRIVE_RE, NAMES_GPU_RE, NAMES_CPU_RE];

/*
 * `may` below is scanWords(lower): a NAMES_* check without one of its first words is skipped; the
 * drive and memory checks need a `gb` or `tb` somewhere (`16gbram` is one word, so not a word test).
 */

/** Whether the text names a CPU, a GPU, a drive with its size or a memory amount. */
function namesPart(lower: string, may: number): boolean {
  if ((may & MAY_NAMES_CPU) !== 0 && NAMES_CPU_RE.test(lower)) return true;
  if ((may & MAY_NAMES_GPU) !== 0 && NAMES_GPU_RE.test(lower)) return true;
  if (!lower.includes("gb") && !lower.includes("tb")) return false;
  return NAMES_DRIVE_RE.test(lower) || NAMES_RAM_RE.test(lower) || /\d+\s?(?:gb|tb)(?![a-z])/.test(lower);
}

/** A server or mini PC naming the CPUs, GPUs or drives inside it: a whole system (but still the item for a server hunt). */
function containerNamesParts(lower: string, may: number): boolean {
  return ((may & MAY_NAMES_CPU) !== 0 && NAMES_CPU_RE.test(lower)) || ((may & MAY_NAMES_GPU) !== 0 && NAMES_GPU_RE.test(lower)) ||
    ((lower.includes("gb") || lower.includes("tb")) && NAMES_DRIVE_RE.test(lower));
}

/** A listing naming three kinds of parts at once (CPU, RAM, storage, GPU, an OS) is a computer, not any one of them. */
function namesComputer(lower: string, may: number): boolean {
  // Without the words or units a check needs it cannot pass, and with fewer than three checks
  // left that can, the answer is no without running a regex. Bit k: check k can pass.
  const gb = lower.includes("gb");
  const possible = (gb ? 1 : 0) | (lower.includes("os") || lower.includes("win") ? 2 : 0) | (gb || lower.includes("tb") ? 4 : 0) |
    ((may & MAY_NAMES_GPU) !== 0 ? 8 : 0) | ((may & MAY_NAMES_CPU) !== 0 ? 16 : 0);
  let left = (possible & 1) + ((possible >> 1) & 1) + ((possible >> 2) & 1) + ((possible >> 3) & 1) + (possible >> 4);
  let n = 0;
  for (let k = 0; k < COMPUTER_CHECKS.length; k++) {
    if (n + left < 3) return false;
    if ((possible & (1 << k)) === 0) continue;
    left--;
    if (COMPUTER_CHECKS[k]!.test(lower) && ++n >= 3) return true;
  }
  return false;
}

/** A computer word and a part named with it (`gaming laptop RTX 3070`, `prebuilt i7 32GB`): the part is inside a system. */
function isSystem(lower: string, may: number): boolean {
  if (!namesPart(lower, may)) return false;
  SYSTEM_RE.lastIndex = 0;
  for (let m = SYSTEM_RE.exec(lower); m !== null; m = SYSTEM_RE.exec(lower)) {
    const end = m.index + m[0].length;
    if (PART_AFTER_SYSTEM_RE.test(lower.slice(end, end + 24))) continue;
    if (FOR_BEFORE_RE.test(lower.slice(Math.max(0, m.index - 40), m.index))) continue;
    if (MODULE_RE.test(lower)) continue;
    return true;
  }
  return false;
}

/** Parts of an item sold off it (`parting out`, `for parts separately`), and services sold for it (a warranty extension, a configure-to-order line). */
const PART_OF_ITEM_RE = /(?<![a-z])(?:parting\sout|part(?:ing)?\sout|parts?\sseparate(?:ly)?|warranty\sex\w*nsion|extended\swarranty\sfor|configurator\sitem|cto\s[a-z\s]{0,12}upgrade)(?![a-z])|^\d+\s(?:year|yr)s?\swarranty/;

/**
 * An accessory: a part word or a feature word followed by `for`/`fits`/`only` (`Backplate for RTX
 * 3080`, `Fan and Shroud Only`) or opening the title; or a part word that nothing before it says
 * comes with the item (`with rails`, `+ tray`) and, for drives and memory, with no capacity of
 * the item's own (`600GB SAS 10K +Tray` is the drive).
 */
function isAccessory(lower: string, category: Category, hasCapacity: boolean): boolean {
  if (PART_OF_ITEM_RE.test(lower)) return true;
  // An item of no part category (a cooler, a cable, a chassis) is an item, not a part for one.
  if (category === "other") return false;
  if (category === "gpu" && (lower.includes("no") || lower.includes("only")) && NO_BOARD_RE.test(lower)) return true;
  ACCESSORY_RE.lastIndex = 0;
  // Whether the first part named comes with the item (`with rails and bezel`): then so do the rest.
  let included: boolean | null = null;
  for (let m = ACCESSORY_RE.exec(lower); m !== null; m = ACCESSORY_RE.exec(lower)) {
    const before = lower.slice(0, m.index);
    const end = m.index + m[0].length;
    if (NEGATED_BEFORE_RE.test(before.slice(-10)) || INCLUDED_AFTER_RE.test(lower.slice(end, end + 12))) continue;
    // `SSD with Heatsink for PS5`: what follows `for` is what the item fits, the heatsink comes with it.
    if (WITH_BEFORE_RE.test(before.slice(-8))) { included = true; continue; }
    if (FOR_AFTER_RE.test(lower.slice(end, end + 32)) || before.trim() === "") return true;
    included ??= COMES_WITH_RE.test(before.slice(-18)) || /(?:\+|\bw\/|\bwith\b|&|\bplus\b)/.test(before);
    if (included) continue;
    if (category === "gpu" && !hasCapacity && ENDS_AFTER_RE.test(lower.slice(end)) && !CARD_SHOWN_RE.test(lower)) return true;
    // `fans and shroud`, `heatsink and fans - NO Graphics Card`: parts sold without the item.
    if (ACCESSORY_LIST_RE.test(before.slice(-28)) || NO_CARD_RE.test(lower)) return true;
    if (!PART_WORD_RE.test(m[1]!)) continue;
    const storage = category === "hdd" || category === "ssd" || category === "ram";
    if (!storage || !hasCapacity) return true;
  }
  return false;
}

/**
 * The kind of not-the-item listing a title describes, or null when it offers the item.
 * A server or mini PC naming the parts inside it is a `system` too — not the CPU or drive it
 * names — but it is still the item for a hunt of servers (the pipeline judges it as one).
 * @example readNotItem("rtx 3080 box only no gpu", "gpu", true) // "box"
 * `may` is scanWords(lower): a check none of whose trigger words is present is skipped.
 */
export function readNotItem(lower: string, category: Category | null, hasCapacity: boolean, may = ~0, style: TitleStyle = "marketplace"): NotItemKind | null {
  if (((may & MAY_PHOTO) !== 0 || lower.includes("8x10") || lower.includes("8 x 10")) && isPhoto(lower)) return "photo";
  if ((may & MAY_BOX) !== 0 && (BOX_RE.test(lower) || (category === "gpu" && !hasCapacity && isBoxLast(lower)))) return "box";
  if ((may & MAY_NOVELTY) !== 0 && isNovelty(lower)) return "novelty";
  if ((may & MAY_PREORDER) !== 0 && category !== null && isPreorder(lower, style)) return "preorder";
  // A mini PC naming its CPU is the mini PC (what it is sold as); a server naming its CPUs is a system.
  if (category === "server") {
    if (containerNamesParts(lower, may)) return "system";
  } else if (category === "minipc") {
    // nothing: the machine is the item
  } else if (((may & MAY_SYSTEM) !== 0 && isSystem(lower, may)) || (style === "marketplace" && namesComputer(lower, may))) return "system";
  const mayBeAccessory = (may & MAY_ACCESSORY) !== 0 || lower.includes("part") || lower.includes("warranty") || lower.includes("configurator") ||
    lower.includes("no ") || lower.includes("only");
  if (mayBeAccessory && category !== null && isAccessory(lower, category, hasCapacity)) return "accessory";
  return null;
}

