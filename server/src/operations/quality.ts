import type { Operations } from "@rackhunt/core/api";
import { notFound } from "../http/errors.ts";
import { metered } from "../public/index.ts";
import { qualityReport } from "../quality/index.ts";
import type { Handler } from "./context.ts";

type QualityHandlers = {
  set_alert_feedback: Handler<Operations["set_alert_feedback"]>;
  get_quality: Handler<Operations["get_quality"]>;
};

export const qualityHandlers: QualityHandlers = {
  async set_alert_feedback({ params, body }, ctx) {
    const user = ctx.user!;
    const { repos, clock } = ctx.services;
    const now = clock.now();
    // Written only when the alert is of this hunt and the hunt is the caller's; otherwise 404, whichever part is missing.
    const via = ctx.webSessionId ? "web" : "api";
    const stored = await repos.quality.setFeedback({ user_id: user.id, hunt_id: params.hunt_id, alert_id: params.alert_id, label: body.label, reason: body.reason || null, via, now });
    if (!stored) throw notFound("Alert");
    return { alert_id: params.alert_id, hunt_id: params.hunt_id, label: body.label, reason: body.reason || null, updated_at: new Date(now).toISOString() };
  },

  get_quality: metered("Quality record", (_input, ctx) => qualityReport(ctx.services)),
};
