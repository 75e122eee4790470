import { withoutControls } from "@rackhunt/core/schemas";
import { csvRecords } from "./csv-records.ts";

/** One input line: its fields by column name, or why it could not be read. */
export type InputRecord = { line: number; fields: Record<string, unknown> } | { line: number; error: string };

export type InputFormat = "jsonl" | "csv";

/**
 * The format of an import file: by extension, else by its first non-blank character.
 * @example formatOf("prices.csv", "") // "csv"
 */
export function formatOf(path: string, text: string): InputFormat {
  const lower = path.toLowerCase();
  if (lower.endsWith(".jsonl") || lower.endsWith(".ndjson") || lower.endsWith(".json")) return "jsonl";
  if (lower.endsWith(".csv")) return "csv";
  return text.trimStart().startsWith("{") ? "jsonl" : "csv";
}

/**
 * The records of an import file. Blank lines are skipped; in CSV the first record is the
 * header (column names, any order), empty cells are absent values and a quoted cell may span
 * lines (the record counts at its first line).
 * @example [...readRecords('{"price": 5}\n', "jsonl")] // [{line: 1, fields: {price: 5}}]
 */
export function readRecords(text: string, format: InputFormat): Generator<InputRecord> {
  return format === "jsonl" ? jsonlRecords(text) : csvFieldRecords(text);
}

function* jsonlRecords(text: string): Generator<InputRecord> {
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = i + 1;
    if (raw.trim() === "") continue;
    try {
      const value = JSON.parse(raw) as unknown;
      if (typeof value !== "object" || value === null || Array.isArray(value)) yield { line, error: "not a JSON object" };
      else yield { line, fields: withoutFieldControls(value as Record<string, unknown>) };
    } catch {
      yield { line, error: "not valid JSON" };
    }
  }
}

function* csvFieldRecords(text: string): Generator<InputRecord> {
  let header: string[] | null = null;
  for (const record of csvRecords(text)) {
    const { line } = record;
    if (!header) {
      if ("error" in record) throw new Error(`[import] line ${line}: the CSV header has an ${record.error}`);
      header = record.cells.map((c) => c.toLowerCase());
      continue;
    }
    if ("error" in record) {
      yield record;
      continue;
    }
    const { cells } = record;
    if (cells.length > header.length) {
      yield { line, error: `${cells.length} cells for ${header.length} columns` };
      continue;
    }
    const fields: Record<string, unknown> = {};
    header.forEach((name, j) => {
      if (cells[j] !== undefined && cells[j] !== "") fields[name] = cells[j];
    });
    yield { line, fields: withoutFieldControls(fields) };
  }
}

/**
 * A line's fields with control characters removed from names and text (tab and line breaks
 * kept), as from a page's listings: an export is data from elsewhere, and one NUL in a title
 * must not fail the import (PostgreSQL stores no U+0000).
 */
function withoutFieldControls(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) out[withoutControls(name)] = typeof value === "string" ? withoutControls(value) : value;
  return out;
}
