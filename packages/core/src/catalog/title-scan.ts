import { CONDITION_TRIGGERS } from "./title-condition.ts";
import { PREORDER_TRIGGERS } from "./title-preorder.ts";
import { START_DIGIT } from "./word-start-gate.ts";
import { ACCESSORY_TRIGGERS, BOX_TRIGGERS, DEAL_TRIGGERS, NOVELTY_TRIGGERS, PHOTO_TRIGGERS, SYSTEM_TRIGGERS } from "./title-triggers.ts";

/**
 * One pass over the lower-case item text that says which extractors can match at all, so
 * the parser skips the regexes that would only fail. Every regex gated here needs one of its
 * trigger words as a whole run of `a`-`z` letters, so a missing word proves the regex fails:
 * the gate never changes a result, it only saves the scan. Words are compared by a hash of
 * the run (a collision only lets a regex run that could have been skipped).
 */

/** `readCondition` can find a condition word. */
export const MAY_CONDITION = 1;
/** A word for a picture of the item (photo, image, print, paper edition, "do not buy") is present. */
export const MAY_PHOTO = 2;
/** `readInterface` can find an interface. */
export const MAY_INTERFACE = 4;
/** `readFormFactor` can find a form factor. */
export const MAY_FORM = 8;
/** A lot or pack count (`lot of 5`, `10 pcs`, `qty 3`, `2-pack`) can be present. */
export const MAY_LOT = 16;
/** A kit count `4x 32GB` / `4×32GB` can be present. */
export const MAY_KIT = 32;
/** A `gb` or `tb` unit is present. */
export const MAY_CAPACITY = 64;
/** The text has a character beyond ASCII (CJK condition words, `×`). */
export const NON_ASCII = 128;
/** The text has a quote (`3.5"`, `2.5''`). */
export const HAS_QUOTE = 256;
/**
 * Some run of `a`-`z`/`0`-`9` is 6+ characters long and has a digit: every maker part
 * number `findPartNumbers` knows (`st4000nm0033`, `00rx908`, `mnpa19-xtr`) has one.
 */
export const MAY_PART_NUMBER = 512;
/** `box` or `packaging` is present. */
export const MAY_BOX = 2048;
/** A novelty word (keychain, ornament, replica, sticker…) is present. */
export const MAY_NOVELTY = 4096;
/** A word of a whole computer (pc, laptop, workstation, macbook…) is present. */
export const MAY_SYSTEM = 8192;
/** A word of a part for an item (caddy, rails, backplate, fan, adapter, cable…) is present. */
export const MAY_ACCESSORY = 16384;
/** A word of a shelf or chassis sold as itself (chassis, jbod, disk shelf, riser card, rail kit…) is present. */
export const MAY_ENCLOSURE = 32768;
/** A word NAMES_CPU_RE of title-not-item.ts starts with (xeon, ryzen, the `i` of i7, the `c` of 8c…) is present. */
export const MAY_NAMES_CPU = 65536;
/** A word NAMES_GPU_RE of title-not-item.ts starts with (gpu, rtx, the `a` of A100…) is present. */
export const MAY_NAMES_GPU = 131072;
/** A word of deal posts (sale, coupon, rebate, shipping…) is present. */
export const MAY_DEAL = 262144;
/** A word of a pre-order or an order resale (preorder, presale, confirmed, arriving, ships …) is present. */
export const MAY_PREORDER = 524288;
/** Any of the not-the-item bits. */
export const MAY_NOT_ITEM = MAY_PHOTO | MAY_BOX | MAY_NOVELTY | MAY_SYSTEM | MAY_ACCESSORY | MAY_PREORDER;

/**
 * Some token of letters and digits joined by single hyphens (`e5-2680`, `00rx908`) is 5 to 30
 * characters long and has both a letter and a digit: what `genericPartNumbers` looks for.
 */
export const MAY_GENERIC_PART = 1024;

