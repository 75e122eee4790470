/**
 * Scores parseTitle against the hand-labelled real titles (test/fixtures/titles, README there) and
 * the hand-judged sold listings (test/fixtures/sold): per-unit capacity, quantity, category,
 * condition, and not-the-item detection (recall over labelled not-items, false flags over real
 * items). Shared by the accuracy test and the report script, so both count the same way.
 */
import { readFileSync } from "node:fs";
import { parseTitle } from "../../../packages/core/src/catalog/index.ts";

export type Labelled = {
  title: string;
  style: "marketplace" | "retail" | "trade" | "deal";
  category: string | null;
  capacity: string | null;
  quantity: number;
  condition: string | null;
  not_item: string | null;
  from: string;
};

export const FIELDS = ["category", "capacity", "quantity", "condition"] as const;
export type Field = (typeof FIELDS)[number];

const FIXTURES = `${import.meta.dirname}/../../fixtures`;
const lines = (path: string) => new TextDecoder().decode(readFileSync(path)).split("\n").filter((l) => l.trim() !== "");

/** A labelled title file of test/fixtures/titles. */
export function loadTitleSet(name: "dev-set.jsonl" | "heldout-set.jsonl"): Labelled[] {
  return lines(`${FIXTURES}/titles/${name}`).map((l) => JSON.parse(l) as Labelled);
}

/** Held aside in the sold set: every third row (the rest may be read while tuning). */
export const isHeldOutSoldRow = (row: number) => row % 3 === 2;

/**
 * The sold set's titles as not-item cases: a photo, box, novelty, accessory or system row is a
 * not-item; a genuine row is a real item. Rows judged another model or a bundle say nothing here.
 */
export function loadSoldNotItemCases(part: "dev" | "heldout"): { title: string; not_item: string | null }[] {
  const csv = lines(`${FIXTURES}/sold/rtx-3080-10gb-ebay.csv`).slice(1);
  const titles = csv.map((l) => (l.startsWith('"') ? l.slice(1, l.indexOf('",')).replaceAll('""', '"') : l.slice(0, l.lastIndexOf(",", l.lastIndexOf(",", l.lastIndexOf(",") - 1) - 1))));
  const out: { title: string; not_item: string | null }[] = [];
  for (const l of lines(`${FIXTURES}/sold/rtx-3080-10gb-ebay.labels.jsonl`)) {
    const r = JSON.parse(l) as { row: number; genuine: boolean; why: string | null };
    if (isHeldOutSoldRow(r.row) !== (part === "heldout")) continue;
    if (r.genuine) out.push({ title: titles[r.row]!, not_item: null });
    else if (["photo", "box", "novelty", "accessory", "system"].includes(r.why ?? "")) out.push({ title: titles[r.row]!, not_item: r.why });
  }
  return out;
}

function capacityGb(c: string | null): number | null {
  if (c === null) return null;
  const m = /^([\d.]+)(MB|GB|TB)$/i.exec(c);
  if (!m) return Number.NaN;
  const unit = m[2]!.toUpperCase();
  return Math.round(Number(m[1]) * (unit === "TB" ? 1000 : unit === "MB" ? 0.001 : 1) * 1000) / 1000;
}

export type Score = { field: string; correct: number; total: number; accuracy: number };
export type Report = { scores: Score[]; misses: Map<string, string[]> };

/** Field accuracy over labelled titles, with every miss written out (for the report script). */
export function scoreFields(rows: readonly Labelled[]): Report {
  const misses = new Map<string, string[]>(FIELDS.map((f) => [f, []]));
  const correct = new Map<string, number>(FIELDS.map((f) => [f, 0]));
  for (const row of rows) {
    const got = parseTitle(row.title);
    const values: Record<Field, [unknown, unknown]> = {
      category: [row.category, got.category],
      capacity: [capacityGb(row.capacity), got.capacity_gb],
      quantity: [row.quantity, got.quantity],
      condition: [row.condition, got.condition],
    };
    for (const f of FIELDS) {
      const [want, have] = values[f];
      if (want === have) correct.set(f, correct.get(f)! + 1);
      else misses.get(f)!.push(`${JSON.stringify(row.title)} want=${JSON.stringify(want)} got=${JSON.stringify(have)}`);
    }
  }
  const scores = FIELDS.map((field) => ({ field, correct: correct.get(field)!, total: rows.length, accuracy: correct.get(field)! / rows.length }));
  return { scores, misses };
}

/** Not-the-item detection: recall over labelled not-items, false flags over labelled real items. */
export function scoreNotItem(rows: readonly { title: string; not_item: string | null }[]): Report & { recall: number; falseFlags: number } {
  let items = 0;
  let flagged = 0;
  let notItems = 0;
  let caught = 0;
  const misses = new Map<string, string[]>([["missed", []], ["false flag", []]]);
  for (const row of rows) {
    const got = parseTitle(row.title).not_item;
    if (row.not_item === null) {
      items++;
      if (got !== null) {
        flagged++;
        misses.get("false flag")!.push(`${JSON.stringify(row.title)} got=${got}`);
      }
    } else {
      notItems++;
      if (got !== null) caught++;
      else misses.get("missed")!.push(`${JSON.stringify(row.title)} want=${row.not_item}`);
    }
  }
  const recall = notItems === 0 ? 1 : caught / notItems;
  const falseFlags = items === 0 ? 0 : flagged / items;
  return {
    recall,
    falseFlags,
    misses,
    scores: [
      { field: "not-item recall", correct: caught, total: notItems, accuracy: recall },
      { field: "false flags on real items", correct: flagged, total: items, accuracy: falseFlags },
    ],
  };
}

/** A markdown table of scores. */
export function table(name: string, scores: readonly Score[]): string {
  const rows = scores.map((s) => `| ${s.field} | ${s.correct}/${s.total} | ${(s.accuracy * 100).toFixed(1)}% |`);
  return [`\n${name}`, "| measure | count | rate |", "|---|---|---|", ...rows].join("\n");
}
