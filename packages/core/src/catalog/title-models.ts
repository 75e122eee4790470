import type { Category } from "../schemas/vocabulary.ts";
import { RUN_DIGIT, RUN_LETTER, type WordRuns, wordRuns } from "./title-scan.ts";
import { isSpace } from "./title-text.ts";
import { wordStartMask } from "./word-start-gate.ts";

/**
 * Model-number patterns per category, tried in order on lower-case item text.
 * A pattern's `format` turns the match into the model as people write it.
 * No pattern nests quantifiers, so matching stays linear on any input.
 */
export type ModelPattern = { re: RegExp; format?: (m: RegExpExecArray) => string };

const up = (s: string | undefined) => (s ?? "").toUpperCase();
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** `ironwolf  pro` → `Ironwolf Pro`, `870 evo` → `870 Evo`: words with a digit upper-cased, others capitalised. */
function words(s: string): string {
  let out = "";
  const n = s.length;
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(s.charCodeAt(i))) i++;
    if (i >= n) break;
    const start = i;
    let digit = false;
    for (; i < n && !isSpace(s.charCodeAt(i)); i++) if (isDigit(s.charCodeAt(i))) digit = true;
    const w = s.slice(start, i);
    out += (out === "" ? "" : " ") + (digit ? w.toUpperCase() : cap(w));
  }
  return out;
}

/** Drive, DIMM and card part numbers of the big makers; they identify the exact variant. */
/** Each pattern with the category its part numbers belong to (null: the maker numbers many kinds of part). */
export const PART_NUMBER_PATTERNS: ReadonlyArray<readonly [RegExp, Category | null]> = [
  [/\b(st\d{3,5}[a-z]{2}\d{3,4}[a-z]?|st9\d{5,6}ss)\b/, "hdd"], // Seagate ST4000NM0033, Savvio ST9300653SS
  [/\b(wd\d{2,5}[a-z]{4}(?:-\d{2}[a-z0-9]{4,6})?)\b/, "hdd"], // WD30EZRX
  [/\b(hu[acsh]\d{6,7}[a-z0-9]{4,8}|hus\d{3}[a-z0-9]{6,8}|hms\d[a-z0-9]{9,11}|wuh\d{6}[a-z0-9]{4,6}|hds\d{6}[a-z0-9]{4,6})\b/, "hdd"],
  // Toshiba; AL-series numbers end in a 512n size (AL15SEB120N) or a 512e one (AL15SEB24EQ), some reported with a Y.
  [/\b(mg\d{2}[a-z]{3}\d{3}[a-z]?|hdw[a-z]\d{3}[a-z0-9]{0,4}|dt01aca\d{3}|al1\d[a-z]{3}(?:\d{3}|\d{2}[a-z])[a-z]{0,2})\b/, "hdd"],
  [/\b(mz-?[0-9a-z]{5,6}\d{0,3}[a-z0-9]{3,5}(?:-[0-9a-z]{5})?)\b/, "ssd"], // Samsung MZ7LH960HAJR, MZ-V7S1T0B
  [/\b(mtfd[a-z]{3}\d{3,4}[a-z]{3}(?:-[a-z0-9]{5,6})?)\b/, "ssd"], // Micron
  [/\b(ssd(?:sc|pe|pf|pel|ped)[0-9a-z]{6,12})\b/, "ssd"], // Intel SSDSC2BA200G3
  [/\b(ct\d{3,4}[a-z]{2}\d{3}ssd\d|ct\d{2,3}m4ssd\d|ct\d{1,3}g\d[a-z0-9]{4,12})\b/, "ssd"], // Crucial
  [/\b(m3[2-9]\d[a-z0-9]{7,12}(?:-[a-z0-9]{3,6})?)\b/, "ram"], // Samsung DIMM M393A4K40BB1-CRC, M321R4GA0PB0-CWMJH
  [/\b(hma\d{3}[a-z0-9]{5,10}(?:-[a-z0-9]{2,4})?|mta\d{2}[a-z]{3}\d[a-z0-9]{4,8}(?:-[a-z0-9]{2,4})?)\b/, "ram"], // Hynix, Micron DIMM
  [/\b(cm[a-z]\d{1,3}g[a-z0-9]{6,12}|kvr\d{2}[a-z0-9]{4,10}\/\d{1,3}|f[345]-\d{4}c\d{2}[a-z]{1,2}-\d{1,3}g[a-z]{2,5})\b/, "ram"],
  [/\b(mcx\d{3,4}[a-z](?:-[a-z]{4})?|mnpa19-xtr)\b/, "nic"], // Mellanox
  [/\b(stb[a-z]\d{7})\b/, "hdd"], // Seagate external drives STBV3000100
  [/\b(ucs-hd[0-9a-z]{6,14})\b/, "hdd"], // Cisco UCS hard drive PIDs UCS-HD12TB10K12N
  [/(?<![a-z0-9-])(\d{6}-[b0]\d{2})(?![a-z0-9])/, null], // HP option (-B21) and spare (-001) numbers
  [/(?<![a-z0-9-])(\d{2}[a-z]{1,2}\d{3,4})(?![a-z0-9])/, null], // IBM/Lenovo FRU 00RX908, 46M7030
];

