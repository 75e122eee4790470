import { usd } from "../pricing/usd.ts";
import type { ListingFacts } from "../schemas/scoring.ts";

/**
 * Auctions are judged by the price they will likely close at, not their current bid. Until Rackhunt
 * has its own closing records, the ratio of a close to the price when first seen comes from a
 * public anchor (camh000/dealfinder's sold-data finding: GPUs close at about 1.2× the price when
 * spotted, hard drives about 1.5×); the closer the end, the less is left to rise: the ratio shrinks
 * from its full size two days out to 1 at the end.
 */
export const AUCTION_CLOSE_RATIO: Readonly<Record<string, number>> = { gpu: 1.2, hdd: 1.5 };
export const DEFAULT_AUCTION_CLOSE_RATIO = 1.3;
/** Hours before its end at which an auction's full ratio applies. */
export const AUCTION_RATIO_HOURS = 48;
/** Hours left at which the estimate steps down (between them it holds). */
const RATIO_STEPS = [48, 24, 12, 6, 3, 1];

/** An auction alerts only in its last hours (a hunt's config.auction_alert_hours overrides). */
export const DEFAULT_AUCTION_ALERT_HOURS = 6;

/** An open auction at an instant: time left, bids, and where it will likely close (landed). */
export interface AuctionView {
  hours_left: number;
  bids: number;
  likely_total: number;
  reason: string;
}

/**
 * An open auction's likely close at `now` (its landed total: the item part grows, shipping stays),
 * or null for a Buy It Now, a sold or ended listing, or one without an end.
 * @example auctionView({price: 40, category: "hdd", auction: {buy_it_now: false, bids: 5, ends_at}, ...}, now)?.reason // "auction ends in 2 h with 5 bids: likely to close near $41.00"
 */
export function auctionView(f: ListingFacts, now: number): AuctionView | null {
  const a = f.auction;
  if (!a || a.buy_it_now !== false || f.status !== "active" || f.price === null) return null;
  const ends = Date.parse(a.ends_at ?? "");
  if (!Number.isFinite(ends) || ends <= now) return null;
  const hours_left = (ends - now) / 3_600_000;
  // Stepped, not continuous: a hunt's feed gets a row when a judgement changes, and an estimate
  // that moved with every scan would add one each time.
  const step = RATIO_STEPS.find((h) => hours_left >= h) ?? 0;
  const ratio = (AUCTION_CLOSE_RATIO[f.category ?? ""] ?? DEFAULT_AUCTION_CLOSE_RATIO) ** Math.min(1, step / AUCTION_RATIO_HOURS);
  const shipping = f.shipping ?? 0;
  const likely_total = Math.round(((f.price - shipping) * ratio + shipping) * 100) / 100;
  const bids = a.bids ?? 0;
  return { hours_left, bids, likely_total, reason: `auction ends in ${timeLeft(hours_left)} with ${bids} bid${bids === 1 ? "" : "s"}: likely to close near ${usd(likely_total)}` };
}

/**
 * Time left in words: minutes under an hour, hours under two days, else days.
 * @example timeLeft(0.5) // "30 min"
 */
export function timeLeft(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} days`;
}
