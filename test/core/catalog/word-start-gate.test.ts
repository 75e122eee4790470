import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, it } from "node:test";
import { findModel, GATED_MODEL_PATTERNS, literalStart } from "../../../packages/core/src/catalog/title-models.ts";
import { wordRuns } from "../../../packages/core/src/catalog/title-scan.ts";
import { START_DIGIT, startBit, wordStartMask } from "../../../packages/core/src/catalog/word-start-gate.ts";

const FIXTURES = fileURLToPath(new URL("../../fixtures/titles/", import.meta.url).href);
const TITLES: string[] = ["dev-set.jsonl", "heldout-set.jsonl"].flatMap((f) =>
  readFileSync(join(FIXTURES, f), "utf8").split("\n").filter(Boolean).map((l) => (JSON.parse(l) as { title: string }).title),
);

/** Hand-made texts: non-ASCII and `_` next to a model, digits first, punctuation between words. */
const EDGE_TEXTS = [
  "gv-n3080", "xgv-n3080", "rtxa6000", "rtx a6000", "nrtx a6000", "wd red", "wdred", "_wd red", "é-epyc 7302", "amd-epyc7302",
  "é3080 ti", "ü rtx3090", "中x520-da2", "😀epyc 7302p", "rtx\u00a03080", "ｒｔｘ 3080 rtx 3070", "_rtx 3080", "rtx_3080",
  "i̇7-8700k", "\u212a" + "vr16n11/8", "3080ti", "2x 870 evo", "00rx908", "(r730xd)", "[h] dl380p gen8 [w] paypal",
  "-x520", "x520-", "/h730p/", "p.4000", "e5-2690v4", "'m93q'", "\"optiplex7050\"", "#t440", "nuc8", "9100pro",
  "red/blue", "wd-red", ".ironwolf", ",ex4300-48t", "+cx4121a", "1.8tb", "", " ", "-", "0", "a", "z9",
];

/** The start mask of `text` computed directly: the first character of every run of `a`-`z`/`0`-`9`. */
function runStarts(text: string): number {
  let mask = 0;
  const alnum = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
  for (let i = 0; i < text.length; i++) {
    if (alnum(text.charCodeAt(i)) && (i === 0 || !alnum(text.charCodeAt(i - 1)))) mask |= startBit(text.charCodeAt(i));
  }
  return mask;
}

/** findModel as it would be without the gate: the first pattern that matches anywhere wins. */
function ungatedModel(list: NonNullable<(typeof GATED_MODEL_PATTERNS)[keyof typeof GATED_MODEL_PATTERNS]>, lower: string): string | null {
  for (const [p] of list) {
    const m = p.re.exec(lower);
    if (m !== null) return p.format ? p.format(m) : m[0];
  }
  return null;
}

const TEXTS = [...TITLES.map((t) => t.toLowerCase()), ...EDGE_TEXTS];
const CATEGORIES = Object.entries(GATED_MODEL_PATTERNS).map(([c, list]) => [c, list!] as const);

