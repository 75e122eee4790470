import { test } from "bun:test";
import { join } from "node:path";
import type { Source } from "@rackhunt/plugin-kit";
import { type RecordedPage, sourceConformance } from "@rackhunt/core/testing";

export const PAGES = join(import.meta.dir, "../fixtures/pages");

/** Reads a recorded page from test/fixtures/pages. */
export function page(path: string): Promise<string> {
  return Bun.file(join(PAGES, path)).text();
}

/** Starts a loopback server answering with `route(url)`; null means 404. robots.txt allows all. */
export function serve(route: (url: URL) => Promise<{ body: string; type: string } | null> | { body: string; type: string } | null) {
  const requests: string[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      requests.push(url.pathname + url.search);
      if (url.pathname === "/robots.txt") return new Response("User-agent: *\nAllow: /\n");
      const found = await route(url);
      return found ? new Response(found.body, { headers: { "content-type": found.type } }) : new Response("not found", { status: 404 });
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, requests, stop: () => server.stop(true) };
}

/** Registers the conformance suite's checks as bun tests. */
export function registerConformance(source: Source, pages: RecordedPage[]): void {
  for (const check of sourceConformance(source, pages)) test(check.name, () => check.run());
}

export const QUERY = { keywords: "epyc", category: null, min_price: null, max_price: null };

/** The complete example of the plugin guide (plugins/README.md), as a reader copies it. */
export async function guideExample(): Promise<string> {
  const guide = await Bun.file(join(import.meta.dir, "../../plugins/README.md")).text();
  const section = guide.slice(guide.indexOf("## A complete example"));
  const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error("plugins/README.md has no complete example");
  return code;
}

/** The recorded search pages of the guide's example shop. */
export const EXAMPLE_PAGES = join(import.meta.dir, "../fixtures/external-source/pages");

/** A loopback copy of the example shop's JSON search API. */
export async function serveExampleShop() {
  const page1 = await Bun.file(join(EXAMPLE_PAGES, "search-page1.json")).text();
  const page2 = await Bun.file(join(EXAMPLE_PAGES, "search-page2.json")).text();
  return serve((url) => (url.pathname === "/api/search" ? { body: url.searchParams.get("page") === "2" ? page2 : page1, type: "application/json" } : null));
}
