import type { ScanResponse } from "@rackhunt/core/schemas";
import type { FeedRow } from "../db/contracts/index.ts";
import type { ScanProgress } from "../scan/progress.ts";

const MARK: Record<string, string> = { ALERT: "ALERT", WATCH: "WATCH", SKIP: "skip " };
/** A source's answer in four letters: it answered, asked us to wait, was skipped, or stopped the run. */
const SOURCE_MARK: Record<string, string> = { ok: "ok  ", retry_later: "WAIT", skip_source: "SKIP", stop: "STOP" };

/**
 * One scan's outcome as a few human lines: sources, then each listing with its action, its
 * verdict against the market (BUY/WAIT/SKIP with a trusted benchmark, "-" without one) and reasons.
 */
export function formatScan(huntName: string, scan: ScanResponse, rows: FeedRow[], out: (line: string) => void): void {
  out(`\n${huntName}`);
  for (const s of scan.sources) {
    const wait = s.retry_at ? `; not fetched again before ${s.retry_at}` : "";
    // Listings its parser produced that the schema refused: a plugin author's first clue (the log names the issue).
    const invalid = s.invalid ? `, ${s.invalid} invalid (dropped; see the log)` : "";
    out(`  ${SOURCE_MARK[s.outcome ?? (s.ok ? "ok" : "")] ?? "FAIL"} ${s.source.padEnd(10)} ${String(s.listings).padStart(4)} listings${invalid}${s.error ? `  (${s.error}${wait})` : ""}`);
  }
  out(`  ${scan.listings_seen} relevant, ${scan.new_listings} new: ${scan.counts.ALERT} ALERT, ${scan.counts.WATCH} WATCH, ${scan.counts.SKIP} SKIP; ${scan.alerts_fired} alerts fired`);
  const order = { ALERT: 0, WATCH: 1, SKIP: 2 } as Record<string, number>;
  for (const r of [...rows].sort((a, b) => (order[a.action ?? "SKIP"]! - order[b.action ?? "SKIP"]!) || (b.score ?? 0) - (a.score ?? 0))) {
    const price = r.price === null ? "   n/a" : `$${r.price.toFixed(2)}`.padStart(9);
    // A converted price shows what was listed beside it.
    const listed = r.listed_currency && r.listed_currency !== "USD" && r.listed_price !== null ? ` (${r.listed_currency} ${r.listed_price.toFixed(2)})` : "";
    const verdict = r.verdict && r.verdict !== "INCONCLUSIVE" ? r.verdict : "-";
    out(`  ${MARK[r.action ?? "SKIP"]} ${String(r.score ?? 0).padStart(3)} ${verdict.padEnd(4)} ${price}${listed}  ${(r.title ?? "").slice(0, 70)}  [${r.source}]`);
    const reasons = r.reasons ? (JSON.parse(r.reasons) as string[]).filter((x) => !x.startsWith("listed at ")) : [];
    if (reasons.length) out(`                   ${reasons.join("; ")}`);
  }
}

/**
 * The lines of a scan's progress as it happens, each printed once: the sources asked, then each
 * source as it answers (listings, or why not), then the judging.
 * @example board.subscribe(huntId, progressPrinter(console.log)); // "  forum answered: 10 listings (1 of 3)"
 */
export function progressPrinter(out: (line: string) => void): (p: ScanProgress) => void {
  const said = new Set<string>();
  const once = (key: string, line: string) => {
    if (said.has(key)) return;
    said.add(key);
    out(line);
  };
  return (p) => {
    if (p.stage === "market") once("market", "  reading sold prices where they are due ...");
    if (p.stage !== "market") once("asking", `  asking ${p.sources.map((s) => s.source).join(", ")} ...`);
    const answered = p.sources.filter((s) => s.answered);
    for (const s of answered) {
      if (said.has(`source:${s.source}`)) continue;
      const what = s.ok ? `answered: ${s.listings} listings` : `did not answer (${s.outcome}): ${s.error ?? "no reason given"}`;
      once(`source:${s.source}`, `  ${s.source} ${what} (${[...said].filter((k) => k.startsWith("source:")).length + 1} of ${p.sources.length})`);
    }
    if (p.stage === "judging") once("judging", `  judging and storing ${answered.reduce((n, s) => n + (s.listings ?? 0), 0)} listings ...`);
  };
}
