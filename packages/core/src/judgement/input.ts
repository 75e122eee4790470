import type { RawListing } from "../schemas/source.ts";
import type { ObservationKind } from "../schemas/vocabulary.ts";

/**
 * A listing as the judgement takes it: a source's RawListing, an import line or an API caller's
 * description. Only the title is needed; the rest is what the caller knows.
 */
export type JudgeInput = Partial<Omit<RawListing, "title" | "url">> & {
  title: string;
  url?: string | null;
  /** The condition stated apart from the title, when the caller has no `condition_text` field name for it. */
  condition?: string | null;
  /** The catalog variant, when the caller knows it (an import line's `component_id`). */
  component_id?: string | null;
  /** When the price was seen (epoch ms). Absent: a sale's end (else its posting), an offer's `now`. */
  observed_at?: number | null;
  /** What its price is as evidence; absent: a sale when sold or closed, else an asking price. */
  kind?: ObservationKind | null;
};

/**
 * When a listing's price was seen: the caller's instant when given; a sale when it sold (its end,
 * else its posting), never after `now`; an offer or a wanted post at `now`.
 * @example observedAt({title: "x", status: "sold", ends_at: "2026-01-02T00:00:00Z"}, Date.parse("2026-02-01")) // 1767312000000
 */
export function observedAt(l: JudgeInput, now: number): number {
  if (l.observed_at != null && Number.isFinite(l.observed_at)) return l.observed_at;
  if (l.status !== "sold" && l.status !== "closed") return now;
  const at = Date.parse(String(l.ends_at ?? l.posted_at ?? ""));
  return Number.isFinite(at) && at <= now ? at : now;
}
