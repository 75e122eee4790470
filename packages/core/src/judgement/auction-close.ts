import type { AuctionClose } from "../pricing/market.ts";
import { median } from "../pricing/stats.ts";
import { usd } from "../pricing/usd.ts";
import type { ListingFacts } from "../schemas/scoring.ts";

/**
 * Auctions are judged by the price they will likely close at, not their current bid: their price
 * when seen times how far such auctions rise from there. A market learns that from its own sold
 * auctions that were first seen open (close ÷ price when first seen, by how long they had left
 * then); until it holds MIN_AUCTION_CLOSES of them seen about as far from their end, the ratio
 * comes from a public anchor (camh000/dealfinder's sold-data finding: GPUs close at about 1.2× the
 * price when spotted, hard drives about 1.5×), shrinking from its full size two days out to 1 at
 * the end: the closer the end, the less is left to rise.
 */
export const AUCTION_CLOSE_RATIO: Readonly<Record<string, number>> = { gpu: 1.2, hdd: 1.5 };
export const DEFAULT_AUCTION_CLOSE_RATIO = 1.3;
/** Hours before its end at which an auction's full ratio applies. */
export const AUCTION_RATIO_HOURS = 48;
/** Hours left at which the estimate steps down (between them it holds). */
const RATIO_STEPS = [48, 24, 12, 6, 3, 1];

/** Closing records, seen from the same step before the end, a market needs before its own ratio is used. */
export const MIN_AUCTION_CLOSES = 5;

/** An auction alerts only in its last hours (a hunt's config.auction_alert_hours overrides). */
export const DEFAULT_AUCTION_ALERT_HOURS = 6;

/** An open auction at an instant: time left, bids, and where it will likely close (landed). */
export interface AuctionView {
  hours_left: number;
  bids: number;
  likely_total: number;
  reason: string;
}

/** An open auction as first seen: its item price (shipping apart) and the hours it had left. */
export interface AuctionSpotting {
  price: number;
  hours: number;
}

/**
 * What a host stores of an open auction the first time it sees it, or null for anything else: its
 * close is later measured against this.
 * @example auctionSpotting({price: 75, shipping: 35, status: "active", auction: {buy_it_now: false, ends_at}, ...}, now) // {price: 40, hours: 30}
 */
export function auctionSpotting(f: ListingFacts, now: number): AuctionSpotting | null {
  const hours = hoursLeft(f, now);
  if (hours === null) return null;
  const price = f.price! - (f.shipping ?? 0);
  return price > 0 ? { price, hours: Math.round(hours * 100) / 100 } : null;
}

/**
 * A sold auction's close against its price when first seen (item parts), or null when it was not
 * seen open or is no sold auction.
 * @example closeRatio({price: 95, shipping: 5, status: "sold", auction: {buy_it_now: false}, ...}, {price: 60, hours: 30}) // 1.5
 */
export function closeRatio(f: ListingFacts, spotted: AuctionSpotting | null | undefined): number | null {
  if (!spotted || f.auction?.buy_it_now !== false || (f.status !== "sold" && f.status !== "closed") || f.price === null) return null;
  const closed = f.price - (f.shipping ?? 0);
  return closed > 0 && spotted.price > 0 ? Math.round((closed / spotted.price) * 10_000) / 10_000 : null;
}

/**
 * An open auction's likely close at `now` (its landed total: the item part grows, shipping stays),
 * or null for a Buy It Now, a sold or ended listing, or one without an end. `closes` are its
 * market's sold auctions seen open: with MIN_AUCTION_CLOSES of them first seen in the same step
 * before their end, their median ratio is used instead of the anchor, and the reason says so.
 * @example auctionView({price: 40, category: "hdd", auction: {buy_it_now: false, bids: 5, ends_at}, ...}, now)?.reason // "auction ends in 2 h with 5 bids: likely to close near $41.00"
 */
export function auctionView(f: ListingFacts, now: number, closes: readonly AuctionClose[] = []): AuctionView | null {
  const hours_left = hoursLeft(f, now);
  if (hours_left === null) return null;
  // Stepped, not continuous: a hunt's feed gets a row when a judgement changes, and an estimate
  // that moved with every scan would add one each time.
  const step = stepOf(hours_left);
  const alike = closes.filter((c) => stepOf(c.spotted_hours) === step).map((c) => c.close_ratio);
  const learned = alike.length >= MIN_AUCTION_CLOSES;
  // Bids only rise: a ratio under 1 (a record whose first price was later lowered) is 1.
  const ratio = learned ? Math.max(1, median(alike)) : (AUCTION_CLOSE_RATIO[f.category ?? ""] ?? DEFAULT_AUCTION_CLOSE_RATIO) ** Math.min(1, step / AUCTION_RATIO_HOURS);
  const shipping = f.shipping ?? 0;
  const likely_total = Math.round(((f.price! - shipping) * ratio + shipping) * 100) / 100;
  const bids = f.auction!.bids ?? 0;
  const from = learned ? ` (as ${alike.length} of its market's auctions seen as long before their end closed)` : "";
  return { hours_left, bids, likely_total, reason: `auction ends in ${timeLeft(hours_left)} with ${bids} bid${bids === 1 ? "" : "s"}: likely to close near ${usd(likely_total)}${from}` };
}

/** Hours left of an open, priced auction at `now`, or null for anything else. */
function hoursLeft(f: ListingFacts, now: number): number | null {
  const a = f.auction;
  if (!a || a.buy_it_now !== false || f.status !== "active" || f.price === null) return null;
  const ends = Date.parse(a.ends_at ?? "");
  return Number.isFinite(ends) && ends > now ? (ends - now) / 3_600_000 : null;
}

/** The step of RATIO_STEPS an auction with `hours` left is in (0 in its last hour). */
function stepOf(hours: number): number {
  return RATIO_STEPS.find((h) => hours >= h) ?? 0;
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
