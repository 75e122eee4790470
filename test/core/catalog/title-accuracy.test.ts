import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { CATEGORIES } from "../../../packages/core/src/schemas/vocabulary.ts";
import { loadLabelled, scoreAll, type Score } from "./title-accuracy.ts";

const read = (name: string) =>
  loadLabelled(new TextDecoder().decode(readFileSync(`${import.meta.dirname}/../../fixtures/titles/${name}`)));
const labelled = read("labelled-titles.jsonl");
const heldOut = read("labelled-titles-heldout.jsonl");

function table(name: string, scores: Score[]): string {
  const rows = scores.map((s) => `| ${s.field} | ${s.correct}/${s.total} | ${(s.accuracy * 100).toFixed(1)}% |`);
  return [`\n${name}`, "| field | correct | accuracy |", "|---|---|---|", ...rows].join("\n");
}

describe("parseTitle accuracy on hand-labelled real titles", () => {
  it("has at least 300 real titles covering every source style and category", () => {
    assert.ok(labelled.length >= 300, `only ${labelled.length} titles`);
    for (const style of ["deal", "trade", "marketplace"]) {
      assert.ok(labelled.some((r) => r.source_style === style), `no ${style} titles`);
    }
    for (const c of CATEGORIES) assert.ok(labelled.some((r) => r.category === c), `no ${c} titles`);
    assert.ok(labelled.every((r) => r.from.length > 0), "every title names where it came from");
  });

  it("reads category and capacity right at least 95% of the time", () => {
    const { scores, misses } = scoreAll(labelled);
    console.log(table(`labelled set (${labelled.length} titles)`, scores));
    const by = Object.fromEntries(scores.map((s) => [s.field, s]));
    assert.ok(by.category!.accuracy >= 0.95, `category ${by.category!.accuracy}: ${misses.get("category")!.join("\n")}`);
    assert.ok(by.capacity!.accuracy >= 0.95, `capacity ${by.capacity!.accuracy}: ${misses.get("capacity")!.join("\n")}`);
  });

  it("reports the held-out set, labelled after the rules were written", () => {
    const { scores } = scoreAll(heldOut);
    console.log(table(`held-out set (${heldOut.length} titles)`, scores));
    // The held-out set guards against tuning to the labelled set: capacity must stay high.
    const capacity = scores.find((s) => s.field === "capacity")!;
    assert.ok(capacity.accuracy >= 0.9, `held-out capacity ${capacity.accuracy}`);
  });
});
