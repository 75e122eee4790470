import * as v from "valibot";
import { ListingFacts } from "@rackhunt/core";
import { ListingStatus, Verdict, type Alert, type Listing, type ScanResult } from "@rackhunt/core/schemas";
import { iso } from "../clock.ts";
import type { AlertRow, FeedRow, ListingRow } from "../db/contracts/index.ts";
import { conflict, notFound } from "../http/errors.ts";
import { enabledSources, NO_SOURCE_ENABLED } from "../scan/enabled-sources.ts";
import { requireUser, type HandlerTable, type RequestContext } from "./context.ts";

/** Feed filter names of SPEC.md to actions. */
export const FILTER_ACTION: Record<string, string> = { all: "", alerted: "ALERT", near_miss: "WATCH", skipped: "SKIP" };

export function toScanResult(r: FeedRow): ScanResult {
  return {
    id: r.id,
    hunt_id: r.hunt_id,
    hunt_name: r.hunt_name,
    listing_id: r.listing_id,
    title: r.title,
    url: r.url,
    price: r.price,
    source: r.source,
    score: r.score,
    action: r.action,
    verdict: r.verdict,
    alert_channel: r.alert_channel,
    is_backfill: r.is_backfill,
    run_at: iso(r.run_at)!,
    reasons: r.reasons ? (JSON.parse(r.reasons) as string[]) : [],
    reason_codes: r.reason_codes ? (JSON.parse(r.reason_codes) as string[]) : [],
    status: v.is(ListingStatus, r.listing_status) ? r.listing_status : null,
  };
}

export function toListing(r: ListingRow): Listing {
  const { status, facts, market_verdict, market_reasons, reason_codes, ...spec } = r;
  const read = v.safeParse(ListingFacts, facts);
  const verdict = v.safeParse(Verdict, market_verdict);
  return {
    ...spec,
    first_seen: iso(r.first_seen)!,
    last_seen: iso(r.last_seen)!,
    status: v.is(ListingStatus, status) ? status : undefined,
    facts: read.success ? read.output : null,
    market: verdict.success ? { verdict: verdict.output, reasons: market_reasons ?? [] } : null,
    reason_codes,
  };
}

export function toAlert(r: AlertRow): Alert {
  return { ...r, sent_at: iso(r.sent_at)! };
}

async function ownHuntId(ctx: RequestContext, id: string): Promise<string> {
  if (!(await ctx.services.repos.hunts.get(requireUser(ctx).id, id))) throw notFound("Hunt");
  return id;
}

export const resultHandlers = {
  list_results: async ({ query }, ctx) => {
    const user = requireUser(ctx);
    // A hunt_id of another account simply matches nothing (the feed is scoped by user).
    const { rows, total } = await ctx.services.repos.results.feed(user.id, { action: FILTER_ACTION[query.filter]!, huntId: query.hunt_id, limit: query.limit, offset: query.offset });
    return { items: rows.map(toScanResult), total };
  },

  list_hunt_alerts: async ({ params, query }, ctx) => (await ctx.services.repos.alerts.forHunt(await ownHuntId(ctx, params.hunt_id), query.limit, query.offset)).map(toAlert),

  list_hunt_listings: async ({ params, query }, ctx) =>
    (await ctx.services.repos.listings.forHunt(await ownHuntId(ctx, params.hunt_id), query.action ?? "", query.limit, query.offset)).map(toListing),

  scan_hunt: async ({ params }, ctx) => {
    const user = requireUser(ctx);
    const { repos, clock, scanner } = ctx.services;
    const existing = await repos.hunts.get(user.id, params.hunt_id);
    if (!existing) throw notFound("Hunt");
    // Nothing to scan: said before the manual-scan slot is spent.
    if (enabledSources(existing, ctx.services.sourceNames).length === 0) throw conflict(NO_SOURCE_ENABLED);
    const now = clock.now();
    // The tier rule (manual_scan) refuses a scan too soon after the last one, in this write's transaction.
    const hunt = await ctx.capped((tx) => tx.hunts.markManualScan(user.id, params.hunt_id, now));
    if (!hunt) throw notFound("Hunt");
    const results = await scanner.scan([hunt], { manual: true });
    const result = results.get(hunt.id);
    if (!result) throw new Error(`scan of hunt ${hunt.id} failed to record`);
    return result;
  },
} satisfies Partial<HandlerTable>;
