import type { AnyElysia } from "elysia";
import type { Services } from "../operations/context.ts";
import { serveAsset } from "./assets.ts";
import { huntFeed } from "./feed.ts";
import * as account from "./pages/account-actions.ts";
import { accountPage } from "./pages/account.tsx";
import { categoryPage } from "./pages/category.tsx";
import * as channels from "./pages/channels.tsx";
import { componentPage } from "./pages/component.tsx";
import { dealsPage } from "./pages/deals.tsx";
import { qualityPage } from "./pages/quality.tsx";
import { homePage } from "./pages/home.tsx";
import * as hunt from "./pages/hunt-actions.tsx";
import { huntPage } from "./pages/hunt.tsx";
import { huntsPage } from "./pages/hunts.tsx";
import { resultFeedback, resultPage } from "./pages/result.tsx";
import { scanProgressPage } from "./pages/scan-progress.tsx";
import { resultsPage } from "./pages/results.tsx";
import { searchPage } from "./pages/search.tsx";
import { signInPages } from "./pages/sign-in.tsx";
import { page, type Access, type PageHandler } from "./route.ts";

/** One page of the web app: method, path (Elysia form), name for logs and metrics, who may open it. */
interface PageRoute {
  method: "GET" | "POST";
  path: string;
  name: string;
  access: Access;
  handler: PageHandler;
}

const get = (path: string, name: string, access: Access, handler: PageHandler): PageRoute => ({ method: "GET", path, name, access, handler });
const post = (path: string, name: string, access: Access, handler: PageHandler): PageRoute => ({ method: "POST", path, name, access, handler });

/** Every page; the sign-in pages count attempts in the database's rate-limit windows, shared by every server. */
function routes(services: Services): PageRoute[] {
  const signIn = signInPages(services);
  return [
    get("/", "home", "public", homePage),
    get("/deals", "deals", "public", dealsPage),
    get("/quality", "quality", "public", qualityPage),
    get("/search", "search", "public", searchPage),
    get("/prices/:category", "category", "public", categoryPage),
    get("/prices/:category/:component_id", "component", "public", componentPage),

    get("/signin", "signin", "anonymous", signIn.form),
    post("/signin", "signin-password", "anonymous", signIn.password),
    post("/signin/key", "signin-key", "anonymous", signIn.apiKey),
    get("/signin/code", "signin-code", "anonymous", signIn.codeForm),
    post("/signin/code", "signin-code-check", "anonymous", signIn.code),
    post("/signout", "signout", "anonymous", signIn.signOut),

    get("/my/hunts", "hunts", "account", huntsPage),
    get("/my/hunts/new", "hunt-new", "account", hunt.newHuntForm),
    post("/my/hunts", "hunt-create", "account", hunt.createHunt),
    post("/my/hunts/preview", "hunt-preview-new", "account", hunt.previewNewHunt),
    get("/my/hunts/:hunt_id", "hunt", "account", (ctx) => huntPage(ctx)),
    post("/my/hunts/:hunt_id", "hunt-update", "account", hunt.updateHunt),
    post("/my/hunts/:hunt_id/preview", "hunt-preview", "account", hunt.previewHuntEdit),
    post("/my/hunts/:hunt_id/scan", "hunt-scan", "account", hunt.scanHunt),
    get("/my/hunts/:hunt_id/scan/progress", "hunt-scan-progress", "account", scanProgressPage),
    post("/my/hunts/:hunt_id/pause", "hunt-pause", "account", hunt.pauseHunt),
    post("/my/hunts/:hunt_id/resume", "hunt-resume", "account", hunt.resumeHunt),
    post("/my/hunts/:hunt_id/stop", "hunt-stop", "account", hunt.stopHunt),
    get("/my/hunts/:hunt_id/delete", "hunt-delete-confirm", "account", hunt.confirmDeleteHunt),
    post("/my/hunts/:hunt_id/delete", "hunt-delete", "account", hunt.deleteHunt),
    post("/my/hunts/:hunt_id/feed", "hunt-feed", "account", hunt.newFeedToken),
    post("/my/hunts/:hunt_id/feed/revoke", "hunt-feed-revoke", "account", hunt.revokeFeedToken),
    get("/feeds/:file", "feed", "token", huntFeed),

    get("/my/results", "results", "account", resultsPage),
    get("/my/results/:result_id", "result", "account", (ctx) => resultPage(ctx)),
    post("/my/results/:result_id/feedback", "result-feedback", "account", resultFeedback),

    get("/my/channels", "channels", "account", (ctx) => channels.channelsPage(ctx)),
    post("/my/channels", "channel-create", "account", channels.createChannel),
    post("/my/channels/:channel_id", "channel-update", "account", channels.updateChannel),
    post("/my/channels/:channel_id/test", "channel-test", "account", channels.testChannel),
    get("/my/channels/:channel_id/delete", "channel-delete-confirm", "account", channels.confirmDeleteChannel),
    post("/my/channels/:channel_id/delete", "channel-delete", "account", channels.deleteChannel),

    get("/my/account", "account", "account", (ctx) => accountPage(ctx)),
    post("/my/account/api-key", "account-key", "account", account.rotateKey),
    post("/my/account/password", "account-password", "account", account.changePassword),
    post("/my/account/totp/start", "account-totp-start", "account", account.startTotp),
    post("/my/account/totp/confirm", "account-totp-confirm", "account", account.confirmTotp),
    post("/my/account/totp/disable", "account-totp-disable", "account", account.disableTotp),
    post("/my/account/sessions/others/revoke", "account-sessions-others", "account", account.revokeOtherSessions),
    post("/my/account/sessions/:session_id/revoke", "account-session-revoke", "account", account.revokeSession),
  ];
}

/**
 * Mount the web app on the API's Elysia app: server-rendered pages at `/` (public price pages and
 * the signed-in pages under `/my/`), sign-in, hunt feeds and hashed static assets. Pages call the
 * same operations and repositories as the REST routes.
 * @example mountWeb(app, services);
 */
export function mountWeb<A extends AnyElysia>(app: A, services: Services): A {
  const unmetered: Services = { ...services, payments: null };
  app.get("/assets/*", ({ request }) => serveAsset(request, new URL(request.url).pathname));
  for (const r of routes(services)) {
    app.route(r.method, r.path, page(services, unmetered, r.name, r.path, r.access, r.handler) as never, { parse: "none" });
  }
  return app;
}
