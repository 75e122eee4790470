import { createHuntIndex, type HuntIndex, prepareHunt, type PreparedHunt } from "@rackhunt/core";
import type { TierTable } from "@rackhunt/core/schemas";
import type { HuntRow, Repos } from "../db/contracts/index.ts";
import { enabledSources, huntQuery } from "../scan/enabled-sources.ts";

/** The hunts one source's stream is matched against: their rows, and the index over them (same order). */
export interface SourceHunts {
  rows: HuntRow[];
  index: HuntIndex;
  /** The distinct queries of those hunts (a marketplace's newly-listed search runs per query). */
  queries: string[];
}

/** How long one read of the hunts in play is shared between the sources' streams. */
const SHARE_MS = 1_000;

/**
 * The hunts the streams are matched against: active, unpaused hunts of accounts whose tier has
 * `stream` (the tier table), read from the database at most once a second. Each hunt is prepared
 * once per version (id and updated_at), and each source's index is rebuilt only when its hunts
 * changed. The index lives in this process's memory: it is what makes one listing's match cost
 * grow with the hunts it could match, not with all of them.
 */
export function huntsInPlay(repos: Repos, tiers: TierTable, sourceNames: () => string[]) {
  const streamTiers = Object.entries(tiers).filter(([, limits]) => limits.stream === true).map(([tier]) => tier);
  const prepared = new Map<string, { version: number; hunt: PreparedHunt }>();
  const perSource = new Map<string, { key: string; value: SourceHunts }>();
  let shared: { at: number; rows: Promise<HuntRow[]> } | null = null;

  function prepare(row: HuntRow): PreparedHunt {
    const kept = prepared.get(row.id);
    if (kept && kept.version === row.updated_at) return kept.hunt;
    const hunt = prepareHunt(row);
    prepared.set(row.id, { version: row.updated_at, hunt });
    return hunt;
  }

  return {
    /** The tiers whose hunts are streamed. */
    tiers: streamTiers,
    async forSource(source: string, now: number): Promise<SourceHunts> {
      if (!shared || now - shared.at >= SHARE_MS || now < shared.at) shared = { at: now, rows: repos.hunts.streamable(streamTiers, now) };
      const all = await shared.rows;
      const names = sourceNames();
      const rows = all.filter((h) => enabledSources(h, names).includes(source));
      const key = rows.map((h) => `${h.id}:${h.updated_at}`).join(",");
      const cached = perSource.get(source);
      if (cached && cached.key === key) return { ...cached.value, rows };
      const value = { rows, index: createHuntIndex(rows.map(prepare)), queries: [...new Set(rows.map(huntQuery).filter((q) => q !== ""))] };
      perSource.set(source, { key, value });
      // Hunts no longer in play are not kept prepared.
      if (prepared.size > all.length * 2 + 100) {
        const live = new Set(all.map((h) => h.id));
        for (const id of prepared.keys()) if (!live.has(id)) prepared.delete(id);
      }
      return value;
    },
  };
}
export type HuntsInPlay = ReturnType<typeof huntsInPlay>;
