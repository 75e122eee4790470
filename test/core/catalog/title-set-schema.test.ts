import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import * as v from "valibot";

// The labelled title set (test/fixtures/titles/README.md) must stay well-formed: the accuracy
// figures are only as good as the labels they are measured against. No parser is called here.

const CAPACITY_CATEGORIES = ["hdd", "ssd", "ram", "gpu"];
const INTERFACE_CATEGORIES = ["hdd", "ssd", "ram"];

const LabelledTitle = v.pipe(
  v.strictObject({
    title: v.pipe(v.string(), v.minLength(1)),
    style: v.picklist(["marketplace", "retail", "trade", "deal"]),
    category: v.nullable(
      v.picklist(["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"]),
    ),
    capacity: v.nullable(v.pipe(v.string(), v.regex(/^\d+(\.\d+)?(MB|GB|TB)$/))),
    quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
    condition: v.nullable(v.picklist(["new", "used", "refurbished", "for_parts"])),
    not_item: v.nullable(v.picklist(["wanted", "box", "photo", "novelty", "accessory", "system", "preorder"])),
    interface: v.nullable(v.picklist(["SAS", "SATA", "NVMe", "DDR3", "DDR4", "DDR5"])),
    model: v.nullable(v.pipe(v.string(), v.minLength(1))),
    price: v.nullable(v.pipe(v.number(), v.minValue(0))),
    currency: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
    // Absent on the rows that were never labelled for it (the 2013 deal posts, see the README).
    title_price: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0)))),
    price_basis: v.optional(v.nullable(v.picklist(["each", "total", "shipped", "local"]))),
    from: v.pipe(v.string(), v.minLength(10)),
  }),
  v.check((r) => r.capacity === null || CAPACITY_CATEGORIES.includes(r.category ?? ""), "capacity on a category without one"),
  v.check((r) => r.interface === null || INTERFACE_CATEGORIES.includes(r.category ?? ""), "interface outside drives and RAM"),
  v.check((r) => r.price === null || r.style === "marketplace" || r.style === "retail", "price on a deal or trade post"),
  v.check((r) => (r.price === null) === (r.currency === null), "price and currency come together"),
  v.check((r) => r.not_item === null || r.category !== null, "a not-item row names the category of what it names"),
  v.check((r) => (r.title_price === undefined) === (r.price_basis === undefined), "title_price and price_basis are labelled together"),
  v.check((r) => r.price_basis == null || r.title_price != null, "a price basis needs a title price"),
);

const readSet = (name: string): unknown[] =>
  new TextDecoder()
    .decode(readFileSync(`${import.meta.dirname}/../../fixtures/titles/${name}`))
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line));

/** Every schema problem of one row, as "line N: message" strings. */
const problemsOf = (rows: unknown[]): string[] =>
  rows.flatMap((row, i) => {
    const result = v.safeParse(LabelledTitle, row);
    return result.success ? [] : result.issues.map((issue) => `line ${i + 1}: ${issue.message}`);
  });

const dev = readSet("dev-set.jsonl");
const heldout = readSet("heldout-set.jsonl");
const titlesOf = (rows: unknown[]) => rows.map((r) => (r as { title: string }).title);

describe("the labelled title set", () => {
  it("has every line of both files in the schema", () => {
    assert.ok(dev.length + heldout.length >= 900, `${dev.length + heldout.length} titles`);
    assert.deepEqual(problemsOf(dev), []);
    assert.deepEqual(problemsOf(heldout), []);
  });

  it("rejects rows that break the labelling rules", () => {
    const good = dev[0] as Record<string, unknown>;
    assert.deepEqual(problemsOf([good]), []);
    const bad = [
      { ...good, category: "cpu", capacity: "16GB", interface: null },
      { ...good, quantity: 0 },
      { ...good, style: "deal", price: 10, currency: "USD" },
      { ...good, condition: "open box" },
      { ...good, extra: true },
      { ...good, title_price: null, price_basis: "shipped" },
      { ...good, title_price: 10 },
    ];
    for (const row of bad) assert.notDeepEqual(problemsOf([row]), [], JSON.stringify(row));
  });

  it("has no title in both files and no title twice", () => {
    const all = [...titlesOf(dev), ...titlesOf(heldout)];
    assert.equal(new Set(all).size, all.length);
  });

  it("labels the price written in the title on every row but the 2013 deal posts", () => {
    const rows = [...dev, ...heldout] as { title_price?: number | null; from: string }[];
    const unlabelled = rows.filter((r) => r.title_price === undefined);
    assert.ok(unlabelled.every((r) => r.from.includes("reddit-buildapcsales-top-2013")), "only the 2013 deal posts lack a price label");
    assert.ok(rows.filter((r) => r.title_price != null).length >= 250, "titles with a price");
  });

  it("marks pre-orders and order resales of the sold set by row, each row once", () => {
    const rows = readSet("sold-preorders.jsonl") as { row: number; not_item: string }[];
    const soldRows = new TextDecoder().decode(readFileSync(`${import.meta.dirname}/../../fixtures/sold/rtx-3080-10gb-ebay.labels.jsonl`)).split("\n").filter((l) => l.length > 0).length;
    assert.ok(rows.length > 0);
    assert.equal(new Set(rows.map((r) => r.row)).size, rows.length);
    for (const r of rows) assert.ok(Number.isInteger(r.row) && r.row >= 0 && r.row < soldRows && r.not_item === "preorder", JSON.stringify(r));
  });

  it("keeps about a third of every style aside", () => {
    for (const style of ["marketplace", "retail", "trade", "deal"]) {
      const count = (rows: unknown[]) => rows.filter((r) => (r as { style: string }).style === style).length;
      const share = count(heldout) / (count(heldout) + count(dev));
      assert.ok(share > 0.3 && share < 0.4, `${style}: ${share}`);
    }
  });
});
