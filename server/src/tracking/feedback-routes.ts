import { Elysia } from "elysia";
import type { Services } from "../operations/context.ts";
import { errorResponse, gone, notFound } from "../http/errors.ts";
import { readFeedbackLink } from "./feedback.ts";

const NO_STORE = { "Cache-Control": "no-store, private", "Referrer-Policy": "no-referrer" };
const WORDS = { deal: "a deal", noise: "not a deal" } as const;

/**
 * `GET /t/f/{deal|noise}/{token}`: the feedback links of an alert message. Following one labels the
 * alert for the account it was sent to (no sign-in: the signature is the proof), once: a reused
 * link is 410, an expired one 410, a forged one 404, and none of them changes anything. Expiry and
 * signature are checked before any lookup, so those answers say nothing of whether the alert exists.
 *
 * @example
 * app.use(feedbackRoutes(services));
 */
export function feedbackRoutes(services: Pick<Services, "repos" | "notify" | "clock">) {
  const { repos, notify, clock } = services;
  const fail = (status: 404 | 410, detail: string) =>
    errorResponse(status === 404 ? notFound("Link") : gone(detail), { problem: false, headers: new Headers(NO_STORE) });
  return new Elysia({ name: "rackhunt-feedback-links" }).get("/t/f/:label/:token", async ({ params }) => {
    const now = clock.now();
    const link = readFeedbackLink(notify.links, params.label, params.token, now);
    if (link.state === "forged") return fail(404, "");
    if (link.state === "expired") return fail(410, "This feedback link has expired; label the alert on its result page instead.");
    const row = await repos.outbox.byId(link.outbox_id);
    if (!row) return fail(404, "");
    if (!(await repos.quality.spendLink(link.link_id, now))) return fail(410, "This feedback link was already used; change the label on the alert's result page.");
    const labelled = await repos.quality.setFeedback({ user_id: row.user_id, hunt_id: row.payload.hunt.id, alert_id: row.alert_id, label: link.label, reason: null, via: "link", now });
    if (!labelled) return fail(404, "");
    return new Response(thanksPage(WORDS[link.label]), { headers: { "Content-Type": "text/html; charset=utf-8", ...NO_STORE } });
  });
}

// --- Internal helpers ---

/** A plain page: no session, no scripts; the words are ours, never the listing's. */
function thanksPage(words: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Thanks for the feedback</title></head>` +
    `<body><main><h1>Thanks: labelled ${words}</h1><p>Your label counts toward Rackhunt's public <a href="/quality">alert precision</a>. You can change it, or say why, on the alert's result page.</p></main></body></html>`;
}
