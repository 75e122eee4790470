import type { Condition } from "../schemas/vocabulary.ts";

/**
 * The condition a title states. Defect wording (failing or loud heads, SMART errors, reallocated
 * sectors, a degraded array member, artefacts, "no POST") says the item is sold for parts even
 * when the seller also writes "used": a buyer judging it as a sound used part would be misled, so
 * the strictest stated condition wins.
 */

/** Phrases that mean the item does not work or was not checked: it is sold for parts. */
const FOR_PARTS = [
  "for[- ]parts", "parts only", "parts or repair", "parts/repair", "for repair", "not working", "non working", "non-working",
  "doesn't work", "does not work", "doesnt work", "not tested", "untested", "un-tested", "untestd", "as[- ]is", "broken",
  "faulty", "defective", "doa", "dead", "spares (?:or|and|/|&) repairs?", "spares/parts", "for spares", "failing", "failed", "clicking", "clicks", "grinding", "beeping", "bad sectors?",
  "bad blocks?", "bad heads?", "(?:loud|noisy|failing|bad|clicking|weak) (?:reading )?heads?",
  "(?:reading )?heads? (?:are |is )?(?:loud|noisy|failing|clicking|grinding|bad|dead|weak)",
  "smart (?:errors?|error|fail(?:ed|ing|ure)?|warnings?)", "reallocated sectors?", "pending sectors?", "degraded", "nonworking",
  "artifact(?:s|ing)?", "artefact(?:s|ing)?", "cracked", "damaged", "water damaged?", "burnt", "burned",
  "bent pins?", "missing pins?", "no (?:post|display|video|signal|output)", "won['’]?t (?:post|boot|power on|turn on)",
  "(?:does not|doesn'?t|will not) (?:post|boot|power on|turn on)",
].join("|");
const REFURBISHED = "refurbished|refurbised|refubished|refurbed|refurbs?|recertified|recert|renewed|reconditioned";
/** Wear, grades, health and hours a seller states: a used item (`Very Good`, `Grade C`, `4249 Hours`, `NOB`: new open box). */
const USED = "like new|like-new|lightly used|used|pre[- ]?owned|pulls?|pulled|open[- ]?box|opened|nob|tested|working|mint|excellent|pristine|" +
  "(?:good|great|excellent|perfect|pristine) (?:condition|shape)|very good|v\\. ?good|[a-d][- ]grade|grade [a-d]\\+?|\\d{1,3}% ?healt?h?|\\d{3,6} ?(?:power[- ]on )?(?:hours|hrs)";
const NEW = "new pulls?|never used|unused|never opened|brand new|brand-new|brandnew|bnib|nib|bnip|sealed|new in box|unopened|new";

const CONDITION_RE = new RegExp(`(?<![a-z])(${FOR_PARTS}|${REFURBISHED}|${USED}|${NEW}|良品|二手|全新)(?![a-z])`, "g");
const FOR_PARTS_RE = new RegExp(`^(?:${FOR_PARTS})$`);
const REFURBISHED_RE = new RegExp(`^(?:${REFURBISHED})$`);
const NEW_RE = new RegExp(`^(?:${NEW}|全新)$`);
const RANK: Record<Condition, number> = { for_parts: 4, refurbished: 3, used: 2, new: 1 };

function conditionOf(word: string): Condition {
  if (FOR_PARTS_RE.test(word)) return "for_parts";
  if (REFURBISHED_RE.test(word)) return "refurbished";
  if (NEW_RE.test(word)) return "new";
  return "used";
}

/** `For Parts Separate`, `For Parts Single Piece`: parts of a named laptop sold one by one, not a defect. */
const PARTS_OF_RE = /^\s(?:separate(?:ly)?|single\spiece)\b/;
/** `⚠️PARTS⚠️`, `*PARTS*`: the word alone between symbols says for parts (`PC parts` does not). */
const PARTS_ALONE_RE = /(?:^|[^a-z0-9\s])\s?parts\s?(?:[^a-z0-9\s]|$)/;

/** Words before a condition word that negate or qualify it (`not working` is read whole; `no` before `dead pixels`). */
function negated(lower: string, at: number, word: string): boolean {
  const before = lower.slice(Math.max(0, at - 5), at);
  if (word.endsWith("parts") && PARTS_OF_RE.test(lower.slice(at + word.length, at + word.length + 14))) return true;
  if (word === "working" || word === "tested") return /\b(?:not|non|un)[\s-]?$/.test(before);
  // "no dead pixels", "no artifacts", "no bad sectors", "0 bad sectors": the seller says it is sound.
  // "damaged box": the packaging, not the item.
  if (word === "damaged" && /^\s(?:box|packaging|retail box)\b/.test(lower.slice(at + word.length, at + word.length + 16))) return true;
  if (word.startsWith("dead") || word.startsWith("artifact") || word.startsWith("bad ") || word.startsWith("reallocated") || word.startsWith("pending")) {
    return /(?:\bno|\bzero|\b0|\bwithout)\s$/.test(before) || /^\s?(?:pixels?|free)\b/.test(lower.slice(at + word.length, at + word.length + 8));
  }
  return false;
}

/**
 * The strictest condition the text states (for parts > refurbished > used > new).
 * A bare "new" is ignored in deal posts, where it is marketing ("New Month = New Savings").
 * @example readCondition("used, failing heads", false) // "for_parts"
 */
export function readCondition(lower: string, isDeal: boolean): Condition | null {
  let best: Condition | null = lower.includes("parts") && PARTS_ALONE_RE.test(lower) ? "for_parts" : null;
  CONDITION_RE.lastIndex = 0;
  for (let m = CONDITION_RE.exec(lower); m !== null; m = CONDITION_RE.exec(lower)) {
    const word = m[1]!;
    if (isDeal && word === "new") continue;
    if (negated(lower, m.index, word)) continue;
    const c = conditionOf(word);
    if (best === null || RANK[c] > RANK[best]) best = c;
  }
  return best;
}

/**
 * The stricter of two conditions (a title saying "for parts" outranks a stated "used").
 * @example stricterCondition("used", "for_parts") // "for_parts"
 */
export function stricterCondition(a: Condition | null, b: Condition | null): Condition | null {
  if (a === null) return b;
  if (b === null) return a;
  return RANK[a] >= RANK[b] ? a : b;
}

/** First words of every phrase above, for the word scan's gate (see title-scan.ts). */
export const CONDITION_TRIGGERS: readonly string[] = [
  "for", "parts", "not", "non", "doesn", "does", "doesnt", "untested", "un", "untestd", "as", "broken", "faulty", "defective",
  "doa", "dead", "failing", "failed", "clicking", "clicks", "grinding", "beeping", "bad", "loud", "noisy", "weak", "smart",
  "reallocated", "pending", "artifact", "artifacts", "artifacting", "cracked", "damaged", "water", "burnt", "burned", "bent",
  "missing", "no", "won", "wont", "will", "spares", "degraded", "nonworking", "artefact", "artefacts", "artefacting", "heads",
  "head", "reading", "recert", "opened", "nob", "pristine", "very", "v", "healt", "hours", "hrs", "brandnew", "refurbished", "refurbised", "refubished", "refurbed", "refurb", "refurbs",
  "recertified", "renewed", "reconditioned", "like", "lightly", "used", "pre", "preowned", "pulls", "pull", "pulled", "open",
  "openbox", "tested", "working", "mint", "excellent", "good", "great", "perfect", "b", "grade", "health", "brand", "bnib",
  "nib", "bnip", "sealed", "new", "unopened", "never", "unused",
];
