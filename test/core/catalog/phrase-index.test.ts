import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { nextPhrase, phraseIndex } from "../../../packages/core/src/catalog/phrase-index.ts";
import { phraseRegExp } from "../../../packages/core/src/catalog/title-text.ts";

/** A small deterministic generator, so a failure names a reproducible text. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const PHRASES = ["wd", "western digital", "red plus", "hgst", "he8", "ultrastar he8", "sas", "ddr4", "ecc", "2.5in"];
const PIECES = [...PHRASES, "x", "redplus", "sas3", " ", "  ", "-", "/", "(", ")", "1", "a", "wd40", "ecc-", ".", "ultrastar"];

/** Every whole-word hit of the phrase index, in order, as the regex it replaces would find them. */
function viaIndex(text: string): string[] {
  const index = phraseIndex(PHRASES);
  const out: string[] = [];
  for (let from = 0, hit = nextPhrase(index, text, from); hit; hit = nextPhrase(index, text, from)) {
    out.push(`${hit.index}:${hit.phrase}`);
    from = hit.index + hit.phrase.length;
  }
  return out;
}

function viaRegex(text: string): string[] {
  return [...text.matchAll(phraseRegExp(PHRASES))].map((m) => `${m.index}:${m[0]}`);
}

describe("phrase index", () => {
  it("finds exactly what the phrase regex finds, on 2,000 random texts", () => {
    const rand = lcg(7);
    for (let n = 0; n < 2000; n++) {
      let text = "";
      const parts = 1 + Math.floor(rand() * 12);
      for (let i = 0; i < parts; i++) text += PIECES[Math.floor(rand() * PIECES.length)]!;
      assert.deepEqual(viaIndex(text), viaRegex(text), JSON.stringify(text));
    }
  });

  it("prefers the longest phrase at a position and respects word edges", () => {
    assert.deepEqual(viaIndex("ultrastar he8 sas3 wd red plus"), ["0:ultrastar he8", "19:wd", "22:red plus"]);
    assert.deepEqual(viaIndex("redplus wd40"), []);
  });
});