const P: Partial<Record<Category, readonly ModelPattern[]>> = {
  cpu: [
    { re: /\b(i[3579])[\s-]?(\d{3,5}[a-z]{0,2})\b/, format: (m) => `${up(m[1]).toLowerCase()}-${up(m[2])}` },
    { re: /\b(e[357])[\s-]?(\d{4})([lwa])?(?:[\s-]?(v\d))?\b/, format: (m) => `${up(m[1])}-${m[2]}${up(m[3])}${m[4] ? ` ${m[4]}` : ""}` },
    { re: /\b(platinum|gold|silver|bronze)\s?(\d{4}[a-z]{0,2})\b/, format: (m) => `${cap(m[1]!)} ${up(m[2])}` },
    { re: /\bepyc\s?(\d{4}[a-z]?)\b/, format: (m) => `EPYC ${up(m[1])}` },
    { re: /\bryzen\s?(?:[3579]\s)?(?:pro\s)?(\d{4}[a-z0-9]{0,3})\b/, format: (m) => up(m[1]) },
    { re: /\bthreadripper\s?(?:pro\s)?(\d{4}[a-z]{0,2})\b/, format: (m) => `Threadripper ${up(m[1])}` },
    { re: /\bfx[\s-]?(\d{4})\b/, format: (m) => `FX-${m[1]}` },
    { re: /\bphenom\s?ii\s?(?:x\d\s)?(\d{3,4}t?)(?:be)?\b/, format: (m) => `Phenom II ${up(m[1])}` },
    { re: /\bathlon\s?(?:ii\s)?(?:x\d\s)?\d{3,4}k?\b/, format: (m) => words(m[0]) },
    { re: /\b(e-2\d{3}[a-z]?|w-\d{4}[a-z]?|[xle]5[56]\d{2})\b/, format: (m) => up(m[1]) },
    { re: /\b(\d{4}(?:k|x3d|x))\b/, format: (m) => up(m[1]) },
  ],
  gpu: [
    { re: /\brtx\s?(a\d{4})\b/, format: (m) => `RTX ${up(m[1])}` },
    // Gigabyte part numbers: GV-N3080GAMING OC-10GD is an RTX 3080, GV-N1070WF2 a GTX 1070.
    { re: /\bgv-n(\d{3,4})(ti)?/, format: (m) => `${Number(m[1]) >= 2000 && !m[1]!.startsWith("16") ? "RTX" : "GTX"} ${m[1]}${m[2] ? " Ti" : ""}` },
    { re: /\b(gtx|rtx|gts|gt)\s?(\d{3,4})(\s?ti)?(\s?boost)?(\s?super)?\b/, format: (m) => `${up(m[1])} ${m[2]}${m[3] ? " Ti" : ""}${m[4] ? " Boost" : ""}${m[5] ? " Super" : ""}` },
    { re: /\b(quadro|tesla)\s?(rtx\s)?([a-z]{0,2}\d{1,4}[a-z]?)\b/, format: (m) => words(`${m[1]} ${m[2] ?? ""}${m[3]}`) },
    { re: /\bhd\s?(\d{4})(?![0-9])/, format: (m) => `HD ${m[1]}` },
    { re: /\b(rx|r9|r7|r5)\s?(\d{3,4})(\s?xtx|\s?xt|x)?(?![0-9])(?!-?\d)/, format: (m) => `${up(m[1])} ${m[2]}${up(m[3]).trim() ? ` ${up(m[3]).trim()}` : ""}` },
    { re: /\b(?:r|ax)([5-9]\d{3})(?![0-9])/, format: (m) => (m[0].startsWith("ax") ? m[1]! : `R${m[1]}`) },
    { re: /\bradeon\s?(pro\s)?(vii|wx\s?\d{4}|w\d{4}|vega\s?\d{2})\b/, format: (m) => words(`${m[1] ?? ""}${m[2]}`) },
    { re: /\b(mi\d{2,3}x?)\b/, format: (m) => up(m[1]) },
    { re: /\barc\s?(a\d{3})\b/, format: (m) => `Arc ${up(m[1])}` },
    { re: /\b(titan(?:\s(?:xp|x|v|black|z|rtx))?)\b/, format: (m) => words(m[1]!) },
    { re: /\b([5-7]\d[5-9]0|[4-9][5-8]0|[1-5]0[5-9]0)(\s?ti)?(\s?boost)?\b/, format: (m) => `${m[1]}${m[2] ? " Ti" : ""}${m[3] ? " Boost" : ""}` },
    { re: /\b([pvtal]\d{1,3})\b/, format: (m) => up(m[1]) },
  ],
  ssd: [
    { re: /\b(8[3-7]0|9[6-9]0|9100)(\s?evo\s?plus|\s?evo|\s?pro|\s?qvo)?\b/, format: (m) => words(`${m[1]}${m[2] ?? ""}`) },
    { re: /\boptane\s?(?:ssd\s)?(?:dc\s)?(\d{3}p|p\d{4}x)\b/, format: (m) => `Optane ${up(m[1])}` },
    { re: /\b(?:dc\s?)?([sp]\d{4}x?)\b/, format: (m) => up(m[1]) },
    { re: /\b((?:pm|sm)\d{3,4}[a-z]?)\b/, format: (m) => up(m[1]) },
    { re: /\b(m4|m500|m550|mx\d{3}|bx\d{3})\b/, format: (m) => up(m[1]) },
    { re: /\b(vertex|agility|vector|octane)\s?(\d|plus)?\b/, format: (m) => words(`${m[1]} ${m[2] ?? ""}`) },
    { re: /\b(v300|a400|sv300|hyperx 3k|hyperx|kc\d{3,4}|sn\d{3})\b/, format: (m) => words(m[1]!) },
    { re: /\bintel\s(?:ssd\s)?(3[123]0|5[1-4]0s?|7[35]0)\b/, format: (m) => m[1]! },
    { re: /\b(extreme(?:\spro|\sii)?|ultra\s(?:plus|ii|3d))\b/, format: (m) => words(m[1]!) },
    { re: /\b(5[1-4]00|7[34]50|9[34]00)(\s?pro|\s?max|\s?eco)?\b/, format: (m) => words(`${m[1]}${m[2] ?? ""}`) },
    { re: /\b(\d{3}s?)\s(?:series)\b/, format: (m) => m[1]! },
    { re: /\b(evo)\b/, format: () => "EVO" },
  ],
  hdd: [
    { re: /\bcaviar\s(green|blue|black)\b/, format: (m) => `Caviar ${cap(m[1]!)}` },
    { re: /\b(red\s?plus|red\s?pro|purple|gold)s?\b/, format: (m) => words(m[1]!) },
    { re: /\bwd\s(red|green|blue|black)\b/, format: (m) => cap(m[1]!) },
    { re: /\b(barr?[ai]cuda|ironwolf(?:\spro)?|skyhawk|firecuda|momentus(?:\sxt)?|constellation(?:\ses(?:\.\d)?)?)\b/, format: (m) => words(m[1]!.replace(/^barr?[ai]cuda/, "barracuda")) },
    { re: /\b(exos(?:\sx\d{2}|\s\d{1,2}e\d{1,2})?)\b/, format: (m) => words(m[1]!) },
    { re: /\b(ultrastar(?:\s(?:he\d{1,2}|hc\d{3}|7k\d{4}|c10k\d{3,4}))?|deskstar(?:\snas)?)\b/, format: (m) => words(m[1]!) },
    { re: /\bspinpoint\s?(f\d[a-z]?)?\b/, format: (m) => words(`Spinpoint ${m[1] ?? ""}`) },
    { re: /\b(n300|x300|p300|red|green|blue|black)\b/, format: (m) => words(m[1]!) },
    { re: /\b(expansion|easystore|elements|my book|my passport|backup plus)\b/, format: (m) => words(m[1]!) },
  ],
  ram: [
    { re: /\b(vengeance(?:\slpx|\srgb(?:\spro)?)?|ballistix(?:\ssport|\stactical|\selite)?|ripjaws(?:\s[vx])?|sniper(?:\sx)?|xms\s?3?|dominator(?:\splatinum)?|trident\sz|hyperx(?:\sfury|\sbeast|\ssavage|\sblu|\sred|\sblack|\spredator)?|viper(?:\s(?:3|xtreme|steel|elite))?|ares|xpg|xlr8)\b/, format: (m) => words(m[1]!) },
  ],
  nic: [
    { re: /\b(x520|x540|x550|x710|xl710|xxv710|e810|i350|i340|i210|82599)(-[a-z0-9]{2,6})?\b/, format: (m) => up(`${m[1]}${m[2] ?? ""}`) },
    { re: /\b(cx\d{3,4}a)\b/, format: (m) => up(m[1]) },
    { re: /\b(connectx[\s-]?\d(?:\s?(?:pro|lx|dx))?)\b/, format: (m) => `ConnectX-${m[1]!.replace(/connectx[\s-]?/, "").toUpperCase().replace("LX", "Lx")}` },
    { re: /\b(t[4-6]\d{2}-[a-z]{2,3}|bcm\d{5}|57810s?|sfn\d{4}[a-z]?|qle\d{4})\b/, format: (m) => up(m[1]) },
  ],
  hba: [
    { re: /\b(\d{4}-\d{1,2}[ie](?:\d[ie])?)\b/, format: (m) => up(m[1]) },
    { re: /\b(h\d{3}p?|hba330)\b/, format: (m) => up(m[1]) },
    { re: /\b(p\d{3}[ai]{0,2}r?|e208i)\b/, format: (m) => up(m[1]) },
    { re: /\b(m\d{4}e?|sas\s?\d{4})\b/, format: (m) => up(m[1]!.replace(/\s/, "")) },
  ],
  server: [
    { re: /\b([rt]\d{3}(?:xd|xs|xa)?)\b/, format: (m) => m[1]!.toUpperCase().replace(/(XD|XS|XA)$/, (s) => s.toLowerCase()) },
    { re: /\b((?:dl|ml|bl)\d{2,3}[ep]?)\s?(g\d{1,2}|gen\s?\d{1,2})?\b/, format: (m) => `${up(m[1])}${m[2] ? ` ${m[2].replace(/\s/, "").replace(/^gen/, "Gen").replace(/^g/, "G")}` : ""}` },
    { re: /\b(c\d{4}|sr\d{3}|x\d{4}\sm\d)\b/, format: (m) => up(m[1]) },
    { re: /\b(\d{4}[a-z]{1,3}-[a-z0-9+]{2,6})\b/, format: (m) => up(m[1]) },
  ],
  switch: [
    { re: /\b((?:ws-)?c\d{4}[a-z]{0,2}-\d{1,2}[a-z0-9-]{0,8})\b/, format: (m) => up(m[1]) },
    { re: /\b(ex\d{4}(?:-[a-z0-9]{2,6}){0,2}|icx\s?\d{4}(?:-[a-z0-9]{2,5})?|c[rs]s\d{3}[a-z0-9+-]{0,20}|usw-[a-z0-9-]{2,20}|dcs-\d{4}[a-z0-9-]{0,12})\b/, format: (m) => up(m[1]) },
    { re: /\b((?:gs|xs|ms|gx-d)\d{3,4}[a-z]{0,3}(?:\sv\d)?)\b/, format: (m) => up(m[1]) },
  ],
  minipc: [
    { re: /\b(prodesk|elitedesk)\s?(\d{3})\s?(g\d)\b/, format: (m) => `${m[1] === "prodesk" ? "ProDesk" : "EliteDesk"} ${m[2]} ${up(m[3])}` },
    { re: /\b(m\d{2,3}q)\b/, format: (m) => m[1]!.toUpperCase().replace(/Q$/, "q") },
    { re: /\boptiplex\s?(\d{4})\b/, format: (m) => `OptiPlex ${m[1]}` },
    { re: /\bnuc\s?(\d{1,2})\b/, format: (m) => `NUC ${m[1]}` },
  ],
};

