import type { HuntJudgementStamp } from "@rackhunt/core";
export interface ResultInsert {
  id: string;
  hunt_id: string;
  user_id: string;
  listing_id: string;
  price: number | null;
  score: number;
  action: string;
  verdict: string | null;
  reasons: string[];
  reason_codes: string[];
  is_backfill: boolean;
  run_id: string;
  run_at: number;
}

/** Per listing: the hunt's latest score, action and verdict (the judgement's memory of it). */
export type LatestJudgements = Map<string, HuntJudgementStamp>;

/** The feed's per-hunt counts from (hunt, action, n) rows. */
export function countsByHuntOf(rows: Iterable<{ hunt_id: string; action: string; n: number }>): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const counts = out.get(r.hunt_id) ?? {};
    counts[r.action] = r.n;
    out.set(r.hunt_id, counts);
  }
  return out;
}

/** One row of the results feed (GET /hunts/results). */
export interface FeedRow {
  id: string;
  hunt_id: string;
  hunt_name: string;
  listing_id: string | null;
  title: string | null;
  url: string | null;
  price: number | null;
  source: string | null;
  score: number | null;
  action: string | null;
  verdict: string | null;
  alert_channel: string | null;
  is_backfill: boolean;
  run_at: number;
  /** JSON array of the scoring reasons (not part of the SPEC row; used by the CLI). */
  reasons: string | null;
  /** JSON array of the reasons' stable codes. */
  reason_codes: string | null;
  /** The price and currency the source listed (`price` is USD); not part of the SPEC row. */
  listed_price: number | null;
  listed_currency: string | null;
  /** The listing's status (active, sold, closed, wanted); null when the listing is gone. */
  listing_status: string | null;
}

/** Scan results and the results feed. */
export interface ResultsRepo {
  /**
   * Store feed rows of one hunt. A row whose `changed` is set also becomes the hunt's latest
   * judgement of its listing (what GET /hunts/{id}/listings reads).
   */
  insertMany(rows: readonly (ResultInsert & { changed: boolean })[]): Promise<void>;
  /** A hunt's current judgement of each listing, read once per scan of the hunt. */
  latestJudgements(huntId: string): Promise<LatestJudgements>;
  /** Add stored rows to a hunt's counts per action (what the feed's total reads). */
  addCounts(userId: string, huntId: string, counts: Readonly<Record<string, number>>): Promise<void>;
  /** addCounts for many hunts in one statement (a scan's batch). */
  addCountsMany(rows: readonly { user_id: string; hunt_id: string; counts: Readonly<Record<string, number>> }[]): Promise<void>;
  /** One row of the caller's feed, or null (another account's row reads as missing). */
  get(userId: string, id: string): Promise<FeedRow | null>;
  /** The feed's row counts of every hunt of an account, by action. */
  countsByHunt(userId: string): Promise<Map<string, Record<string, number>>>;
  /** The caller's feed, newest first; `action` "" means every action. */
  feed(userId: string, opts: { action: string; huntId?: string; limit: number; offset: number }): Promise<{ rows: FeedRow[]; total: number }>;
}
