import type { LinkSigner } from "./token.ts";

/** How long a message's feedback links work: long enough for a digest read late, short enough to age out. */
export const FEEDBACK_LINK_DAYS = 30;

/** The two labels a message's links set: "a deal" is deal, "not a deal" is noise. */
export type LinkLabel = "deal" | "noise";

/** What a followed feedback link says, once its signature is checked. */
export type FeedbackLink =
  | { state: "valid"; label: LinkLabel; outbox_id: string; link_id: string }
  | { state: "forged" }
  | { state: "expired" };

/**
 * The feedback links of one delivered message (one outbox row): "a deal" and "not a deal",
 * each signed like the tracked click and expiring after FEEDBACK_LINK_DAYS.
 *
 * @example
 * feedbackUrls("https://rackhunt.example", signer, rowId, Date.now()).deal; // "https://rackhunt.example/t/f/deal/<id>_<exp>.<sig>"
 */
export function feedbackUrls(base: string, signer: LinkSigner, outboxId: string, now: number): { deal: string; not_deal: string } {
  const root = base.replace(/\/+$/, "");
  const expires = Math.floor(now / 1000 + FEEDBACK_LINK_DAYS * 86_400).toString(36);
  const id = `${outboxId}_${expires}`;
  return { deal: `${root}/t/f/deal/${signer.sign("deal", id)}`, not_deal: `${root}/t/f/noise/${signer.sign("noise", id)}` };
}

/**
 * Read a followed feedback link: forged (bad signature, unknown label) or expired before
 * anything is looked up, so neither answer says whether the alert exists.
 *
 * @example
 * readFeedbackLink(signer, "deal", token, Date.now()); // {state: "valid", label: "deal", outbox_id, link_id}
 */
export function readFeedbackLink(signer: LinkSigner, label: string, token: string, now: number): FeedbackLink {
  if (label !== "deal" && label !== "noise") return { state: "forged" };
  const id = signer.verify(label, token);
  const cut = id?.lastIndexOf("_") ?? -1;
  if (!id || cut <= 0) return { state: "forged" };
  const expires = Number.parseInt(id.slice(cut + 1), 36);
  if (!Number.isFinite(expires)) return { state: "forged" };
  if (now / 1000 > expires) return { state: "expired" };
  return { state: "valid", label, outbox_id: id.slice(0, cut), link_id: `${label}:${id}` };
}
