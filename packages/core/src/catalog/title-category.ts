import type { Category } from "../schemas/vocabulary.ts";
import { BRANDS, CONTAINER_CATEGORIES, ITEM_HINTS } from "./title-lexicon.ts";
import { nextPhraseInRuns, phraseIndex } from "./phrase-index.ts";
import { MAY_CAPACITY, MAY_ENCLOSURE, wordRuns } from "./title-scan.ts";

const HINTS = phraseIndex(Object.keys(ITEM_HINTS));
const BRAND_NAMES = phraseIndex(Object.keys(BRANDS));
/** Shapes that name a category without a keyword: `i5-3570K`, `E5-2680 v3`, `R720xd`, `DL380`, `9207-8i`. */
const SHAPE_HINTS: ReadonlyArray<[RegExp, Category]> = [
  [/(?<![a-z0-9])(?:i[3579]-\d{4}|e[357]-\d{4}|\d{4}k|\d{4}x3d|[1-9][1-9]00x|fx-\d{4}|e-2\d{3})(?![0-9])/, "cpu"],
  [/(?<![a-z0-9])(?:gtx|rtx|gts|rx)\s?\d{3,4}(?![0-9])|(?<![a-z0-9])gv-[nr]\d{3,4}|(?<![a-z0-9])(?:[1-4]0[5-9]0|[2-5]0[6-9]0|16[56]0)\s?ti(?![a-z])/, "gpu"],
  // NVIDIA data-centre cards by their model (`NVIDIA A10`, `NVIDIA L40S`), old cards by theirs (`NVIDIA FX 5500`, `GeForce4 MX440`).
  [/(?<![a-z0-9])nvidia\s(?:tesla\s)?[ahlvptk]\d{1,4}s?(?![0-9a-z])|(?<![a-z0-9])(?:nvidia|geforce\d?)\s(?:geforce\d?\s)?(?:fx|mx)\s?\d{3,4}(?![0-9])/, "gpu"],
  [/(?<![a-z0-9])samsung\s(?:\d{2,4}\s?gb\s)?(?:8[3-7]0|9[6-9]0)(?![0-9])/, "ssd"],
  [/(?<![a-z0-9])thinksystem\s(?:sr|st|sd)\d{3}(?![0-9])|(?<![a-z0-9])thinkserver\s(?:rd|td|ts|rs)\d{3}(?![0-9])/, "server"],
  // Supermicro (SYS-1029U-TRT, 6029TP-HTR, SuperServer), Cisco UCS (C220 M5, UCSC-C240-M5SX), Gigabyte
  // (R282-Z90), Inspur (NF5280M5), HPE Apollo / Synergy: servers by their model, with their maker's name.
  [/(?<![a-z0-9])(?:sys-\d{4}[a-z0-9]*|\d{4}[a-z]{1,3}-[a-z0-9+]{2,8}|ucsc?[\s-]?[cb]\d{3}(?:[\s-]?m\d)?|[rgh]\d{3}-[a-z]\d{2}|nf\d{4}m\d|apollo\s\d{4}|synergy\s\d{3})(?![a-z0-9])/, "server"],
  [/(?<![a-z0-9])(?:[rt]\d{3}(?:xd)?|(?:dl|ml)\d{3}[ep]?)\s?(?:g\d|gen\s?\d|server)?(?![a-z0-9])/, "server"],
  [/(?<![a-z0-9])(?:\d{3,4}-\d{1,2}[ie]|h[2378][1-4]0p?|hba330)(?![a-z0-9])/, "hba"],
  [/(?<![a-z0-9])(?:x5[2-5]0-|x710|xl710|i350-|mcx\d{3}|cx\d{3}a|mnpa19)/, "nic"],
  [/(?<![a-z0-9])(?:hd|r9|r7)\s?\d{3,4}(?![a-z0-9])|(?<![a-z0-9])(?:7970|7950|7870|7850|7770|6950|6970|5870)(?![0-9])/, "gpu"],
  [/(?<![a-z0-9])(?:m\d{2,3}q|\d{3} g\d mini)(?![a-z0-9])/, "minipc"],
  [/(?<![a-z0-9])(?:c[rs]s\d{3}-|ws-c\d{4}|c\d{4}c?x-\d|ex\d{4}-|icx\s?\d{4}|usw-|dcs-\d{4})/, "switch"],
];
/**
 * The shapes as one alternation, so one scan finds them all (group k+1 is shape k). Every shape
 * starts with the same look-behind; checked once in front of the alternation instead of once per
 * alternative, the scan takes about half the time and finds the same matches.
 */
