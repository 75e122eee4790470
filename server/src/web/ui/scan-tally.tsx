import type { SourceTallyRow } from "../../db/contracts/index.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { exclusionWords } from "./understood.tsx";

/** Words for a count of a SKIP gate. */
const GATE_WORDS: Readonly<Record<string, string>> = { condition: "the condition", price_ceiling: "the price ceiling", not_an_item: "not the item", no_price: "no usable price" };

/**
 * What a hunt's last scan kept of each source, and why it kept out (or skipped) the rest: "forum:
 * 12 read, 3 kept; kept out 9 sold (price evidence only)". Nothing before a first scan.
 */
export function ScanTally(props: { tally: readonly SourceTallyRow[] | null | undefined }): SafeHtml {
  if (!props.tally?.length) return <span class="muted">no scan yet</span>;
  return (
    <ul class="plain">
      {props.tally.map((t) => {
        const out = exclusionWords({ [t.source]: t.excluded });
        const gates = Object.entries(t.skipped).map(([rule, n]) => `${n} by ${GATE_WORDS[rule] ?? rule.replaceAll("_", " ")}`).join(", ");
        return <li>{`${t.source}: ${t.listings} read, ${t.kept} kept${out ? `; kept out ${out}` : ""}${gates ? `; skipped ${gates}` : ""}`}</li>;
      })}
    </ul>
  );
}