describe("word start gate", () => {
  it("reads the fixture titles", () => {
    assert.ok(TITLES.length >= 1000, `only ${TITLES.length} titles`);
  });

  it("gates most model patterns (a gate that never skips would prove nothing below)", () => {
    const all = CATEGORIES.flatMap(([, list]) => list);
    const gated = all.filter(([, mask]) => mask !== null);
    assert.ok(gated.length >= all.length * 0.9, `${gated.length} of ${all.length} gated`);
    const literals = new Set(all.flatMap(([, , literal]) => (literal === null ? [] : [literal])));
    for (const l of ["gv-n", "rtx", "epyc", "wd"]) assert.ok(literals.has(l), `no literal ${l} among ${[...literals].join(", ")}`);
  });

  it("never skips a model pattern that matches a fixture title or an edge case", () => {
    let matches = 0;
    for (const [category, list] of CATEGORIES) {
      for (const [p, mask, literal] of list) {
        if (mask === null) continue;
        for (const text of TEXTS) {
          const m = p.re.exec(text);
          if (m === null) continue;
          matches++;
          const first = startBit(text.charCodeAt(m.index));
          assert.ok((mask & first) !== 0, `${category} ${p.re}: match ${JSON.stringify(m[0])} in ${JSON.stringify(text)} starts outside its mask`);
          assert.ok((mask & wordRuns(text).startMask) !== 0, `${category} ${p.re} gated off ${JSON.stringify(text)}`);
          if (literal !== null) assert.ok(text.startsWith(literal, m.index), `${category} ${p.re}: match ${JSON.stringify(m[0])} does not open with ${literal}`);
        }
      }
    }
    assert.ok(matches > 1000, `only ${matches} matches checked`);
  });

  it("scanWords records the first character of every word run", () => {
    for (const text of TEXTS) assert.equal(wordRuns(text).startMask, runStarts(text), JSON.stringify(text));
  });

  it("findModel gives what trying every pattern gives, for every category", () => {
    for (const [category, list] of CATEGORIES) {
      for (const text of TEXTS) assert.equal(findModel(category as never, text), ungatedModel(list, text), `${category} ${JSON.stringify(text)}`);
    }
  });

  it("reads first characters through optional groups, classes and look-arounds", () => {
    const bit = (s: string) => [...s].reduce((m, c) => m | startBit(c.charCodeAt(0)), 0);
    assert.equal(wordStartMask(/\bepyc\s?\d{4}/), bit("e"));
    assert.equal(wordStartMask(/\b(?:dc\s?)?([sp]\d{4}x?)\b/), bit("dsp"));
    assert.equal(wordStartMask(/\b\d{4}-\d/), START_DIGIT);
    assert.equal(wordStartMask(/\b([5-7]\d[5-9]0|[4-9][5-8]0)\b/), START_DIGIT);
    assert.equal(wordStartMask(/\b(?=x)(?:a|b)?c/), bit("abc"));
    assert.equal(wordStartMask(/\b[pvtal]\d/), bit("pvtal"));
    assert.equal(wordStartMask(/\b(?:ws-)?c\d{4}/), bit("wc"));
    assert.equal(wordStartMask(/\b[a-c]x/), bit("abc"));
    assert.equal(wordStartMask(/\bx{0}y/), bit("xy"));
    assert.equal(wordStartMask(/\b(a)\1/), bit("a"));
    assert.equal(wordStartMask(/(?<![a-z0-9-])(\d{6}-[b0]\d{2})/), START_DIGIT);
  });

  it("takes as a pattern's opening literal only the letters every match starts with", () => {
    assert.equal(literalStart(/\bgv-n(\d{3,4})/), "gv-n");
    assert.equal(literalStart(/\brtx\s?(a\d{4})\b/), "rtx");
    assert.equal(literalStart(/\bbarr?acuda/), "bar");
    assert.equal(literalStart(/\babc{2}/), "ab");
    assert.equal(literalStart(/\bab*c/), null);
    assert.equal(literalStart(/\bx\d/), null);
    assert.equal(literalStart(/\b(ab)/), null);
    assert.equal(literalStart(/(?<![a-z0-9])abc/), null);
  });

  it("gives no gate where the first characters are not known or need not start a word", () => {
    for (const re of [
      /epyc/, /\bepyc|xeon/, /\bepyc/i, /\b\w+/, /\b[^a]/, /\b\S/, /\b.x/, /\ba?/, /\b(?:ab)*c?/, /\b[A-Z]x/, /\b[0-z]/,
      /\b\.x/, /\b-x/, /\bé/, /\b_x/, /\b\sx/, /\b(a?)\1x/, /\b[\w]/, /\b(?<name>a)/, /\b(?:a|)/, /\ba{,2}/, /x\bepyc/,
    ]) {
      assert.equal(wordStartMask(re), null, String(re));
    }
  });
});