const NOT_AFTER_WORD = "(?<![a-z0-9])";
const ALL_SHAPES_RE = new RegExp(
  `${NOT_AFTER_WORD}(?:${SHAPE_HINTS.map(([re]) => `(${re.source.replaceAll(NOT_AFTER_WORD, "")})`).join("|")})`,
  "g",
);
const WEAK_OTHER_HINTS: ReadonlySet<string> = new Set(["fan", "fans", "cooler", "case fan", "heatsink"]);
/**
 * A container named as what a part fits or came from (`RAM for Dell PowerEdge R740`, `PowerEdge
 * R730 caddy`, `server memory`, `pulled from a server`) is not what is sold.
 */
const PART_AFTER_CONTAINER_RE = /^\s?(?:[a-z0-9/.+-]+\s)?(?:memory|ram|dimms?|rdimms?|cpus?|processors?|drives?|hdds?|ssds?|caddy|caddies|trays?|rails?|rail kit|psus?|power supply|power supplies|fans?|heatsinks?|riser|nics?|network card|raid card|graphics|gpus?|card|controller|motherboard|mainboard|system board|backplane|bezel|cables?|parts|pulls?|grade|class|case|chassis only)\b/;
/**
 * `… Processor Server`, `Server Graphics Card`, `DDR4-2400 ECC REG Server`: the word describes the
 * part (memory is sold as "server" memory by its ECC / registered words as often as by "RAM").
 */
const PART_BEFORE_CONTAINER_RE = /\b(?:processors?|cpus?|memory|ram|graphics\scard|gpu|drives?|hdd|ssd|nic|ecc|reg|registered|r?dimms?|lrdimms?|ddr[2-5](?:-\d{3,4})?)\s$/;
const FOR_BEFORE_CONTAINER_RE = /\b(?:for|from|fits?|compatible\swith|pulled\sfrom|pull\sfrom|out\sof|removed\sfrom)\s(?:a\s|an\s|the\s|my\s|dell\s|hp\s|hpe\s|lenovo\s|supermicro\s)?(?:[a-z0-9-]+\s){0,2}$/;
/** A JBOD shelf names no CPU; a "JBOD" server (IT-mode HBA) does. */
const CPU_NAMED_RE = /(?<![a-z0-9])(?:xeon|epyc|e[357]-\d{4}|e-2\d{3})(?![a-z])/;
/** What holds no board or is a shelf of drives: sold as itself, whatever parts it names. */
const ENCLOSURE_RE = /(?<![a-z])(?:chassis|jbod|disk\sshelf|expansion\sshelf|storage\sshelf|storage\sexpander|jbod\sexpander|riser\scard|rail\skit)(?![a-z])/;
/** A server by the word, or by its shape: rack units with drive bays and CPUs (`2U 12 Bay … 2x E5-2680 V3`). */
const SERVER_WORD_RE = /(?<![a-z])servers?(?![a-z])/g;
const SERVER_SHAPE_RE = /(?<![a-z0-9])\d{1,2}\s?(?:x\s)?(?:drive\s)?bays?(?![a-z])[^|]*?(?<![a-z0-9])(?:xeon|epyc|e5-\d{4}|cores?|ddr\d|\d+\s?gb\sram)(?![a-z])/;

/** Whether a container word at `index` names what is sold (not what a part fits). */
function soldAsContainer(lower: string, index: number, length: number): boolean {
  const before = lower.slice(Math.max(0, index - 40), index);
  if (FOR_BEFORE_CONTAINER_RE.test(before) || PART_BEFORE_CONTAINER_RE.test(before)) return false;
  return !PART_AFTER_CONTAINER_RE.test(lower.slice(index + length, index + length + 40));
}

function serverByWord(lower: string): boolean {
  SERVER_WORD_RE.lastIndex = 0;
  for (let m = SERVER_WORD_RE.exec(lower); m !== null; m = SERVER_WORD_RE.exec(lower)) if (soldAsContainer(lower, m.index, m[0].length)) return true;
  return false;
}