const NOT_A_MODEL_RE = /^(?:\d+(?:tb|gb|mb|mhz|rpm|w|k|gbe|gbps|mm|hz|ms|in)|pc[2345]l?-?\d*[a-z]?|ddr\d[a-z]?|sata\d*|pcie\d*|gen\d|x\d{1,2}|usb\d*|emc[a-z0-9]*|\d+x\d+(?:gb|tb|g)?|\d+p|[1-9]\d?(?:st|nd|rd|th)|\d+(?:\.\d)?-?(?:pin|inch|year|port|pack|bay|core|way|mhz)|ddr\d-\d+(?:mhz)?)$/;
const SKIP_BEFORE_RE = /(?:code|promo|coupon):?\s?$|\bfor\s$/;

const isDigit = (c: number) => c >= 48 && c <= 57;

/** Cheap necessary test for NOT_A_MODEL_RE: each of its words starts with a digit or one of `p d s g x u e`. */
function mayBeUnitWord(c: number): boolean {
  return isDigit(c) || c === 112 || c === 100 || c === 115 || c === 103 || c === 120 || c === 117 || c === 101;
}

/**
 * Cheap necessary test for SKIP_BEFORE_RE: `code`, `promo`, `coupon` or `for`, then an optional
 * `:` and one space, must end right before the token, so that word ends in `e`, `o`, `n` or `r`.
 */
