import type { AnyElysia } from "elysia";
import type { Services } from "../operations/context.ts";
import type { loadWeb, MountedPage } from "./loaded.ts";
import { PAGE_ROUTES } from "./routes.ts";

type Web = ReturnType<typeof loadWeb>;

/**
 * Mount the web app on the API's Elysia app: server-rendered pages at `/` (public price pages and
 * the signed-in pages under `/my/`), sign-in, hunt feeds and hashed static assets. Pages call the
 * same operations and repositories as the REST routes. The routes are registered at once, but the
 * pages, their templates and the assets load with the first web request: a server that only
 * answers the API starts sooner and stays smaller.
 * @example mountWeb(app, services);
 */
export function mountWeb<A extends AnyElysia>(app: A, services: Services): A {
  const unmetered: Services = { ...services, payments: null };
  let web: Web | null = null;
  let loading: Promise<Web> | null = null;
  const load = async (): Promise<Web> => (web ??= await (loading ??= import("./loaded.ts").then((m) => m.loadWeb(services, unmetered))));
  app.get("/assets/*", async ({ request }) => (web ?? (await load())).serveAsset(request, new URL(request.url).pathname));
  for (const r of PAGE_ROUTES) {
    const handler = async (ctx: Parameters<MountedPage>[0]) => (web ?? (await load())).pages.get(r.name)!(ctx);
    app.route(r.method, r.path, handler as never, { parse: "none" });
  }
  return app;
}
