/**
 * One pass over the lower-case item text that says which extractors can match at all, so
 * the parser skips the regexes that would only fail. Every regex gated here needs one of its
 * trigger words as a whole run of `a`-`z` letters, so a missing word proves the regex fails:
 * the gate never changes a result, it only saves the scan. Words are compared by a hash of
 * the run (a collision only lets a regex run that could have been skipped).
 */
/** `readCondition` can find a condition word. */
export const MAY_CONDITION = 1;
/** An accessory word (caddy, tray, bracket…) is present. */
export const MAY_ACCESSORY = 2;
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
/**
 * Some token of letters and digits joined by single hyphens (`e5-2680`, `00rx908`) is 5 to 30
 * characters long and has both a letter and a digit: what `genericPartNumbers` looks for.
 */
export const MAY_GENERIC_PART = 1024;
const TRIGGERS = [
    // First words of the condition phrases (`for parts`, `like-new`, `pre-owned`, `open box`, `98% health`).
    [MAY_CONDITION, [
            "for", "parts", "not", "as", "broken", "faulty", "untested", "defective", "doa", "refurbished", "refurb",
            "refurbs", "recertified", "renewed", "reconditioned", "like", "lightly", "used", "pre", "preowned", "pulls",
            "pull", "pulled", "open", "openbox", "tested", "working", "health", "brand", "bnib", "nib", "bnip", "sealed",
            "new", "unopened",
        ]],
    [MAY_ACCESSORY, [
            "caddy", "caddies", "tray", "trays", "sled", "sleds", "bracket", "brackets", "rail", "rails", "bezel",
            "backplate", "shroud", "riser", "heatsink", "heat", "battery", "interposer", "faceplate", "screws", "cable",
            "cables",
        ]],
    // `ddr4`, `ddr3l` and `pci-e` split into runs `ddr`, `l`, `pci`, `e`; `u.2` is the run `u`.
    [MAY_INTERFACE, ["nvme", "sas", "sata", "pcie", "pci", "usb", "ddr", "u"]],
    // `3.5in`, `3.5 inch`, `m.2`, `u.2`, `1u`, `so-dimm`, `ecc reg`, `load reduced`; quotes are flagged apart.
    [MAY_FORM, [
            "in", "inch", "lff", "sff", "m", "u", "lrdimm", "load", "rdimm", "registered", "ecc", "reg", "udimm",
            "unbuffered", "so", "sodimm",
        ]],
    [MAY_LOT, ["lot", "pcs", "pieces", "units", "drives", "sticks", "modules", "disks", "cards", "qty", "pack", "in"]],
    [MAY_KIT, ["x"]],
    [MAY_CAPACITY, ["gb", "tb"]],
];
function hashWord(word) {
    let h = 0x811c9dc5;
    for (let i = 0; i < word.length; i++)
        h = Math.imul(h ^ word.charCodeAt(i), 16777619);
    return h | 0;
}
const MASK_BY_HASH = (() => {
    const map = new Map();
    for (const [bit, list] of TRIGGERS)
        for (const w of list)
            map.set(hashWord(w), (map.get(hashWord(w)) ?? 0) | bit);
    return map;
})();
/**
 * The MAY_* and HAS_* bits of a lower-case text, in one pass over its characters.
 * @example (scanWords("4x 32gb ddr4 ecc rdimm") & MAY_CONDITION) === 0 // true: no condition word
 */
export function scanWords(lower) {
    RUNS.text = lower;
    RUNS.count = 0;
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
            if (!inWord) {
                h = 0x811c9dc5;
                inWord = true;
            }
            h = Math.imul(h ^ c, 16777619);
            if (runLength === 0) {
                runStart = i;
                runHash = 0x811c9dc5;
            }
            runHash = Math.imul(runHash ^ c, 16777619);
            runLength++;
            runKind |= RUN_LETTER;
            tokenLength++;
            tokenLetter = true;
            continue;
        }
        if (inWord) {
            mask |= MASK_BY_HASH.get(h | 0) ?? 0;
            inWord = false;
        }
        if (c >= 48 && c <= 57) {
            if (runLength === 0) {
                runStart = i;
                runHash = 0x811c9dc5;
            }
            runHash = Math.imul(runHash ^ c, 16777619);
            runLength++;
            runKind |= RUN_DIGIT;
            runDigit = true;
            tokenLength++;
            tokenDigit = true;
            continue;
        }
        if (runDigit && runLength >= 6)
            mask |= MAY_PART_NUMBER;
        if (runLength > 0)
            addRun(runStart, i, runHash, runKind);
        runLength = 0;
        runKind = 0;
        runDigit = false;
        if (c === 45 && tokenLength > 0 && alnum(lower.charCodeAt(i + 1))) {
            tokenLength++;
            continue;
        }
        if (tokenDigit && tokenLetter && tokenLength >= 5 && tokenLength <= 30)
            mask |= MAY_GENERIC_PART;
        tokenLength = 0;
        tokenDigit = false;
        tokenLetter = false;
        if (c > 127)
            mask |= NON_ASCII;
        else if (c === 34 || c === 39)
            mask |= HAS_QUOTE;
    }
    if (inWord)
        mask |= MASK_BY_HASH.get(h | 0) ?? 0;
    if (runDigit && runLength >= 6)
        mask |= MAY_PART_NUMBER;
    if (runLength > 0)
        addRun(runStart, n, runHash, runKind);
    if (tokenDigit && tokenLetter && tokenLength >= 5 && tokenLength <= 30)
        mask |= MAY_GENERIC_PART;
    return mask;
}
export const RUN_LETTER = 1;
export const RUN_DIGIT = 2;
const RUNS = {
    text: "", count: 0, starts: new Int32Array(64), ends: new Int32Array(64), hashes: new Int32Array(64), kinds: new Int32Array(64),
};
function grown(a) {
    const b = new Int32Array(a.length * 2);
    b.set(a);
    return b;
}
function addRun(start, end, hash, kind) {
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
export function wordRuns(lower) {
    if (RUNS.text !== lower)
        scanWords(lower);
    return RUNS;
}
function alnum(c) {
    return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}
