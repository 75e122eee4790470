import type { ResultAlert } from "../../db/contracts/index.ts";
import type { WebContext } from "../context.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { CsrfField } from "./form.tsx";

const WORDS = { deal: "A deal", edge: "Edge case", noise: "Not a deal (noise)" } as const;

/**
 * The feedback form of an alerted result: three buttons (deal, edge, noise) and an optional reason.
 * The label counts toward the public alert precision at /quality; the current label is said first.
 */
export function AlertFeedbackForm(props: { ctx: WebContext; resultId: string; alert: ResultAlert }): SafeHtml {
  const { alert } = props;
  return (
    <section aria-labelledby="feedback-title">
      <h2 id="feedback-title">Was this alert a deal?</h2>
      <p id="feedback-now">
        {alert.label ? `Your label: ${WORDS[alert.label]}${alert.reason ? ` (${alert.reason})` : ""}.` : "Not labelled yet."}{" "}
        Labels count toward the public <a href="/quality">alert precision</a>.
      </p>
      <form method="post" action={`/my/results/${props.resultId}/feedback`}>
        <CsrfField ctx={props.ctx} />
        <p>
          <label for="feedback-reason">Why (optional)</label>
          <input id="feedback-reason" name="reason" type="text" maxlength="500" value={alert.reason ?? ""} />
        </p>
        <p class="actions">
          {(Object.keys(WORDS) as (keyof typeof WORDS)[]).map((label) => (
            <button type="submit" name="label" value={label} aria-pressed={alert.label === label ? "true" : "false"}>{WORDS[label]}</button>
          ))}
        </p>
      </form>
    </section>
  );
}
