import { huntUnderstanding, understandHunt } from "@rackhunt/core";
import type { Hunt, HuntConfig, HuntCriteria, SourcesEnabled } from "@rackhunt/core/schemas";
import { iso } from "../clock.ts";
import type { HuntRow } from "../db/contracts/index.ts";
import { notFound, validationFailed } from "../http/errors.ts";
import { JsonText } from "../http/json-text.ts";
import { enabledSources, huntQuery } from "../scan/enabled-sources.ts";
import { requireUser, type HandlerTable, type RequestContext } from "./context.ts";
import { announceIgnoredKeys, checkHuntFields, ignoredKeysHeader } from "./hunt-rules.ts";

/** The Hunt resource of a stored row, with how its sentence was read. */
export function toHunt(r: HuntRow): Hunt {
  return {
    id: r.id,
    user_id: r.user_id,
    name: r.name,
    config: r.config as HuntConfig,
    poll_interval_hours: r.poll_interval_hours,
    active: r.active,
    paused_until: iso(r.paused_until),
    created_at: iso(r.created_at)!,
    last_run_at: iso(r.last_run_at),
    last_manual_scan_at: iso(r.last_manual_scan_at),
    criteria: (r.criteria as HuntCriteria | null) ?? null,
    target_price: r.target_price,
    ceiling_price: r.ceiling_price,
    sources_enabled: (r.sources_enabled as SourcesEnabled | null) ?? null,
    alert_count: r.alert_count,
    last_alert_at: iso(r.last_alert_at),
    last_alert_status: r.last_alert_status,
    understood: huntUnderstanding(r),
  };
}

/** A saved hunt with the warnings its saving gave (the field is there only when there are some). */
function withWarnings(hunt: Hunt, warnings: string[] | undefined): Hunt {
  return warnings?.length ? { ...hunt, warnings } : hunt;
}

/**
 * The criteria and target a hunt is saved with, read from its sentence under the fields the user
 * set (see the core's understandHunt); a sentence contradicting a field is the 422 shape naming both.
 */
function understood(next: Pick<HuntRow, "name" | "config">, explicit: { criteria?: HuntCriteria | null; target_price?: number | null }, previous?: HuntRow) {
  const u = understandHunt(next, explicit, previous);
  if (u.conflicts.length) {
    throw validationFailed(u.conflicts.map((c) => ({ loc: ["body", ...c.field.split(".")], msg: `${c.message} (see ${c.sentence_field})`, type: "value_error", input: null })));
  }
  return u;
}

// The SQLite repository hands back the same page while the database is unchanged; its JSON is kept
// with it (PostgreSQL hands back a new array each time, so nothing is kept).
const pageJson = new WeakMap<readonly HuntRow[], JsonText<Hunt[]>>();
function listJson(rows: readonly HuntRow[]): JsonText<Hunt[]> {
  let json = pageJson.get(rows);
  if (!json) pageJson.set(rows, (json = new JsonText(JSON.stringify(rows.map(toHunt)))));
  return json;
}

async function ownHunt(ctx: RequestContext, id: string): Promise<HuntRow> {
  const row = await ctx.services.repos.hunts.get(requireUser(ctx).id, id);
  if (!row) throw notFound("Hunt");
  return row;
}

export const huntHandlers = {
  list_hunts: async ({ query }, ctx) => listJson(await ctx.services.repos.hunts.list(requireUser(ctx).id, query.limit, query.offset)),

  create_hunt: async ({ body }, ctx) => {
    const user = requireUser(ctx);
    const { repos, clock } = ctx.services;
    checkHuntFields(ctx, body);
    const ignored = ignoredKeysHeader(body);
    const reading = understood(body, { criteria: body.criteria, target_price: body.target_price });
    const now = clock.now();
    const row = await ctx.capped((tx) => tx.hunts.insert({
      id: crypto.randomUUID(),
      user_id: user.id,
      name: body.name,
      config: body.config,
      criteria: reading.criteria,
      target_price: reading.target_price,
      ceiling_price: body.ceiling_price ?? null,
      sources_enabled: body.sources_enabled ?? null,
      poll_interval_hours: body.poll_interval_hours,
      active: true,
      created_at: now,
      updated_at: now,
      next_run_at: now,
    }));
    const { warnings } = await ctx.services.scanner.backfill(row);
    await queueSoldComps(ctx, row);
    announceIgnoredKeys(ctx, ignored);
    return withWarnings(toHunt(row), warnings);
  },

  get_hunt: async ({ params }, ctx) => toHunt(await ownHunt(ctx, params.hunt_id)),

  update_hunt: async ({ params, body }, ctx) => {
    const current = await ownHunt(ctx, params.hunt_id);
    checkHuntFields(ctx, body, current);
    const ignored = ignoredKeysHeader(body);
    const patch: Record<string, unknown> = { updated_at: ctx.services.clock.now() };
    // Absent and null both leave a required field unchanged; nullable fields are cleared by null.
    if (body.name != null) patch.name = body.name;
    if (body.config != null) patch.config = body.config;
    if (body.poll_interval_hours != null) patch.poll_interval_hours = body.poll_interval_hours;
    if (body.active != null) patch.active = body.active;
    for (const key of ["criteria", "target_price", "ceiling_price", "sources_enabled"] as const) {
      if (body[key] !== undefined) patch[key] = body[key];
    }
    // A new sentence (name or query) is read again; what the old one stated and the user left goes.
    const next = { name: (patch.name as string | undefined) ?? current.name, config: (patch.config as HuntConfig | undefined) ?? current.config };
    if (huntUnderstanding(next).sentence !== huntUnderstanding(current).sentence || "criteria" in patch || "target_price" in patch) {
      const reading = understood(next, { criteria: body.criteria, target_price: body.target_price }, current);
      patch.criteria = reading.criteria;
      patch.target_price = reading.target_price;
    }
    if (body.paused_until !== undefined) patch.paused_until = body.paused_until === null ? null : Date.parse(body.paused_until);
    const row = await ctx.capped((tx) => tx.hunts.update(current.user_id, current.id, patch));
    if (!row) throw notFound("Hunt");
    // New criteria or targets judge known listings differently: score them again at once.
    const rejudge = ["name", "config", "criteria", "target_price", "ceiling_price"].some((k) => k in patch);
    const warnings = rejudge ? (await ctx.services.scanner.backfill(row)).warnings : undefined;
    if (huntQuery(row) !== huntQuery(current) || "sources_enabled" in patch) await queueSoldComps(ctx, row);
    announceIgnoredKeys(ctx, ignored);
    return withWarnings(toHunt(row), warnings);
  },

  delete_hunt: async ({ params }, ctx) => {
    if (!(await ctx.services.repos.hunts.delete(requireUser(ctx).id, params.hunt_id))) throw notFound("Hunt");
    return undefined;
  },
} satisfies Partial<HandlerTable>;

/** A new hunt or a new query: its sources' sold results are fetched at once, so its first scan has a market. */
async function queueSoldComps(ctx: RequestContext, row: HuntRow): Promise<void> {
  const { soldComps, scanner } = ctx.services;
  await soldComps.enqueue(enabledSources(row, scanner.sourceNames()), huntQuery(row));
}