const TRIGGERS: ReadonlyArray<readonly [number, readonly string[]]> = [
  [MAY_CONDITION, CONDITION_TRIGGERS],
  [MAY_PHOTO, PHOTO_TRIGGERS],
  [MAY_BOX, BOX_TRIGGERS],
  [MAY_NOVELTY, NOVELTY_TRIGGERS],
  [MAY_SYSTEM, SYSTEM_TRIGGERS],
  [MAY_ACCESSORY, ACCESSORY_TRIGGERS],
  [MAY_PREORDER, PREORDER_TRIGGERS],
  // `ddr4`, `ddr3l` and `pci-e` split into runs `ddr`, `l`, `pci`, `e`; `u.2` is the run `u`.
  // `pc4-2666` names DDR4 by its module name.
  [MAY_INTERFACE, ["nvme", "sas", "sata", "pcie", "pci", "usb", "ddr", "u", "pc"]],
  // `3.5in`, `3.5 inch`, `m.2`, `u.2`, `1u`, `so-dimm`, `ecc reg`, `load reduced`; quotes are flagged apart.
  [MAY_FORM, [
    "in", "inch", "lff", "sff", "m", "u", "lrdimm", "load", "rdimm", "registered", "ecc", "reg", "udimm",
    "unbuffered", "so", "sodimm",
  ]],
  [MAY_LOT, ["lot", "pcs", "pieces", "units", "drives", "sticks", "modules", "disks", "cards", "dimms", "qty", "pack", "in", "set"]],
  // `4x 32gb`, `32gb x 4`, and the run `gbx` of `16GBx2`.
  [MAY_KIT, ["x", "gbx", "tbx"]],
  [MAY_CAPACITY, ["gb", "tb"]],
  // The first word of every ENCLOSURE_RE phrase of title-category.ts.
  [MAY_ENCLOSURE, ["chassis", "jbod", "disk", "expansion", "storage", "riser", "rail"]],
  [MAY_NAMES_CPU, [
    "xeon", "epyc", "opteron", "e", "gold", "silver", "platinum", "bronze", "i", "core", "cores", "c", "dual", "quad", "hexa",
    "octa", "ryzen", "threadripper", "skylake", "cascade", "broadwell", "haswell", "ivy", "sandy", "atom", "pentium", "celeron",
  ]],
  [MAY_DEAL, DEAL_TRIGGERS],
  [MAY_NAMES_GPU, ["gpu", "gpus", "nvidia", "tesla", "quadro", "rtx", "gtx", "v", "a", "h", "p", "radeon"]],
];

function hashWord(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
  return h | 0;
}

const MASK_BY_HASH: ReadonlyMap<number, number> = (() => {
  const map = new Map<number, number>();
  for (const [bit, list] of TRIGGERS) for (const w of list) map.set(hashWord(w), (map.get(hashWord(w)) ?? 0) | bit);
  return map;
})();

/**
 * The MAY_* and HAS_* bits of a lower-case text, in one pass over its characters.
 * @example (scanWords("4x 32gb ddr4 ecc rdimm") & MAY_CONDITION) === 0 // true: no condition word
 */
