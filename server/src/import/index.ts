/** `rackhunt import`: price observations from JSONL or CSV files. */
export { importObservations, toObservation, IMPORT_BATCH, MAX_FUTURE_MS, type ImportDeps, type ImportSummary } from "./import-observations.ts";
export { readRecords, csvCells, formatOf, type InputFormat, type InputRecord } from "./read-records.ts";
export { formatSummary } from "./summary.ts";
export { importCommand } from "./command.ts";
