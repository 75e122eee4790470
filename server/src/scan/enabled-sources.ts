import { huntUnderstanding } from "@rackhunt/core";
import type { HuntRow } from "../db/contracts/index.ts";

/** The sources a hunt scans: every registered one unless `sources_enabled` switches it off. */
export function enabledSources(hunt: Pick<HuntRow, "sources_enabled">, available: string[]): string[] {
  const switches = (hunt.sources_enabled ?? {}) as Record<string, boolean>;
  const anyOn = Object.values(switches).some((on) => on);
  // An explicit allow-list ({forum: true}) means only those; only-false switches remove from all.
  return available.filter((name) => (anyOn ? switches[name] === true : switches[name] !== false));
}

/** What a scan of a hunt whose sources_enabled leaves no source on answers. */
export const NO_SOURCE_ENABLED = "No source is enabled for this hunt: its sources_enabled switches every source of this server off; enable one with PATCH /hunts/{hunt_id}";

/** What a hunt sends to its sources: its sentence without prices, bounds and condition words. */
export function huntQuery(hunt: Pick<HuntRow, "config" | "name">): string {
  return huntUnderstanding(hunt).search.trim();
}
