import type { AnyElysia } from "elysia";
import type { Services } from "../operations/context.ts";
import { serveAsset } from "./assets.ts";
import { page, type Access, type PageHandler } from "./route.ts";
import * as account from "./pages/account-actions.ts";
import { accountPage } from "./pages/account.tsx";
import { categoryPage } from "./pages/category.tsx";
import { componentPage } from "./pages/component.tsx";
import { dealsPage } from "./pages/deals.tsx";
import { homePage } from "./pages/home.tsx";
import { searchPage } from "./pages/search.tsx";
import { signInPages } from "./pages/sign-in.tsx";

/** One page of the web app: method, path (Elysia form), name for logs and metrics, who may open it. */
interface PageRoute {
  method: "GET" | "POST";
  path: string;
  name: string;
  access: Access;
  handler: PageHandler;
}

/** Every page; the sign-in pages keep their attempt counters per server. */
function routes(services: Services): PageRoute[] {
  const signIn = signInPages(services);
  return [
  { method: "GET", path: "/", name: "home", access: "public", handler: homePage },
  { method: "GET", path: "/deals", name: "deals", access: "public", handler: dealsPage },
  { method: "GET", path: "/search", name: "search", access: "public", handler: searchPage },
  { method: "GET", path: "/prices/:category", name: "category", access: "public", handler: categoryPage },
  { method: "GET", path: "/prices/:category/:component_id", name: "component", access: "public", handler: componentPage },
  { method: "GET", path: "/signin", name: "signin", access: "anonymous", handler: signIn.form },
  { method: "POST", path: "/signin", name: "signin-password", access: "anonymous", handler: signIn.password },
  { method: "POST", path: "/signin/key", name: "signin-key", access: "anonymous", handler: signIn.apiKey },
  { method: "GET", path: "/signin/code", name: "signin-code", access: "anonymous", handler: signIn.codeForm },
  { method: "POST", path: "/signin/code", name: "signin-code-check", access: "anonymous", handler: signIn.code },
  { method: "POST", path: "/signout", name: "signout", access: "anonymous", handler: signIn.signOut },
  { method: "GET", path: "/my/account", name: "account", access: "account", handler: (ctx) => accountPage(ctx) },
  { method: "POST", path: "/my/account/api-key", name: "account-key", access: "account", handler: account.rotateKey },
  { method: "POST", path: "/my/account/password", name: "account-password", access: "account", handler: account.changePassword },
  { method: "POST", path: "/my/account/totp/start", name: "account-totp-start", access: "account", handler: account.startTotp },
  { method: "POST", path: "/my/account/totp/confirm", name: "account-totp-confirm", access: "account", handler: account.confirmTotp },
  { method: "POST", path: "/my/account/totp/disable", name: "account-totp-disable", access: "account", handler: account.disableTotp },
  { method: "POST", path: "/my/account/sessions/others/revoke", name: "account-sessions-others", access: "account", handler: account.revokeOtherSessions },
  { method: "POST", path: "/my/account/sessions/:session_id/revoke", name: "account-session-revoke", access: "account", handler: account.revokeSession },
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
    const handler = page(services, unmetered, r.name, r.access, r.handler);
    app.route(r.method, r.path, handler as never, { parse: "none" });
  }
  return app;
}
