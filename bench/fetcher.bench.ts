// Overhead of the polite fetcher per request (robots.txt cached, rate limit off, UA, validator
// cache, capped streamed body) against a bare fetch of the same local page, in the same run.
// Run: ./node_modules/.bin/bun bench/fetcher.bench.ts
import { bench, do_not_optimize, run, summary } from "mitata";
import { createFetcher } from "../packages/core/src/fetcher/index.ts";

const body = "<html><body>" + "<li class=\"s-card\">listing</li>".repeat(400) + "</body></html>";
const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  fetch: (request) =>
    new URL(request.url).pathname === "/robots.txt"
      ? new Response("User-agent: *\nDisallow: /private\n")
      : new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } }),
});
const url = `http://127.0.0.1:${server.port}/search?q=epyc`;
const fetcher = createFetcher({ per_host_interval_ms: 0, per_host_concurrency: 64 });
await fetcher.fetch({ url }); // robots.txt read once, as in a real run

summary(() => {
  bench("bare fetch + text() (baseline)", async () => do_not_optimize(await (await fetch(url)).text())).baseline(true);
  bench("polite fetcher.fetch", async () => {
    const result = await fetcher.fetch({ url });
    if (!result.ok) throw result.error;
    do_not_optimize(result.body);
  });
});

const { benchmarks } = await run();
const avg = (prefix: string) => benchmarks.find((b) => b.alias.startsWith(prefix))?.runs[0]?.stats?.avg ?? Number.NaN;
const bare = avg("bare fetch");
const polite = avg("polite fetcher");
console.log(`\nfetcher overhead per request: ${((polite - bare) / 1e3).toFixed(1)} µs (${(polite / bare).toFixed(2)}x a bare fetch; ${(bare / 1e3).toFixed(1)} µs vs ${(polite / 1e3).toFixed(1)} µs)`);
server.stop(true);
