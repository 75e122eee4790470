/** `rackhunt import`: price observations from JSONL or CSV files, judged as every listing is. */
export { importObservations, IMPORT_BATCH, type ImportDeps, type ImportMarket, type ImportSummary, type LineOutcome } from "./import-observations.ts";
export { lineInput, MAX_FUTURE_MS } from "./line-input.ts";
export { csvRecords, type CsvRecord } from "./csv-records.ts";
export { readRecords, formatOf, type InputFormat, type InputRecord } from "./read-records.ts";
export { formatSummary } from "./summary.ts";
export { importCommand } from "./command.ts";
