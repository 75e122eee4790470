import * as v from "valibot";
import { PageQuery } from "../schemas/common.ts";
import { Hunt, HuntCreate, HuntIdParams, HuntListingsQuery, HuntUpdate, ResultsQuery } from "../schemas/hunt.ts";
import { Alert, Listing, ResultsPage, ScanResponse } from "../schemas/listing.ts";
import { defineOperation, READ_ONLY } from "./operation.ts";

const TAG = "hunts";

export const listHunts = defineOperation({
  name: "list_hunts",
  method: "GET",
  path: "/hunts",
  summary: "List your hunts",
  description: "Your saved hunts (saved searches with price targets and a polling interval), newest first, paged with limit and offset.",
  tag: TAG,
  auth: "user",
  query: PageQuery,
  response: v.array(Hunt),
  agent: { title: "List hunts", ...READ_ONLY },
});

export const createHunt = defineOperation({
  name: "create_hunt",
  method: "POST",
  path: "/hunts",
  summary: "Create a hunt",
  description:
    "Save a hunt: a name, a config (query terms, alert thresholds), optional criteria (category, capacity range, conditions, keywords, exclusions, per-unit caps such as max_price_per_tb), a target and a ceiling price, and which sources to watch (names this server runs). config and criteria are open objects: keys Rackhunt does not use are kept and echoed, and named in the Rackhunt-Ignored-Keys header. The watch threshold cannot exceed the alert threshold. Listings already known are scored against it at once. Refused with 403 tier_limit past the tier's active-hunt cap or below its minimum poll interval.",
  tag: TAG,
  auth: "user",
  tier: "active_hunts",
  body: HuntCreate,
  status: 201,
  response: Hunt,
  agent: { title: "Create hunt", readOnly: false, destructive: false, idempotent: false, openWorld: false },
});

export const getHunt = defineOperation({
  name: "get_hunt",
  method: "GET",
  path: "/hunts/{hunt_id}",
  summary: "Read a hunt",
  description: "One of your hunts with its counters (alert_count, last_run_at, last_alert_at).",
  tag: TAG,
  auth: "user",
  params: HuntIdParams,
  response: Hunt,
  errors: [404],
  agent: { title: "Get hunt", ...READ_ONLY },
});

export const updateHunt = defineOperation({
  name: "update_hunt",
  method: "PATCH",
  path: "/hunts/{hunt_id}",
  summary: "Update a hunt",
  description:
    "Change any of a hunt's fields; omitted fields stay as they are. `active: false` frees its slot; `paused_until` (a date-time, or null to resume) pauses it while it keeps its slot. Keys of config and criteria Rackhunt does not use are kept and named in the Rackhunt-Ignored-Keys header.",
  tag: TAG,
  auth: "user",
  tier: "active_hunts",
  params: HuntIdParams,
  body: HuntUpdate,
  response: Hunt,
  errors: [404],
  agent: { title: "Update hunt", readOnly: false, destructive: false, idempotent: true, openWorld: false },
});

export const deleteHunt = defineOperation({
  name: "delete_hunt",
  method: "DELETE",
  path: "/hunts/{hunt_id}",
  summary: "Delete a hunt",
  description: "Permanently delete a hunt with its results and alerts. This cannot be undone.",
  tag: TAG,
  auth: "user",
  params: HuntIdParams,
  status: 204,
  errors: [404],
  agent: { title: "Delete hunt", readOnly: false, destructive: true, idempotent: true, openWorld: false },
});

export const listResults = defineOperation({
  name: "list_results",
  method: "GET",
  path: "/hunts/results",
  summary: "Results feed across your hunts",
  description:
    "Every listing evaluated against your hunts, newest first, as {items, total}. filter: all, alerted (ALERT), near_miss (WATCH) or skipped (SKIP); hunt_id restricts the feed to one hunt. Rows from a hunt's first scoring of already-known listings carry is_backfill: true.",
  tag: TAG,
  auth: "user",
  query: ResultsQuery,
  response: ResultsPage,
  agent: { title: "Results feed", ...READ_ONLY },
});

export const listHuntAlerts = defineOperation({
  name: "list_hunt_alerts",
  method: "GET",
  path: "/hunts/{hunt_id}/alerts",
  summary: "Alerts fired for a hunt",
  description: "Alerts fired for one of your hunts, newest first: the listing, the channel that delivered it (null until delivered), the action and score.",
  tag: TAG,
  auth: "user",
  params: HuntIdParams,
  query: PageQuery,
  response: v.array(Alert),
  errors: [404],
  agent: { title: "Hunt alerts", ...READ_ONLY },
});

export const listHuntListings = defineOperation({
  name: "list_hunt_listings",
  method: "GET",
  path: "/hunts/{hunt_id}/listings",
  summary: "Listings evaluated for a hunt",
  description: "Listings evaluated for one of your hunts with that hunt's latest score, verdict and action; action (ALERT, WATCH or SKIP) filters, blank means all.",
  tag: TAG,
  auth: "user",
  params: HuntIdParams,
  query: HuntListingsQuery,
  response: v.array(Listing),
  errors: [404],
  agent: { title: "Hunt listings", ...READ_ONLY },
});

export const scanHunt = defineOperation({
  name: "scan_hunt",
  method: "POST",
  path: "/hunts/{hunt_id}/scan",
  summary: "Scan a hunt now",
  description:
    "Fetch the hunt's sources now, score every listing and fire alerts. Answers with counts per action, new listings, alerts fired and each source's outcome: ok; retry_later when the site is busy, with retry_at, before which it is not asked again for any hunt; skip_source when it could not be read this time (a login wall, a page its parser does not understand); stop when it is misconfigured. Limited to one manual scan per hunt per tier interval (429 with Retry-After). 409 when the hunt's sources_enabled leaves no source on.",
  tag: TAG,
  auth: "user",
  tier: "manual_scan",
  params: HuntIdParams,
  response: ScanResponse,
  errors: [404, 409],
  agent: { title: "Scan hunt", readOnly: false, destructive: false, idempotent: false, openWorld: true },
});
