// Authenticated GET through Rackhunt (Elysia + auth + rate limit + SQLite) against a raw Bun.serve
// answering the same JSON, both on loopback in this process, measured in the same run.
// Run: ./node_modules/.bin/bun bench/http.bench.ts
import { bench, do_not_optimize, run, summary } from "mitata";
import { startServer } from "../test/support/server.ts";

const s = await startServer({ RACKHUNT_LOG_LEVEL: "silent" });
const key = await s.user("bench@example.com", { tier: "lifetime" });
// Lifetime's 10,000/min would throttle a benchmark; the limiter still runs, with a huge limit.
s.app.services.config.tiers.lifetime!.requests_per_minute = 1e12;
const body = JSON.stringify(await (await s.fetch("/account/me", { key })).json());
const raw = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response(body, { headers: { "Content-Type": "application/json" } }) });
const rawUrl = `http://127.0.0.1:${raw.port}/account/me`;
const auth = { headers: { Authorization: `Bearer ${key}` } };

summary(() => {
  bench("raw Bun.serve GET (baseline)", async () => do_not_optimize(await (await fetch(rawUrl, auth)).text())).baseline(true);
  bench("rackhunt GET /account/me (auth + rate limit + SQLite)", async () => do_not_optimize(await (await fetch(`${s.url}/account/me`, auth)).text()));
  bench("rackhunt GET /healthz (public, no auth)", async () => do_not_optimize(await (await fetch(`${s.url}/healthz`)).text()));
});

await run();
raw.stop(true);
await s.stop();
