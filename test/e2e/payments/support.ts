import type { CatalogComponent } from "@rackhunt/core";
import { DAY_MS } from "@rackhunt/core";
import type { Clock } from "../../../server/src/clock.ts";
import type { MemoryToken } from "../../../server/src/payments/index.ts";
import { startServer, type TestServer } from "../../support/server.ts";
import { SECRET } from "../../server/payments/harness.ts";

/** The real server with local payments; the MPP secret is the harness's so its helpers can forge offers. */
export function startPaidRackhunt(env: Record<string, string> = {}, clock?: Clock): Promise<TestServer> {
  return startServer({ RACKHUNT_PAYMENTS: "local", RACKHUNT_RATE_LIMITS: "off", RACKHUNT_MPP_SECRET: SECRET, ...env }, clock);
}

/** The in-memory test token of a local-mode server. */
export function tokenOf(s: TestServer): MemoryToken {
  const token = s.app.services.payments?.token;
  if (!token) throw new Error("server without local payments");
  return token;
}

/** Two catalog variants of one category: `trusted` gets a trusted cohort, `thin` too few prices. */
export function pickComponents(s: TestServer): { trusted: CatalogComponent; thin: CatalogComponent } {
  const hdds = s.app.services.catalog.all().filter((c) => c.category === "hdd" && c.capacity);
  return { trusted: hdds[0]!, thin: hdds[1]! };
}

/**
 * Stores observations through the repository, as a scan does, and has the market read them: `count`
 * used prices around `center` (±2%, low dispersion) from two sources over the last `count` days.
 */
export async function seedObservations(s: TestServer, componentId: string, count: number, center: number, now = s.app.services.clock.now()): Promise<void> {
  const { repos, market } = s.app.services;
  const rows = Array.from({ length: count }, (_, i) => ({
      component_id: componentId,
      price: Math.round(center * (0.98 + (i % 5) * 0.01) * 100) / 100,
      observed_at: now - (i + 1) * (DAY_MS / 2),
      source: i % 2 === 0 ? "forum" : "auction",
      condition: "used" as const,
      location: null,
      listing_id: null,
      kind: "sold" as const,
  }));
  await repos.observations.insertMany(rows);
  await market.refresh();
}

/** The component URL of the paid benchmark. */
export const benchmarkUrl = (s: TestServer, id: string) => `${s.url}/api/x402/pricing/component/${id}`;
