import { CsvError, parse } from "csv-parse/sync";

/** One CSV record: the line it starts on and its cells, or why the line could not be read. */
export type CsvRecord = { line: number; cells: string[] } | { line: number; error: string };

const OPTIONS = {
  bom: true,
  trim: true,
  skip_empty_lines: true,
  // Lines with missing cells are judged by the import; a quote inside an unquoted cell
  // (`3.5" drive`) is text, as spreadsheets write it.
  relax_column_count: true,
  relax_quotes: true,
} as const;

/**
 * CSV records by csv-parse (RFC 4180: quoted cells may hold commas, `""` and line breaks).
 * A quote that never closes, or text after a closing quote, fails the record's first line
 * only: reading starts again on the next line, so one stray quote does not swallow the file.
 * @example [...csvRecords('a,"b, c"\n')] // [{line: 1, cells: ["a", "b, c"]}]
 */
export function* csvRecords(text: string): Generator<CsvRecord> {
  const lines = text.split(/\r?\n/);
  let from = 0;
  while (from < lines.length) {
    const read: CsvRecord[] = [];
    let next = from;
    let empty = 0;
    let failure: CsvError | null = null;
    try {
      parse(lines.slice(from).join("\n"), {
        ...OPTIONS,
        // A record starts after the previous one's last line and the blank lines skipped since.
        on_record: (cells, info) => {
          read.push({ line: next + info.empty_lines - empty + 1, cells });
          next = from + info.lines;
          empty = info.empty_lines;
          return null;
        },
      });
    } catch (err) {
      if (!(err instanceof CsvError)) throw err;
      failure = err;
    }
    yield* read;
    if (!failure) return;
    while (next < lines.length && lines[next]!.trim() === "") next++;
    const line = next + 1;
    yield { line, error: failure.code === "CSV_QUOTE_NOT_CLOSED" || from + Number(failure.lines) > line ? "unclosed quote" : "text after a closing quote" };
    from = line;
  }
}