function mayFollowSkipWord(lower: string, start: number): boolean {
  let k = start - 1;
  if (k >= 0 && isSpace(lower.charCodeAt(k))) k--;
  if (k >= 0 && lower.charCodeAt(k) === 58 /* : */) k--;
  const c = lower.charCodeAt(k);
  return c === 101 || c === 111 || c === 110 || c === 114;
}

/**
 * Part-number-shaped tokens (letters and digits mixed, 5+ characters, up to two hyphens;
 * not a capacity, speed or promo code), upper-cased. Built from the word runs the word scan
 * recorded, not a regex scan, because every title passes through here.
 * @example genericPartNumbers("ibm 00rx908 1.8tb sas", "IBM 00RX908 1.8TB SAS") // ["00RX908"]
 */
export function genericPartNumbers(lower: string, original: string, limit = 4): string[] {
  const out: string[] = [];
  // Tokens are the runs of letters and digits the word scan recorded, chained by single hyphens.
  const runs = wordRuns(lower);
  let r = 0;
  while (r < runs.count && out.length < limit) {
    const start = runs.starts[r]!;
    let end = runs.ends[r]!;
    let kinds = runs.kinds[r]!;
    let hyphens = 0;
    r++;
    while (r < runs.count && runs.starts[r] === end + 1 && lower.charCodeAt(end) === 45 /* - */) {
      end = runs.ends[r]!;
      kinds |= runs.kinds[r]!;
      hyphens++;
      r++;
    }
    const len = end - start;
    if (len < 5 || len > 30 || kinds !== (RUN_LETTER | RUN_DIGIT) || hyphens > 2) continue;
    const prev = start > 0 ? lower.charCodeAt(start - 1) : 0;
    if (prev === 36 /* $ */ || prev === 45 /* - */) continue;
    const t = lower.slice(start, end);
    if ((mayBeUnitWord(t.charCodeAt(0)) && NOT_A_MODEL_RE.test(t)) || (mayFollowSkipWord(lower, start) && SKIP_BEFORE_RE.test(lower.slice(Math.max(0, start - 7), start)))) continue;
    out.push(original.slice(start, end).toUpperCase());
  }
  return out;
}

