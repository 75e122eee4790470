import type { ImportSummary } from "./import-observations.ts";

/**
 * The closing report of an import, for people: counts, then each rejection reason with how many
 * lines it hit and the first line numbers, most frequent first.
 * @example formatSummary({lines: 3, accepted: 2, rejected: 1, reasons: {"missing price": {count: 1, lines: [3]}}})
 */
export function formatSummary(s: ImportSummary): string {
  const out = [`read ${s.lines} line${s.lines === 1 ? "" : "s"}: ${s.accepted} accepted, ${s.rejected} rejected`];
  const reasons = Object.entries(s.reasons).sort((a, b) => b[1].count - a[1].count);
  for (const [reason, r] of reasons) {
    const more = r.count > r.lines.length ? ", ..." : "";
    out.push(`  ${r.count} × ${reason} (line${r.count === 1 ? "" : "s"} ${r.lines.join(", ")}${more})`);
  }
  return out.join("\n");
}
