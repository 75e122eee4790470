import { AlertFeedback, AlertFeedbackBody, AlertFeedbackParams, QualityReport } from "../schemas/quality.ts";
import { defineOperation, READ_ONLY } from "./operation.ts";

export const setAlertFeedback = defineOperation({
  name: "set_alert_feedback",
  method: "POST",
  path: "/hunts/{hunt_id}/alerts/{alert_id}/feedback",
  summary: "Label an alert: deal, edge or noise",
  description:
    "Say whether one of your alerts was a deal: label deal, edge (borderline) or noise, with an optional reason (up to 500 characters). One label per alert and account: setting it again replaces it. Labels feed the public alert precision (deal ÷ labelled) at /quality. 404 when the hunt or the alert is not yours.",
  tag: "hunts",
  auth: "user",
  params: AlertFeedbackParams,
  body: AlertFeedbackBody,
  response: AlertFeedback,
  errors: [404],
  agent: { title: "Label alert", readOnly: false, destructive: false, idempotent: true, openWorld: false },
});

export const getQuality = defineOperation({
  name: "get_quality",
  method: "GET",
  path: "/api/public/quality",
  summary: "Rackhunt's own record: alert precision, price error, latency",
  description:
    "How well this install's alerts and price guide do, over a rolling 90 days, per category and per source, each figure with its n: alert precision from users' feedback (deal ÷ labelled), the median absolute percentage error of the benchmark median against listings later seen sold, and alert latency p50/p95. The method is explained in words in `method`. Recomputed at most once a minute. Public, no key: 50 free requests per day per IP across the public endpoints, then 402 with x402/MPP payment instructions.",
  tag: "public",
  auth: "public",
  response: QualityReport,
  errors: [402],
  publicSpec: true,
  agent: { title: "Quality record", ...READ_ONLY },
});
