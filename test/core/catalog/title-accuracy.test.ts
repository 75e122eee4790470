import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { loadSoldNotItemCases, loadTitleSet, scoreFields, scoreNotItem, scorePrices, table, type Labelled } from "./title-accuracy.ts";

// Issue 12's bars, on the development part (tuned on) — the held-out part is reported beside it and
// guarded with a margin, so tuning to the development part shows up as a gap between the two.
const BARS = { category: 0.97, capacity: 0.97, quantity: 0.97, condition: 0.95 } as const;
const HELD_OUT_MARGIN = 0.05;
/**
 * Issue 24's done-when is stated on the held-aside part: price from the title ≥ 99% exact,
 * category ≥ 97%, not-item recall ≥ 95% with ≤ 1% false flags. Those are asserted there as they
 * stand; a failure is a regression to be found and mended on the development part, so the
 * held-out assertions print counts only, never the titles missed (reading them would tune to them).
 */
const HELD_OUT_BARS = { category: 0.97, price: 0.99, notItemRecall: 0.95, falseFlags: 0.01 } as const;
/** A price read from a title that carries none is a wrong alert; both parts allow at most this. */
const FALSE_PRICE_RATE = 0.01;

const notItemCases = (rows: readonly Labelled[], part: "dev" | "heldout") => [...rows.map((r) => ({ title: r.title, not_item: r.not_item })), ...loadSoldNotItemCases(part)];
const first = (lines: readonly string[]) => lines.slice(0, 20).join("\n");

describe("parseTitle on hand-labelled real titles", () => {
  const dev = loadTitleSet("dev-set.jsonl");
  const heldOut = loadTitleSet("heldout-set.jsonl");

  it("the sets are real, sizeable and cover every style", () => {
    assert.ok(dev.length + heldOut.length >= 600, `${dev.length + heldOut.length} titles`);
    for (const style of ["marketplace", "retail", "trade", "deal"]) assert.ok(dev.some((r) => r.style === style) && heldOut.some((r) => r.style === style), style);
    for (const rows of [dev, heldOut]) assert.ok(rows.filter((r) => r.title_price != null).length >= 90, "titles with a price");
  });

  for (const [part, rows, heldAside] of [["development", dev, false], ["held-out", heldOut, true]] as const) {
    const shown = (lines: readonly string[]) => (heldAside ? `${lines.length} (titles not shown: held aside)` : first(lines));

    it(`reads category, per-unit capacity, quantity and condition on the ${part} part`, () => {
      const { scores, misses } = scoreFields(rows);
      console.log(table(`${part} part (${rows.length} titles)`, scores));
      for (const s of scores) {
        const field = s.field as keyof typeof BARS;
        const bar = heldAside ? (field === "category" ? HELD_OUT_BARS.category : BARS[field] - HELD_OUT_MARGIN) : BARS[field];
        assert.ok(s.accuracy >= bar, `${s.field} ${s.accuracy.toFixed(3)} < ${bar}:\n${shown(misses.get(s.field)!)}`);
      }
    });

    it(`reads the asking price written in the title on the ${part} part`, () => {
      const { scores, misses } = scorePrices(rows);
      console.log(table(`${part} price from the title`, scores));
      const [exact, falsePrices] = scores;
      assert.ok(exact!.accuracy >= HELD_OUT_BARS.price, `price ${exact!.accuracy.toFixed(3)}:\n${shown(misses.get("price")!)}`);
      assert.ok(falsePrices!.accuracy <= FALSE_PRICE_RATE, `false prices ${falsePrices!.accuracy.toFixed(4)}:\n${shown(misses.get("false price")!)}`);
    });

    it(`tells what is not the item on the ${part} part (titles + sold listings)`, () => {
      const r = scoreNotItem(notItemCases(rows, heldAside ? "heldout" : "dev"));
      console.log(table(`${part} not-item detection`, r.scores));
      assert.ok(r.recall >= HELD_OUT_BARS.notItemRecall, `recall ${r.recall.toFixed(3)}:\n${shown(r.misses.get("missed")!)}`);
      assert.ok(r.falseFlags <= HELD_OUT_BARS.falseFlags, `false flags ${r.falseFlags.toFixed(4)}:\n${shown(r.misses.get("false flag")!)}`);
    });
  }
});
