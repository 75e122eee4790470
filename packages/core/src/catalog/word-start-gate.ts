/**
 * Which characters a word-anchored regex can start its match with, so the parser can skip a
 * regex none of whose first characters starts a word of the text (see `startMask` in
 * title-scan.ts). The analysis is conservative: any construct it does not know gives no gate
 * (null), so a gate can only skip a regex that could not have matched.
 */

/** Bits of a start mask: `a`-`z` are bits 0-25, any digit is bit 26. */
export const START_DIGIT = 1 << 26;
/** A first character outside `a`-`z`/`0`-`9`: no gate is possible. */
const OTHER = 1 << 27;
const ANY = -1;

/** The start-mask bit of a character code (OTHER for anything not `a`-`z`/`0`-`9`). */
export function startBit(c: number): number {
  if (c >= 97 && c <= 122) return 1 << (c - 97);
  if (c >= 48 && c <= 57) return START_DIGIT;
  return OTHER;
}

type Info = { first: number; nullable: boolean };

/** Reads a regex source; `i` is the cursor shared by the recursive steps. */
class Reader {
  i = 0;
  readonly s: string;
  constructor(s: string) {
    this.s = s;
  }

  /** Alternatives up to `)` or the end. */
  alternation(): Info {
    let out = this.sequence();
    while (this.s[this.i] === "|") {
      this.i++;
      const next = this.sequence();
      out = { first: out.first | next.first, nullable: out.nullable || next.nullable };
    }
    return out;
  }

  sequence(): Info {
    let first = 0;
    let nullable = true;
    while (this.i < this.s.length && this.s[this.i] !== "|" && this.s[this.i] !== ")") {
      const item = this.quantified(this.atom());
      if (nullable) first |= item.first;
      nullable &&= item.nullable;
    }
    return { first, nullable };
  }

  quantified(atom: Info): Info {
    const c = this.s[this.i];
    let min = 1;
    if (c === "?" || c === "*") { min = 0; this.i++; }
    else if (c === "+") this.i++;
    else if (c === "{") {
      const m = /^\{(\d+)(?:,\d*)?\}/.exec(this.s.slice(this.i));
      if (m === null) return { first: ANY, nullable: true };
      min = Number(m[1]);
      this.i += m[0].length;
    } else return atom;
    if (this.s[this.i] === "?") this.i++;
    return { first: atom.first, nullable: atom.nullable || min === 0 };
  }

  atom(): Info {
    const c = this.s[this.i++]!;
    if (c === "(") {
      let zeroWidth = false;
      if (this.s[this.i] === "?") {
        const head = this.s.slice(this.i, this.i + 3);
        if (head.startsWith("?:")) this.i += 2;
        else if (head.startsWith("?=") || head.startsWith("?!")) { this.i += 2; zeroWidth = true; }
        else if (head === "?<=" || head === "?<!") { this.i += 3; zeroWidth = true; }
        else return { first: ANY, nullable: true };
      }
      const inner = this.alternation();
      if (this.s[this.i] !== ")") return { first: ANY, nullable: true };
      this.i++;
      return zeroWidth ? { first: 0, nullable: true } : inner;
    }
    if (c === "[") return { first: this.charClass(), nullable: false };
    if (c === "\\") {
      const e = this.s[this.i++]!;
      if (e === "b" || e === "B") return { first: 0, nullable: true };
      if (e === "d") return { first: START_DIGIT, nullable: false };
      if (e === "s") return { first: OTHER, nullable: false };
      if (/[a-zA-Z0-9]/.test(e)) return { first: ANY, nullable: false };
      return { first: startBit(e.charCodeAt(0)), nullable: false };
    }
    if (c === "^" || c === "$") return { first: 0, nullable: true };
    if (c === "." || c === ")" || c === "|") return { first: ANY, nullable: false };
    return { first: startBit(c.charCodeAt(0)), nullable: false };
  }

  /** The members of `[...]` (the cursor is past `[`). */
  charClass(): number {
    if (this.s[this.i] === "^") return ANY;
    let mask = 0;
    let prev = -1;
    while (this.i < this.s.length && this.s[this.i] !== "]") {
      let c = this.s.charCodeAt(this.i++);
      if (c === 92 /* \ */) {
        const e = this.s[this.i++]!;
        if (e === "d") { mask |= START_DIGIT; prev = -1; continue; }
        if (/[a-zA-Z0-9]/.test(e)) return ANY;
        c = e.charCodeAt(0);
      } else if (c === 45 /* - */ && prev >= 0 && this.s[this.i] !== "]") {
        const to = this.s.charCodeAt(this.i++);
        if (to === 92) return ANY;
        for (let k = prev; k <= to; k++) mask |= startBit(k);
        prev = -1;
        continue;
      }
      mask |= startBit(c);
      prev = c;
    }
    this.i++;
    return mask;
  }
}

/**
 * The start mask of the characters `re` can start a match with, or null when that is not known
 * or when the match need not start a word: only a regex that opens with `\b` (or a look-behind
 * refusing letters and digits) and then consumes a letter or digit can be gated.
 * @example wordStartMask(/\bepyc\s?\d{4}/) // 1 << 4 (the letter `e`)
 */
export function wordStartMask(re: RegExp): number | null {
  if (re.flags.replace(/[gy]/g, "") !== "") return null;
  const src = re.source;
  const anchor = ["\\b", "(?<![a-z0-9])", "(?<![a-z0-9-])", "(?<![a-z0-9.])"].find((a) => src.startsWith(a));
  if (anchor === undefined) return null;
  const reader = new Reader(src.slice(anchor.length));
  // A top-level `|` would leave the later alternatives unanchored: sequence() stops there, and
  // the cursor then falls short of the end.
  const info = reader.sequence();
  if (reader.i !== reader.s.length || info.nullable || info.first === ANY || (info.first & OTHER) !== 0) return null;
  return info.first;
}