export function scanWords(lower: string): number {
  RUNS.text = lower;
  RUNS.count = 0;
  let startMask = 0;
  let runStart = 0;
  let runHash = 0;
  let runKind = 0;
  let mask = 0;
  let h = 0x811c9dc5;
  let inWord = false;
  // The current run of letters and digits: its length and whether it has a digit.
  let runLength = 0;
  let runDigit = false;
  // The current hyphen-joined token, read as genericPartNumbers reads it.
  let tokenLength = 0;
  let tokenDigit = false;
  let tokenLetter = false;
  const n = lower.length;
  for (let i = 0; i < n; i++) {
    const c = lower.charCodeAt(i);
    if (c >= 97 && c <= 122) {
      if (!inWord) { h = 0x811c9dc5; inWord = true; }
      h = Math.imul(h ^ c, 16777619);
      if (runLength === 0) { runStart = i; runHash = 0x811c9dc5; startMask |= 1 << (c - 97); }
      runHash = Math.imul(runHash ^ c, 16777619);
      runLength++;
      runKind |= RUN_LETTER;
      tokenLength++;
      tokenLetter = true;
      continue;
    }
    if (inWord) { mask |= MASK_BY_HASH.get(h | 0) ?? 0; inWord = false; }
    if (c >= 48 && c <= 57) {
      if (runLength === 0) { runStart = i; runHash = 0x811c9dc5; startMask |= START_DIGIT; }
      runHash = Math.imul(runHash ^ c, 16777619);
      runLength++;
      runKind |= RUN_DIGIT;
      runDigit = true;
      tokenLength++;
      tokenDigit = true;
      continue;
    }
    if (runDigit && runLength >= 6) mask |= MAY_PART_NUMBER;
    if (runLength > 0) addRun(runStart, i, runHash, runKind);
    runLength = 0;
    runKind = 0;
    runDigit = false;
    if (c === 45 && tokenLength > 0 && alnum(lower.charCodeAt(i + 1))) {
      tokenLength++;
      continue;
    }
    if (tokenDigit && tokenLetter && tokenLength >= 5 && tokenLength <= 30) mask |= MAY_GENERIC_PART;
    tokenLength = 0;
    tokenDigit = false;
    tokenLetter = false;
    if (c > 127) mask |= NON_ASCII;
    else if (c === 34 || c === 39) mask |= HAS_QUOTE;
  }
  if (inWord) mask |= MASK_BY_HASH.get(h | 0) ?? 0;
  if (runDigit && runLength >= 6) mask |= MAY_PART_NUMBER;
  if (runLength > 0) addRun(runStart, n, runHash, runKind);
  if (tokenDigit && tokenLetter && tokenLength >= 5 && tokenLength <= 30) mask |= MAY_GENERIC_PART;
  RUNS.startMask = startMask;
  return mask;
}

/**
 * The runs of letters and digits of the text last given to scanWords, which records them on its
 * way (so the phrase lookups need no pass of their own). Valid for that text only: `wordRuns`
 * scans again when asked about another text.
 */
export type WordRuns = {
  text: string;
  count: number;
  starts: Int32Array;
  ends: Int32Array;
  hashes: Int32Array;
  /** RUN_LETTER | RUN_DIGIT: what the run holds. */
  kinds: Int32Array;
  /** The first characters of the runs as a start mask (word-start-gate.ts): what a word-anchored regex can start on. */
  startMask: number;
};
export const RUN_LETTER = 1;
export const RUN_DIGIT = 2;
const RUNS: WordRuns = {
  text: "", count: 0, starts: new Int32Array(64), ends: new Int32Array(64), hashes: new Int32Array(64), kinds: new Int32Array(64), startMask: 0,
};

function grown(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

function addRun(start: number, end: number, hash: number, kind: number): void {
  if (RUNS.count === RUNS.starts.length) {
    RUNS.starts = grown(RUNS.starts);
    RUNS.ends = grown(RUNS.ends);
    RUNS.hashes = grown(RUNS.hashes);
    RUNS.kinds = grown(RUNS.kinds);
  }
  const r = RUNS.count++;
  RUNS.starts[r] = start;
  RUNS.ends[r] = end;
  RUNS.hashes[r] = hash;
  RUNS.kinds[r] = kind;
}

/**
 * The runs of `a`-`z`/`0`-`9` in `lower` with the FNV-1a hash of each, as the phrase index keys them.
 * @example wordRuns("wd red 4tb").count // 3
 */
export function wordRuns(lower: string): WordRuns {
  if (RUNS.text !== lower) scanWords(lower);
  return RUNS;
}

function alnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}
