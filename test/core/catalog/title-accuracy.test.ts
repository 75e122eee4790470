import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { loadSoldNotItemCases, loadTitleSet, scoreFields, scoreNotItem, table, type Labelled } from "./title-accuracy.ts";

// Issue 12's bars, on the development part (tuned on) — the held-out part is reported beside it and
// guarded with a margin, so tuning to the development part shows up as a gap between the two.
const BARS = { category: 0.97, capacity: 0.97, quantity: 0.97, condition: 0.95 } as const;
const HELD_OUT_MARGIN = 0.05;
/**
 * The held-out part's not-item guard sits below the development bar: its photo and accessory
 * wordings were never read (85% recall when the rules were written). It catches a regression,
 * not a miss of the bar, which is reported in test/fixtures/titles/README.md.
 */
const HELD_OUT_NOT_ITEM_RECALL = 0.8;

const notItemCases = (rows: readonly Labelled[], part: "dev" | "heldout") => [...rows.map((r) => ({ title: r.title, not_item: r.not_item })), ...loadSoldNotItemCases(part)];

describe("parseTitle on hand-labelled real titles", () => {
  const dev = loadTitleSet("dev-set.jsonl");
  const heldOut = loadTitleSet("heldout-set.jsonl");

  it("the sets are real, sizeable and cover every style", () => {
    assert.ok(dev.length + heldOut.length >= 600, `${dev.length + heldOut.length} titles`);
    for (const style of ["marketplace", "retail", "trade", "deal"]) assert.ok(dev.some((r) => r.style === style) && heldOut.some((r) => r.style === style), style);
  });

  for (const [part, rows, margin] of [["development", dev, 0], ["held-out", heldOut, HELD_OUT_MARGIN]] as const) {
    it(`reads category, per-unit capacity, quantity and condition on the ${part} part`, () => {
      const { scores, misses } = scoreFields(rows);
      console.log(table(`${part} part (${rows.length} titles)`, scores));
      for (const s of scores) {
        const bar = BARS[s.field as keyof typeof BARS] - margin;
        assert.ok(s.accuracy >= bar, `${s.field} ${s.accuracy.toFixed(3)} < ${bar}:\n${misses.get(s.field)!.slice(0, 20).join("\n")}`);
      }
    });

    it(`tells what is not the item on the ${part} part (titles + sold listings)`, () => {
      const r = scoreNotItem(notItemCases(rows, part === "development" ? "dev" : "heldout"));
      console.log(table(`${part} not-item detection`, r.scores));
      assert.ok(r.recall >= (margin === 0 ? 0.95 : HELD_OUT_NOT_ITEM_RECALL), `recall ${r.recall.toFixed(3)}:\n${r.misses.get("missed")!.slice(0, 20).join("\n")}`);
      assert.ok(r.falseFlags <= 0.01 + margin / 5, `false flags ${r.falseFlags.toFixed(4)}:\n${r.misses.get("false flag")!.slice(0, 20).join("\n")}`);
    });
  }
});
