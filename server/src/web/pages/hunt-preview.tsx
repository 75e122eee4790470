import { operations } from "@rackhunt/core/api";
import { pricePerItem, understandHunt, type HuntConfig, type HuntCriteria } from "@rackhunt/core";
import { exclusionWords, Understood } from "../ui/understood.tsx";
import { validateValues } from "../../http/pipeline.ts";
import type { WebContext } from "../context.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { Badge, money } from "../ui/format.tsx";
import { ListingLink } from "../ui/listings.tsx";

/** Matches a preview lists (the counts cover all of them). */
const PREVIEW_ROWS = 25;

/**
 * What a hunt form would match among the listings already known, judged as the scan judges them,
 * nothing saved. The body is checked by the create operation's schema first (the caller shows its
 * 422 issues beside the fields).
 */
export async function huntPreview(ctx: WebContext, body: Record<string, unknown>): Promise<SafeHtml> {
  const valid = validateValues(operations.create_hunt, { body }).body as { name: string; config: HuntConfig; criteria?: HuntCriteria | null; target_price?: number | null; ceiling_price?: number | null };
  // Judged as it would be saved: the sentence read under the fields set on the form.
  const reading = understandHunt({ name: valid.name, config: valid.config }, { criteria: valid.criteria, target_price: valid.target_price });
  const hunt = { id: "preview", name: valid.name, config: valid.config, criteria: reading.criteria, target_price: reading.target_price, ceiling_price: valid.ceiling_price ?? null };
  const preview = await ctx.services.scanner.preview(hunt);
  const matches = preview.matches.sort((a, b) => b.judgement.score - a.judgement.score);
  const counts = { ALERT: 0, WATCH: 0, SKIP: 0 };
  for (const m of matches) counts[m.judgement.action]++;
  const keptOut = exclusionWords(preview.excluded);
  return (
    <section id="preview" aria-live="polite" aria-labelledby="preview-title" class="card">
      <h2 id="preview-title">Preview: what this hunt would match now</h2>
      <p>{`Among the live listings seen in the last 30 days, ${matches.length} are about this search: ${counts.ALERT} would alert, ${counts.WATCH} would be watched, ${counts.SKIP} skipped.${keptOut ? ` Kept out: ${keptOut}.` : ""} Nothing was saved.`}</p>
      <Understood u={reading.understanding} />
      {preview.warnings.length ? <ul class="warnings">{preview.warnings.map((w) => <li>{w}</li>)}</ul> : null}
      {matches.length ? (
        <div class="table-wrap">
          <table>
            <caption>{`The ${Math.min(PREVIEW_ROWS, matches.length)} best-scored matches`}</caption>
            <thead><tr><th scope="col">Listing</th><th scope="col">Action</th><th scope="col" class="num">Score</th><th scope="col" class="num">Per unit</th><th scope="col">Why</th></tr></thead>
            <tbody>
              {matches.slice(0, PREVIEW_ROWS).map((m) => (
                <tr>
                  <td><ListingLink title={m.facts.title} url={m.facts.url ?? null} /><br /><span class="muted small">{m.facts.source ?? ""}</span></td>
                  <td><Badge kind={m.judgement.action} /></td>
                  <td class="num">{m.judgement.score}</td>
                  <td class="num">{m.facts.price === null ? "—" : money(pricePerItem({ price: m.facts.price, quantity: m.facts.quantity }))}</td>
                  <td class="small">{m.judgement.reasons.slice(0, 2).join("; ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