/**
 * The letters (and hyphens) a gated pattern opens with after its `\b`, two or more of them, or
 * null: `\bgv-n(\d…` gives `gv-n`, `\brtx\s?(a…` gives `rtx`, `\bbarr?a…` gives `bar`.
 */
export function literalStart(re: RegExp): string | null {
  const src = re.source;
  if (!src.startsWith("\\b")) return null;
  let end = 2;
  while (end < src.length && /[a-z-]/.test(src[end]!)) end++;
  // A letter under a quantifier may be missing or repeated: it is not part of the literal.
  if (end < src.length && "?*{+".includes(src[end]!)) end--;
  return end - 2 >= 2 ? src.slice(2, end) : null;
}

/**
 * Each category's patterns, in the order findModel tries them, with the start mask each can
 * begin on (null: always tried) and the literal it opens with (null: none known).
 */
export const GATED_MODEL_PATTERNS: Partial<Record<Category, ReadonlyArray<readonly [ModelPattern, number | null, string | null]>>> = Object.fromEntries(
  Object.entries(P).map(([c, list]) => [c, list!.map((p) => {
    const mask = wordStartMask(p.re);
    return [p, mask, mask === null ? null : literalStart(p.re)] as const;
  })]),
);

/** Whether some run of letters and digits of the text starts with `literal`. */
function someRunStartsWith(lower: string, runs: WordRuns, literal: string): boolean {
  for (let r = 0; r < runs.count; r++) if (lower.startsWith(literal, runs.starts[r]!)) return true;
  return false;
}

