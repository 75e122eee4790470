import type { Db } from "../client.ts";

export interface ResultInsert {
  /** Given by the caller, or a time-ordered id made only when the row is stored. */
  id?: string;
  hunt_id: string;
  user_id: string;
  listing_id: string;
  price: number | null;
  score: number;
  action: string;
  verdict: string | null;
  reasons: string[];
  is_backfill: boolean;
  run_id: string;
  run_at: number;
}

/** Per listing: the hunt's latest score, action and verdict. */
export type LatestJudgements = Map<string, { score: number | null; action: string | null; verdict: string | null }>;

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
  is_backfill: number;
  run_at: number;
  /** JSON array of the scoring reasons (not part of the SPEC row; used by the CLI). */
  reasons: string | null;
  /** The price and currency the source listed (`price` is USD); not part of the SPEC row. */
  listed_price: number | null;
  listed_currency: string | null;
}

const FEED_COLUMNS = `r.id, r.hunt_id, h.name AS hunt_name, r.listing_id, l.title, l.url, r.price, l.source, r.score, r.action, r.verdict,
  a.channel AS alert_channel, r.is_backfill, r.run_at, r.reasons, json_extract(l.facts, '$.listed_price') AS listed_price, l.currency AS listed_currency
  FROM scan_results r JOIN hunts h ON h.id = r.hunt_id LEFT JOIN listings l ON l.id = r.listing_id LEFT JOIN alerts a ON a.result_id = r.id`;

/** Scan results and the results feed. */
export function resultsRepo(db: Db) {
  const c = db.$client;
  const insert = c.prepare(
    `INSERT INTO scan_results (id, hunt_id, user_id, listing_id, price, score, action, verdict, reasons, is_backfill, run_id, run_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const bump = c.prepare(
    "INSERT INTO result_counts (user_id, hunt_id, action, n) VALUES (?, ?, ?, ?4) ON CONFLICT (hunt_id, action) DO UPDATE SET n = n + ?4",
  );
  const upsertHuntListing = c.prepare(
    `INSERT INTO hunt_listings (hunt_id, listing_id, score, action, verdict, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (hunt_id, listing_id) DO UPDATE SET score = excluded.score, action = excluded.action, verdict = excluded.verdict, updated_at = excluded.updated_at`,
  );
  const judgements = c.prepare<{ listing_id: string; score: number | null; action: string | null; verdict: string | null }, [string]>(
    "SELECT listing_id, score, action, verdict FROM hunt_listings WHERE hunt_id = ?",
  );
  // One statement per access path so SQLite can walk the matching index in order and stop at LIMIT.
  const feedUser = c.prepare<FeedRow, [string, number, number]>(`SELECT ${FEED_COLUMNS} WHERE r.user_id = ? ORDER BY r.run_at DESC, r.id DESC LIMIT ? OFFSET ?`);
  const feedUserAction = c.prepare<FeedRow, [string, string, number, number]>(`SELECT ${FEED_COLUMNS} WHERE r.user_id = ? AND r.action = ? ORDER BY r.run_at DESC, r.id DESC LIMIT ? OFFSET ?`);
  const feedHunt = c.prepare<FeedRow, [string, string, number, number]>(`SELECT ${FEED_COLUMNS} WHERE r.hunt_id = ? AND r.user_id = ? ORDER BY r.run_at DESC, r.id DESC LIMIT ? OFFSET ?`);
  const feedHuntAction = c.prepare<FeedRow, [string, string, string, number, number]>(`SELECT ${FEED_COLUMNS} WHERE r.hunt_id = ? AND r.user_id = ? AND r.action = ? ORDER BY r.run_at DESC, r.id DESC LIMIT ? OFFSET ?`);
  const countUser = c.prepare<{ n: number | null }, [string, string]>("SELECT SUM(n) AS n FROM result_counts WHERE user_id = ?1 AND (?2 = '' OR action = ?2)");
  const countHunt = c.prepare<{ n: number | null }, [string, string, string]>("SELECT SUM(n) AS n FROM result_counts WHERE hunt_id = ?1 AND user_id = ?2 AND (?3 = '' OR action = ?3)");
  const one = c.prepare<FeedRow, [string, string]>(`SELECT ${FEED_COLUMNS} WHERE r.id = ? AND r.user_id = ?`);
  const perHunt = c.prepare<{ hunt_id: string; action: string; n: number }, [string]>("SELECT hunt_id, action, n FROM result_counts WHERE user_id = ?");
  return {
    /** One row of the caller's feed, or null (another account's row reads as missing). */
    get(userId: string, id: string): FeedRow | null {
      return one.get(id, userId) ?? null;
    },

    /** The feed's row counts of every hunt of an account, by action. */
    countsByHunt(userId: string): Map<string, Record<string, number>> {
      const out = new Map<string, Record<string, number>>();
      for (const r of perHunt.all(userId)) {
        const counts = out.get(r.hunt_id) ?? {};
        counts[r.action] = r.n;
        out.set(r.hunt_id, counts);
      }
      return out;
    },

    /**
     * Record a hunt's judgement of a listing (sync, in the scan transaction). The feed shows one
     * row per judgement change: a listing judged as the hunt last judged it (by a scan or by
     * backfill) adds no row, unless `force` (an alert points at its row). Returns the stored row's
     * id, or null when nothing was stored; `previous` is brought up to date with the change. The
     * caller adds stored rows to the counts with `count` once per hunt and action.
     */
    insert(r: ResultInsert, previous?: LatestJudgements, force = false): string | null {
      const last = previous?.get(r.listing_id);
      const unchanged = last !== undefined && last.score === r.score && last.action === r.action && last.verdict === r.verdict;
      if (unchanged && !force) return null;
      // Time-ordered ids append to the primary-key index instead of landing at random places.
      const id = r.id ?? Bun.randomUUIDv7();
      // Positional binding: this runs for every changed (hunt, listing) of every scan.
      insert.run(id, r.hunt_id, r.user_id, r.listing_id, r.price, r.score, r.action, r.verdict, JSON.stringify(r.reasons), r.is_backfill ? 1 : 0, r.run_id, r.run_at);
      if (!unchanged) {
        upsertHuntListing.run(r.hunt_id, r.listing_id, r.score, r.action, r.verdict, r.run_at);
        previous?.set(r.listing_id, { score: r.score, action: r.action, verdict: r.verdict });
      }
      return id;
    },

    /** A hunt's current judgement of each listing, read once per scan of the hunt. */
    latestJudgements(huntId: string): LatestJudgements {
      return new Map(judgements.all(huntId).map((j) => [j.listing_id, j]));
    },

    /** Add `n` rows of one action to a hunt's counts (what the feed's total reads). */
    count(userId: string, huntId: string, action: string, n: number): void {
      if (n > 0) bump.run(userId, huntId, action, n);
    },

    /** The caller's feed, newest first; `action` "" means every action. */
    feed(userId: string, opts: { action: string; huntId?: string; limit: number; offset: number }): { rows: FeedRow[]; total: number } {
      const { action, huntId, limit, offset } = opts;
      if (huntId) {
        const rows = action ? feedHuntAction.all(huntId, userId, action, limit, offset) : feedHunt.all(huntId, userId, limit, offset);
        return { rows, total: countHunt.get(huntId, userId, action)?.n ?? 0 };
      }
      const rows = action ? feedUserAction.all(userId, action, limit, offset) : feedUser.all(userId, limit, offset);
      return { rows, total: countUser.get(userId, action)?.n ?? 0 };
    },
  };
}
export type ResultsRepo = ReturnType<typeof resultsRepo>;
