import type { Services } from "../operations/context.ts";
import { serveAsset } from "./assets.ts";
import { pageHandlers } from "./pages/handlers.ts";
import { page } from "./route.ts";
import { PAGE_ROUTES } from "./routes.ts";

/** A page as Elysia calls it: the handler wrapped in what every page does (route.ts). */
export type MountedPage = ReturnType<typeof page>;

/**
 * The web app as the first web request loads it: every page of routes.ts wrapped, by name, and
 * the static assets.
 */
export function loadWeb(services: Services, unmetered: Services): { pages: Map<string, MountedPage>; serveAsset: typeof serveAsset } {
  const handlers = pageHandlers(services);
  const pages = new Map<string, MountedPage>();
  for (const r of PAGE_ROUTES) pages.set(r.name, page(services, unmetered, r.name, r.path, r.access, handlers[r.name]));
  return { pages, serveAsset };
}
