import type { Access } from "./route.ts";

/** One page of the web app: method, path (Elysia form), name for logs and metrics, who may open it. */
export interface PageRoute<N extends string = string> {
  method: "GET" | "POST";
  path: string;
  name: N;
  access: Access;
}

const get = <N extends string>(path: string, name: N, access: Access): PageRoute<N> => ({ method: "GET", path, name, access });
const post = <N extends string>(path: string, name: N, access: Access): PageRoute<N> => ({ method: "POST", path, name, access });

/**
 * Every page, by name; the handlers behind the names live in pages/handlers.ts, which loads with
 * the first page asked for (a server that only answers the API never loads the web app).
 */
export const PAGE_ROUTES = [
  get("/", "home", "public"),
  get("/deals", "deals", "public"),
  get("/quality", "quality", "public"),
  get("/search", "search", "public"),
  get("/prices/:category", "category", "public"),
  get("/prices/:category/:component_id", "component", "public"),

  get("/signin", "signin", "anonymous"),
  post("/signin", "signin-password", "anonymous"),
  post("/signin/key", "signin-key", "anonymous"),
  get("/signin/code", "signin-code", "anonymous"),
  post("/signin/code", "signin-code-check", "anonymous"),
  post("/signout", "signout", "anonymous"),

  get("/my/hunts", "hunts", "account"),
  get("/my/hunts/new", "hunt-new", "account"),
  post("/my/hunts", "hunt-create", "account"),
  post("/my/hunts/preview", "hunt-preview-new", "account"),
  get("/my/hunts/:hunt_id", "hunt", "account"),
  post("/my/hunts/:hunt_id", "hunt-update", "account"),
  post("/my/hunts/:hunt_id/preview", "hunt-preview", "account"),
  post("/my/hunts/:hunt_id/scan", "hunt-scan", "account"),
  get("/my/hunts/:hunt_id/scan/progress", "hunt-scan-progress", "account"),
  post("/my/hunts/:hunt_id/pause", "hunt-pause", "account"),
  post("/my/hunts/:hunt_id/resume", "hunt-resume", "account"),
  post("/my/hunts/:hunt_id/stop", "hunt-stop", "account"),
  get("/my/hunts/:hunt_id/delete", "hunt-delete-confirm", "account"),
  post("/my/hunts/:hunt_id/delete", "hunt-delete", "account"),
  post("/my/hunts/:hunt_id/feed", "hunt-feed", "account"),
  post("/my/hunts/:hunt_id/feed/revoke", "hunt-feed-revoke", "account"),
  get("/feeds/:file", "feed", "token"),

  get("/my/results", "results", "account"),
  get("/my/results/:result_id", "result", "account"),
  post("/my/results/:result_id/feedback", "result-feedback", "account"),

  get("/my/channels", "channels", "account"),
  post("/my/channels", "channel-create", "account"),
  post("/my/channels/:channel_id", "channel-update", "account"),
  post("/my/channels/:channel_id/test", "channel-test", "account"),
  get("/my/channels/:channel_id/delete", "channel-delete-confirm", "account"),
  post("/my/channels/:channel_id/delete", "channel-delete", "account"),

  get("/my/account", "account", "account"),
  post("/my/account/api-key", "account-key", "account"),
  post("/my/account/password", "account-password", "account"),
  post("/my/account/totp/start", "account-totp-start", "account"),
  post("/my/account/totp/confirm", "account-totp-confirm", "account"),
  post("/my/account/totp/disable", "account-totp-disable", "account"),
  post("/my/account/sessions/others/revoke", "account-sessions-others", "account"),
  post("/my/account/sessions/:session_id/revoke", "account-session-revoke", "account"),
] as const;

/** A page's name: pages/handlers.ts must give each one its handler (the compiler checks). */
export type PageName = (typeof PAGE_ROUTES)[number]["name"];
