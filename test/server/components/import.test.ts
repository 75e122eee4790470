import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testDatabase, type TestDatabase } from "../../support/database.ts";
import { rackhunt, SOURCES, TRUSTED_ID } from "./synthetic.ts";

const dir = mkdtempSync(join(tmpdir(), "rackhunt-import-"));
const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const db of databases) await db.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A new database of the dialect under test, migrated by the CLI as an operator would. */
async function migrated(): Promise<TestDatabase> {
  const db = await testDatabase();
  databases.push(db);
  expect(rackhunt(["migrate"], db.env).code).toBe(0);
  return db;
}

async function rows(db: TestDatabase) {
  const stored = await db.rows<{ component_id: string; price: number; observed_at: number | string; source: string; condition: string; location: string | null }>(
    "SELECT component_id, price, observed_at, source, condition, location FROM price_observations ORDER BY id",
  );
  return stored.map((o) => ({ ...o, observed_at: Number(o.observed_at) }));
}

describe("rackhunt import", () => {
  test("CSV: ids and titles, a lot's price spread over its items, every bad line refused with its reason; a repeated line is a second sale", async () => {
    const db = await migrated();
    const file = join(dir, "prices.csv");
    writeFileSync(file, [
      "observed_at,price,component_id,title,source,condition,location",
      `2026-10-01T10:00:00Z,25.5,${TRUSTED_ID},,${SOURCES[0]},used,USA-CA`,
      `2026-10-02,"$1,040",,"4x Intel Xeon E5-2680 v3 2.5GHz 12-Core CPU",${SOURCES[1]},Refurbished,`,
      `1790000000,30,${TRUSTED_ID},,${SOURCES[1]},new,UK`,
      `2026-10-03,-4,${TRUSTED_ID},,${SOURCES[0]},used,`,
      `2026-10-03,abc,${TRUSTED_ID},,${SOURCES[0]},used,`,
      `yesterday,20,${TRUSTED_ID},,${SOURCES[0]},used,`,
      `2026-10-03,20,no-such-component,,${SOURCES[0]},used,`,
      `2026-10-03,20,,"Random gizmo thing",${SOURCES[0]},used,`,
      `2026-10-03,20,,,${SOURCES[0]},used,`,
      `2026-10-03,20,${TRUSTED_ID},,,used,`,
      `2026-10-03,20,${TRUSTED_ID},,${SOURCES[0]},like new-ish,`,
      `2099-01-01,20,${TRUSTED_ID},,${SOURCES[0]},used,`,
      `2026-10-03,20,${TRUSTED_ID},,"unclosed,used,`,
      `2026-10-01T10:00:00Z,25.5,${TRUSTED_ID},,${SOURCES[0]},used,USA-CA`,
      `2026-10-03,9,,"Dell R720 3.5in drive caddy tray for Seagate ST4000NM0035",${SOURCES[0]},used,`,
      `2026-10-03,9,,"Empty box for Intel Xeon E5-2680 v3",${SOURCES[0]},used,`,
      `2026-10-03,9,,"WTB Intel Xeon E5-2680 v3",${SOURCES[0]},used,`,
      "",
    ].join("\n"));
    const r = rackhunt(["import", file], db.env);
    expect(r.code).toBe(0);
    expect(r.err).toContain("importing");
    expect(r.out).toContain("read 17 lines: 4 accepted, 13 rejected");
    for (const [reason, line] of [
      ["price is not a positive number", "lines 5, 6"],
      ["observed_at is not a date-time", "line 7"],
      ["unknown component_id", "line 8"],
      ["title matched no catalog component", "line 9"],
      ["missing component_id or title", "line 10"],
      ["missing source", "line 11"],
      ["unknown condition", "line 12"],
      ["observed_at is in the future", "line 13"],
      ["unclosed quote", "line 14"],
      ["title is not the item itself \\(accessory\\)", "line 16"],
      ["title is not the item itself \\(box\\)", "line 17"],
      ["title is a wanted post, not an offer", "line 18"],
    ]) expect(r.out).toMatch(new RegExp(`\\d × ${reason}.*\\(${line}\\)`));
    expect(await rows(db)).toEqual([
      { component_id: TRUSTED_ID, price: 25.5, observed_at: Date.parse("2026-10-01T10:00:00Z"), source: SOURCES[0], condition: "used", location: "USA-CA" },
      { component_id: TRUSTED_ID, price: 260, observed_at: Date.parse("2026-10-02T00:00:00Z"), source: SOURCES[1], condition: "refurbished", location: null },
      { component_id: TRUSTED_ID, price: 30, observed_at: 1_790_000_000_000, source: SOURCES[1], condition: "new", location: "UK" },
      { component_id: TRUSTED_ID, price: 25.5, observed_at: Date.parse("2026-10-01T10:00:00Z"), source: SOURCES[0], condition: "used", location: "USA-CA" },
    ]);
  }, 30_000);

  test("JSONL: importing the same file twice adds nothing the second time", async () => {
    const db = await migrated();
    const file = join(dir, "prices.jsonl");
    const lines = [
      { component_id: TRUSTED_ID, price: 21, observed_at: "2026-10-05T00:00:00Z", source: SOURCES[0], condition: "used" },
      { title: "Intel Xeon E5-2680 v3 SR1XP", price: 22, observed_at: 1_791_000_000_000, source: SOURCES[1], condition: "used", location: "USA-TX" },
    ];
    writeFileSync(file, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n[1,2]\n{not json\n`);
    const first = rackhunt(["import", file], db.env);
    expect(first.out).toContain("read 4 lines: 2 accepted, 2 rejected");
    expect(first.out).toContain("not a JSON object (line 3)");
    expect(first.out).toContain("not valid JSON (line 4)");
    const second = rackhunt(["import", file], db.env);
    expect(second.out).toContain("read 4 lines: 0 accepted, 4 rejected");
    expect(second.out).toContain("2 × duplicate of an observation already stored (lines 1, 2)");
    expect((await rows(db)).map((o) => o.price)).toEqual([21, 22]);
  }, 30_000);

  test("control characters in a line's text are removed (a NUL once failed the whole import on PostgreSQL)", async () => {
    const db = await migrated();
    const file = join(dir, "controls.jsonl");
    const lines = [
      { component_id: TRUSTED_ID, price: 23, observed_at: "2026-10-06T00:00:00Z", source: `${SOURCES[0]}\u0000`, condition: "used", location: "USA-CA\u0007" },
      { title: "Intel Xeon\u0000 E5-2680 v3 SR1XP", price: 24, observed_at: "2026-10-07T00:00:00Z", source: SOURCES[1], condition: "used\u001b" },
    ];
    writeFileSync(file, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
    const r = rackhunt(["import", file], db.env);
    expect([r.code, r.out]).toEqual([0, expect.stringContaining("read 2 lines: 2 accepted, 0 rejected")]);
    expect((await rows(db)).map((o) => [o.price, o.source, o.condition, o.location])).toEqual([
      [23, SOURCES[0], "used", "USA-CA"],
      [24, SOURCES[1], "used", null],
    ]);
  }, 30_000);

  test("usage errors exit 2 with a message", () => {
    expect(rackhunt(["import"]).code).toBe(2);
    const missing = rackhunt(["import", join(dir, "nope.csv"), "--db", join(dir, "x.db")]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("no such file");
    expect(rackhunt(["import", "a.csv", "--format", "xml"]).err).toContain("--format");
    expect(rackhunt(["import", "--help"]).out).toContain("Usage: rackhunt import FILE");
    expect(rackhunt(["--help"]).out).toContain("import FILE");
  }, 30_000);

  test("CSV quoting: commas, doubled quotes and line breaks inside quoted cells; a record counts at its first line; a stray quote fails its own line only", async () => {
    const db = await migrated();
    const file = join(dir, "quoted.csv");
    writeFileSync(file, [
      "observed_at,price,component_id,title,source,condition,location",
      `2026-10-04,"$1,200",,"4x Intel Xeon E5-2680 v3`,
      `12-Core ""server pull"", tested",${SOURCES[0]},used,"Austin, TX"`,
      `2026-10-05,31,${TRUSTED_ID},,${SOURCES[1]},used,"Shelf ""B"",`,
      `row 2"`,
      ``,
      `2026-10-06, "32" ,${TRUSTED_ID},,${SOURCES[0]},"used",UK`,
      `2026-10-07,33,${TRUSTED_ID},,"unclosed,used,`,
      `2026-10-08,34,${TRUSTED_ID},,${SOURCES[0]},"used"x,`,
      `2026-10-09,35,${TRUSTED_ID},,${SOURCES[1]},used,3.5" bay`,
    ].join("\r\n"));
    const r = rackhunt(["import", file], db.env);
    expect(r.code).toBe(0);
    expect(r.out).toContain("read 6 lines: 4 accepted, 2 rejected");
    expect(r.out).toMatch(/1 × unclosed quote \(line 8\)/);
    expect(r.out).toMatch(/1 × text after a closing quote \(line 9\)/);
    expect((await rows(db)).map((o) => [o.price, o.observed_at, o.source, o.location])).toEqual([
      [300, Date.parse("2026-10-04T00:00:00Z"), SOURCES[0], "Austin, TX"],
      [31, Date.parse("2026-10-05T00:00:00Z"), SOURCES[1], 'Shelf "B",\nrow 2'],
      [32, Date.parse("2026-10-06T00:00:00Z"), SOURCES[0], "UK"],
      [35, Date.parse("2026-10-09T00:00:00Z"), SOURCES[1], '3.5" bay'],
    ]);
  }, 30_000);
});