/**
 * The model of an item of the given category, or null when no pattern fits. Patterns are tried
 * in order and the first that fits anywhere wins. Every pattern opens with `\b`, so it can only
 * match where a word starts; one whose first characters start no word of the text is skipped
 * without a scan, and so is one whose opening letters (`gv-n`, `rtx`) start no word; most titles
 * leave two or three patterns to run.
 */
export function findModel(category: Category, lower: string): string | null {
  const list = GATED_MODEL_PATTERNS[category];
  if (!list) return null;
  const runs = wordRuns(lower);
  const starts = runs.startMask;
  for (const [p, mask, literal] of list) {
    if (mask !== null && (mask & starts) === 0) continue;
    if (literal !== null && !someRunStartsWith(lower, runs, literal)) continue;
    const m = p.re.exec(lower);
    if (m !== null) return p.format ? p.format(m) : m[0];
  }
  return null;
}

/** All known patterns in one alternation: one scan finds them all (group k+1 is pattern k). */
const ALL_PARTS_RE = partsRegExp();

/**
 * Joins the patterns; the trailing ones that share a look-behind (the HP and IBM numbers) share
 * one check in front of their group, which makes the scan about a third faster. Groups keep their
 * numbers because the group wraps no capture of its own.
 */
function partsRegExp(): RegExp {
  const LB = "(?<![a-z0-9-])";
  const sources = PART_NUMBER_PATTERNS.map(([re]) => re.source);
  const split = sources.findIndex((s) => s.startsWith(LB));
  if (split < 0 || !sources.slice(split).every((s) => s.startsWith(LB))) return new RegExp(sources.join("|"), "g");
  const tail = sources.slice(split).map((s) => s.slice(LB.length)).join("|");
  return new RegExp(`${sources.slice(0, split).join("|")}|${LB}(?:${tail})`, "g");
}

/** Known-maker part numbers in the text (upper case), most specific maker first, and the category that implies. */
export function findPartNumbers(lower: string): { numbers: string[]; category: Category | null } {
  const hits: Array<[number, string]> = [];
  ALL_PARTS_RE.lastIndex = 0;
  for (let m = ALL_PARTS_RE.exec(lower); m !== null; m = ALL_PARTS_RE.exec(lower)) {
    for (let g = 1; g < m.length; g++) {
      if (m[g] !== undefined) { hits.push([g - 1, m[g]!.toUpperCase()]); break; }
    }
  }
  if (hits.length === 0) return { numbers: [], category: null };
  hits.sort((a, b) => a[0] - b[0]);
  return { numbers: [...new Set(hits.map((h) => h[1]))], category: PART_NUMBER_PATTERNS[hits[0]![0]]![1] };
}
