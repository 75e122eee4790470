import type { AnyElysia } from "elysia";
import type { Services } from "../operations/context.ts";
import { serveAsset } from "./assets.ts";
import { page, type Access, type PageHandler } from "./route.ts";
import { categoryPage } from "./pages/category.tsx";
import { componentPage } from "./pages/component.tsx";
import { dealsPage } from "./pages/deals.tsx";
import { homePage } from "./pages/home.tsx";
import { searchPage } from "./pages/search.tsx";

/** One page of the web app: method, path (Elysia form), name for logs and metrics, who may open it. */
interface PageRoute {
  method: "GET" | "POST";
  path: string;
  name: string;
  access: Access;
  handler: PageHandler;
}

const ROUTES: PageRoute[] = [
  { method: "GET", path: "/", name: "home", access: "public", handler: homePage },
  { method: "GET", path: "/deals", name: "deals", access: "public", handler: dealsPage },
  { method: "GET", path: "/search", name: "search", access: "public", handler: searchPage },
  { method: "GET", path: "/prices/:category", name: "category", access: "public", handler: categoryPage },
  { method: "GET", path: "/prices/:category/:component_id", name: "component", access: "public", handler: componentPage },
];

/**
 * Mount the web app on the API's Elysia app: server-rendered pages at `/` (public price pages and
 * the signed-in pages under `/my/`), sign-in, hunt feeds and hashed static assets. Pages call the
 * same operations and repositories as the REST routes.
 * @example mountWeb(app, services);
 */
export function mountWeb<A extends AnyElysia>(app: A, services: Services): A {
  const unmetered: Services = { ...services, payments: null };
  app.get("/assets/*", ({ request }) => serveAsset(request, new URL(request.url).pathname));
  for (const r of ROUTES) {
    const handler = page(services, unmetered, r.name, r.access, r.handler);
    app.route(r.method, r.path, handler as never, { parse: "none" });
  }
  return app;
}
