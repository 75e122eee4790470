/**
 * Scores parseTitle against the hand-labelled titles in test/fixtures/titles.
 * Shared by the accuracy test and the report script, so both count the same way.
 */
import { parseTitle } from "../../../packages/core/src/catalog/index.ts";
import type { ParsedTitle } from "../../../packages/core/src/catalog/index.ts";

export type Labelled = {
  title: string;
  source_style: "deal" | "trade" | "marketplace";
  category: string | null;
  model: string | null;
  capacity: string | null;
  quantity: number;
  condition: string | null;
  from: string;
};

export const FIELDS = ["category", "capacity", "quantity", "condition", "model", "source_style"] as const;
export type Field = (typeof FIELDS)[number];

/** Words people add or drop around a model name; left out when comparing models. */
const MODEL_FILLER = /\b(intel|amd|nvidia|geforce|radeon|core|xeon|series|edition|processor|perc|poweredge|proliant|seagate|wd|western|digital|samsung|crucial|kingston|corsair|g\.?skill|patriot|sandisk|ocz|mellanox|lsi|broadcom|hp|hpe|dell|lenovo|ibm)\b/g;

export function normaliseModel(m: string | null): string | null {
  if (m === null) return null;
  return m.toLowerCase().replace(MODEL_FILLER, "").replace(/[^a-z0-9]/g, "") || null;
}

function capacityGb(c: string | null): number | null {
  if (c === null) return null;
  const m = /^([\d.]+)(TB|GB)$/i.exec(c);
  return m ? Number(m[1]) * (m[2]!.toUpperCase() === "TB" ? 1000 : 1) : Number.NaN;
}

export function fieldCorrect(field: Field, want: Labelled, got: ParsedTitle): boolean {
  switch (field) {
    case "capacity": return capacityGb(want.capacity) === got.capacity_gb;
    case "model": return normaliseModel(want.model) === normaliseModel(got.model);
    default: return want[field] === got[field];
  }
}

export type Score = { field: Field; correct: number; total: number; accuracy: number };

export function scoreAll(rows: readonly Labelled[]): { scores: Score[]; misses: Map<Field, string[]> } {
  const misses = new Map<Field, string[]>(FIELDS.map((f) => [f, []]));
  const counts = new Map<Field, number>(FIELDS.map((f) => [f, 0]));
  for (const row of rows) {
    const got = parseTitle(row.title);
    for (const f of FIELDS) {
      if (fieldCorrect(f, row, got)) counts.set(f, counts.get(f)! + 1);
      else misses.get(f)!.push(`${JSON.stringify(row.title)} want=${JSON.stringify(f === "capacity" ? row.capacity : row[f])} got=${JSON.stringify(f === "capacity" ? got.capacity : got[f])}`);
    }
  }
  const scores = FIELDS.map((field) => {
    const correct = counts.get(field)!;
    return { field, correct, total: rows.length, accuracy: correct / rows.length };
  });
  return { scores, misses };
}

export function loadLabelled(text: string): Labelled[] {
  return text.split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l) as Labelled);
}
