import type { Db } from "../client.ts";
import type { HuntJudgementStamp } from "@rackhunt/core";
import { countsByHuntOf, type FeedRow, type ResultsRepo } from "../contracts/index.ts";

const FEED_COLUMNS = `r.id, r.hunt_id, h.name AS hunt_name, r.listing_id, l.title, l.url, r.price, l.source, r.score, r.action, r.verdict,
  a.channel AS alert_channel, r.is_backfill, r.run_at, r.reasons, r.reason_codes, json_extract(l.facts, '$.listed_price') AS listed_price, l.currency AS listed_currency, l.status AS listing_status
  FROM scan_results r JOIN hunts h ON h.id = r.hunt_id LEFT JOIN listings l ON l.id = r.listing_id LEFT JOIN alerts a ON a.result_id = r.id`;

type FeedRaw = Omit<FeedRow, "is_backfill"> & { is_backfill: number };
const fromRaw = (r: FeedRaw): FeedRow => ({ ...r, is_backfill: r.is_backfill === 1 });

/** Scan results and the results feed (SQLite). */
export function resultsRepo(db: Db): ResultsRepo {
  const c = db.$client;
  const insert = c.prepare(
    `INSERT INTO scan_results (id, hunt_id, user_id, listing_id, price, score, action, verdict, reasons, reason_codes, is_backfill, run_id, run_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const bump = c.prepare(
    "INSERT INTO result_counts (user_id, hunt_id, action, n) VALUES (?, ?, ?, ?4) ON CONFLICT (hunt_id, action) DO UPDATE SET n = n + ?4",
  );
  const upsertHuntListing = c.prepare(
    `INSERT INTO hunt_listings (hunt_id, listing_id, score, action, verdict, reason_codes, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (hunt_id, listing_id) DO UPDATE SET score = excluded.score, action = excluded.action, verdict = excluded.verdict, reason_codes = excluded.reason_codes, updated_at = excluded.updated_at`,
  );
  const judgements = c.prepare<HuntJudgementStamp & { listing_id: string }, [string]>("SELECT listing_id, score, action, verdict FROM hunt_listings WHERE hunt_id = ?");
  // One statement per access path so SQLite can walk the matching index in order and stop at LIMIT.
  const feedUser = c.prepare<FeedRaw, [string, number, number]>(`SELECT ${FEED_COLUMNS} WHERE r.user_id = ? ORDER BY r.run_at DESC, r.id DESC LIMIT ? OFFSET ?`);
  const feedUserAction = c.prepare<FeedRaw, [string, string, number, number]>(`SELECT ${FEED_COLUMNS} WHERE r.user_id = ? AND r.action = ? ORDER BY r.run_at DESC, r.id DESC LIMIT ? OFFSET ?`);
  const feedHunt = c.prepare<FeedRaw, [string, string, number, number]>(`SELECT ${FEED_COLUMNS} WHERE r.hunt_id = ? AND r.user_id = ? ORDER BY r.run_at DESC, r.id DESC LIMIT ? OFFSET ?`);
  const feedHuntAction = c.prepare<FeedRaw, [string, string, string, number, number]>(`SELECT ${FEED_COLUMNS} WHERE r.hunt_id = ? AND r.user_id = ? AND r.action = ? ORDER BY r.run_at DESC, r.id DESC LIMIT ? OFFSET ?`);
  const countUser = c.prepare<{ n: number | null }, [string, string]>("SELECT SUM(n) AS n FROM result_counts WHERE user_id = ?1 AND (?2 = '' OR action = ?2)");
  const countHunt = c.prepare<{ n: number | null }, [string, string, string]>("SELECT SUM(n) AS n FROM result_counts WHERE hunt_id = ?1 AND user_id = ?2 AND (?3 = '' OR action = ?3)");
  const one = c.prepare<FeedRaw, [string, string]>(`SELECT ${FEED_COLUMNS} WHERE r.id = ? AND r.user_id = ?`);
  const perHunt = c.prepare<{ hunt_id: string; action: string; n: number }, [string]>("SELECT hunt_id, action, n FROM result_counts WHERE user_id = ?");
  return {
    async get(userId, id) {
      const row = one.get(id, userId);
      return row ? fromRaw(row) : null;
    },
    async countsByHunt(userId) {
      return countsByHuntOf(perHunt.all(userId));
    },
    async insertMany(rows) {
      c.transaction(() => {
        for (const r of rows) {
          // Positional binding: this runs for every changed (hunt, listing) of every scan.
          const codes = JSON.stringify(r.reason_codes);
          insert.run(r.id, r.hunt_id, r.user_id, r.listing_id, r.price, r.score, r.action, r.verdict, JSON.stringify(r.reasons), codes, r.is_backfill ? 1 : 0, r.run_id, r.run_at);
          if (r.changed) upsertHuntListing.run(r.hunt_id, r.listing_id, r.score, r.action, r.verdict, codes, r.run_at);
        }
      })();
    },
    async latestJudgements(huntId) {
      return new Map(judgements.all(huntId).map(({ listing_id, ...j }) => [listing_id, j]));
    },
    async addCountsMany(rows) {
      for (const r of rows) await this.addCounts(r.user_id, r.hunt_id, r.counts);
    },
    async addCounts(userId, huntId, counts) {
      c.transaction(() => {
        for (const [action, n] of Object.entries(counts)) if (n > 0) bump.run(userId, huntId, action, n);
      })();
    },
    async feed(userId, opts) {
      const { action, huntId, limit, offset } = opts;
      if (huntId) {
        const rows = action ? feedHuntAction.all(huntId, userId, action, limit, offset) : feedHunt.all(huntId, userId, limit, offset);
        return { rows: rows.map(fromRaw), total: countHunt.get(huntId, userId, action)?.n ?? 0 };
      }
      const rows = action ? feedUserAction.all(userId, action, limit, offset) : feedUser.all(userId, limit, offset);
      return { rows: rows.map(fromRaw), total: countUser.get(userId, action)?.n ?? 0 };
    },
  };
}