/** Makers of servers: with one named, a server model shape (`R730`, `SR650`, `C220 M5`) is the server. */
const SERVER_MAKER_RE = /\b(?:dell|hp|hpe|poweredge|proliant|lenovo|thinksystem|thinkserver|supermicro|cisco|ucs|fujitsu|primergy|gigabyte|inspur|huawei|quanta|tyan|asrock\srack)\b|server/;

const STORAGE_BRANDS = new Set(["Seagate", "Western Digital", "HGST", "Hitachi", "Toshiba"]);

export type CategoryRead = { category: Category | null; brand: string | null };

/**
 * What the item is: the first category word in the text, except that a container
 * (server, mini PC) wins wherever it appears, and `other` words count only when
 * nothing else is named before them. `may` is scanWords(lower): without an enclosure word the
 * enclosure check is skipped, without a `gb` or `tb` word the capacity checks.
 */
export function readCategory(lower: string, tagCategory: Category | null, may = ~0): CategoryRead {
  const runs = wordRuns(lower);
  const b = nextPhraseInRuns(BRAND_NAMES, lower, runs, 0);
  const brand = b ? (BRANDS[b.phrase] ?? null) : null;
  if (tagCategory) return { category: tagCategory, brand };
  let first: Category | null = null;
  let firstAt = Number.POSITIVE_INFINITY;
  let container: Category | null = null;
  // A fan or a cooler named first describes the part more often than it is the thing sold
  // (`Triple Fan GeForce RTX 4080`): a part named anywhere after it wins.
  let weakOther = false;
  for (let m = nextPhraseInRuns(HINTS, lower, runs, 0); m !== null; m = nextPhraseInRuns(HINTS, lower, runs, m.index + m.phrase.length)) {
    const c = ITEM_HINTS[m.phrase];
    if (!c) continue;
    if (CONTAINER_CATEGORIES.has(c)) {
      if (!soldAsContainer(lower, m.index, m.phrase.length)) continue;
      container = c;
      break;
    }
    if (weakOther && c !== "other") { first = c; weakOther = false; continue; }
    if (m.index < firstAt) { first = c; firstAt = m.index; weakOther = WEAK_OTHER_HINTS.has(m.phrase); }
  }
  // Once a container word is found the shapes cannot change the answer.
  ALL_SHAPES_RE.lastIndex = 0;
  for (let m = container === null ? ALL_SHAPES_RE.exec(lower) : null; m !== null; m = ALL_SHAPES_RE.exec(lower)) {
    let k = 1;
    while (m[k] === undefined) k++;
    const c = SHAPE_HINTS[k - 1]![1];
    // `R720` or `DL380` alone may be a part for one; a server needs its maker or the word.
    if (CONTAINER_CATEGORIES.has(c)) {
      if ((c !== "server" || SERVER_MAKER_RE.test(lower)) && soldAsContainer(lower, m.index, m[0].length)) container ??= c;
    } else if (m.index < firstAt) { first = c; firstAt = m.index; }
  }
  if (container === null && (lower.includes("server") || lower.includes("bay")) && (serverByWord(lower) || SERVER_SHAPE_RE.test(lower))) container = "server";
  // A chassis, a JBOD shelf, a riser card: sold as itself, even when it names the server it fits.
  if ((may & MAY_ENCLOSURE) !== 0 && ENCLOSURE_RE.test(lower) && !CPU_NAMED_RE.test(lower)) return { category: "other", brand };
  if (container) return { category: container, brand };
  // Both read a `gb` or `tb` word, which the word scan has seen or not.
  if ((may & MAY_CAPACITY) === 0) return { category: first, brand };
  if (first === null && brand && STORAGE_BRANDS.has(brand) && /\d\s?tb\b/.test(lower)) first = "hdd";
  // A bare capacity with a disk interface or spindle speed and no flash word is a hard drive.
  if (first === null && /\d\s?[gt]b\b/.test(lower) && /\b(?:sas|sata\d?|\d{1,2}(?:\.\d)?k|\d{4,5}\s?rpm)\b/.test(lower)) first = "hdd";
  return { category: first, brand };
}
