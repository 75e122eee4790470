import { withoutControls } from "@rackhunt/core/schemas";

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
 * Split one CSV line into cells (RFC 4180 quoting: `"a, b"` and `""` for a quote). A quoted
 * cell may not span lines: exports of price lists have none, and a stray quote then fails one
 * line instead of swallowing the rest of the file.
 * @example csvCells('a,"b, c",d') // ["a", "b, c", "d"]
 */
export function csvCells(line: string): string[] | null {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (line[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  if (quoted) return null;
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/**
 * The records of an import file. Blank lines are skipped; in CSV the first non-blank line is
 * the header (column names, any order) and empty cells are absent values.
 * @example [...readRecords('{"price": 5}\n', "jsonl")] // [{line: 1, fields: {price: 5}}]
 */
export function* readRecords(text: string, format: InputFormat): Generator<InputRecord> {
  const lines = text.split(/\r?\n/);
  let header: string[] | null = null;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = i + 1;
    if (raw.trim() === "") continue;
    if (format === "jsonl") {
      try {
        const value = JSON.parse(raw) as unknown;
        if (typeof value !== "object" || value === null || Array.isArray(value)) yield { line, error: "not a JSON object" };
        else yield { line, fields: withoutFieldControls(value as Record<string, unknown>) };
      } catch {
        yield { line, error: "not valid JSON" };
      }
      continue;
    }
    const cells = csvCells(raw);
    if (!header) {
      if (!cells) throw new Error(`[import] line ${line}: the CSV header has an unclosed quote`);
      header = cells.map((c) => c.toLowerCase());
      continue;
    }
    if (!cells) {
      yield { line, error: "unclosed quote" };
      continue;
    }
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
