/** Tracked links: signed click redirects and email open pixels that move channel counters. */
export { createLinkSigner, trackedUrls } from "./token.ts";
export type { LinkKind, LinkSigner } from "./token.ts";
export { trackingRoutes, PIXEL_GIF } from "./routes.ts";
export { FEEDBACK_LINK_DAYS, feedbackUrls, readFeedbackLink } from "./feedback.ts";
export { feedbackRoutes } from "./feedback-routes.ts";
