/**
 * The stream (issue 26), two figures:
 *
 * 1. Match cost of ONE new listing against 100,000 active hunts (per listing the median of 5 runs,
 *    then p50/p95 over the listings), through the hunt index
 *    (createHuntIndex: candidates, then the same relevance rule the plan applies), next to a plain
 *    loop of that rule over all 100,000 hunts, in the same run. Each listing's facts are read once
 *    beforehand (the judgement reads every listing once whatever it is matched against). Hunts are
 *    queries users would write, made from the 1,154 real titles (2 to 3 of a title's words: a
 *    model, a capacity, an interface), so the index sees realistic key spread. Aim: p95 < 1 ms.
 *
 * 2. Publication-to-webhook latency: a loopback feed, the real server (background work started as
 *    `rackhunt serve` starts it) over a SQLite file, 10,000 active hunts, a lifetime account with
 *    a webhook to a loopback receiver; an item is published, and the time until its webhook
 *    arrives is taken, over RACKHUNT_BENCH_PUBLICATIONS (default 20) publications one after
 *    another, with the stream cadence RACKHUNT_BENCH_STREAM_SECONDS (default 10 s). Skipped with
 *    RACKHUNT_BENCH_PUBLICATIONS=0.
 *
 *   bun bench/stream.bench.ts
 */
import { createHuntIndex, describeListing, prepareHunt, quantileSorted, relevanceFailure, type PreparedHunt } from "@rackhunt/core";
import { labelledTitles } from "./bench-titles.ts";

const HUNTS = 100_000;
const titles = labelledTitles();
const facts = titles.map((title) => describeListing({ title, price: 100 }).facts);

/**
 * A user's query from a real title: its first word (often the brand) and one or two of its words
 * with a digit and at least four characters (a model or part number, a capacity), as hunts name
 * what they want ("Intel X520-DA2", "HGST HUH728080AL5200"); deterministic.
 */
function queryFrom(title: string, i: number): string {
  const words = title.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w) && w.length > 1 && !w.startsWith("$"));
  const numbered = words.filter((w) => /\d/.test(w) && w.length >= 4);
  if (numbered.length === 0) return words.slice(0, 3).join(" ") || title;
  const pick = numbered.slice(i % numbered.length, (i % numbered.length) + 1 + (i % 2));
  return [words[0], ...pick].join(" ");
}

const t0 = performance.now();
const hunts: PreparedHunt[] = [];
const distinct = new Map<string, PreparedHunt>();
for (let i = 0; i < HUNTS; i++) {
  const query = queryFrom(titles[i % titles.length]!, Math.floor(i / titles.length));
  // Hunts with the same query read it alike; each is still its own hunt in the index.
  const base = distinct.get(query) ?? prepareHunt({ id: `q${distinct.size}`, name: query, config: { query } });
  distinct.set(query, base);
  hunts.push({ ...base, id: `h${i}` });
}
const prepared = performance.now() - t0;
const t1 = performance.now();
const index = createHuntIndex(hunts);
const built = performance.now() - t1;

function matchIndexed(f: (typeof facts)[number]): number {
  return index.matches(f).length;
}
function matchLoop(f: (typeof facts)[number]): number {
  let n = 0;
  for (const h of hunts) if (relevanceFailure(f, h.query) === null) n++;
  return n;
}

/** Per listing, the median of `runs` timings (a garbage collection in one run is not the listing's cost), sorted. */
function timeEach(list: typeof facts, fn: (f: (typeof facts)[number]) => number, runs: number): { ms: number[]; matched: number[] } {
  const ms: number[] = [];
  const matched: number[] = [];
  for (const f of list) {
    const times: number[] = [];
    for (let r = 0; r < runs; r++) {
      const s = performance.now();
      const n = fn(f);
      times.push(performance.now() - s);
      if (r === 0) matched.push(n);
    }
    ms.push(times.sort((a, b) => a - b)[Math.floor(runs / 2)]!);
  }
  return { ms: ms.sort((a, b) => a - b), matched };
}

// Warm up both paths, then measure: the index over every title, the loop over every 10th (it is slow).
for (const f of facts.slice(0, 50)) matchIndexed(f), matchLoop(f);
const indexed = timeEach(facts, matchIndexed, 5);
const sample = facts.filter((_, i) => i % 10 === 0);
const looped = timeEach(sample, matchLoop, 3);
const same = sample.every((f, i) => matchIndexed(f) === looped.matched[i]);
const q = (xs: number[], p: number) => quantileSorted(xs, p).toFixed(3);
console.log(`hunts: ${HUNTS.toLocaleString("en-US")} (${distinct.size.toLocaleString("en-US")} distinct queries), prepared in ${(prepared / 1000).toFixed(1)} s, indexed in ${built.toFixed(0)} ms`);
console.log(`listings: ${facts.length} real titles; mean hunts matched per listing ${(indexed.matched.reduce((a, b) => a + b, 0) / facts.length).toFixed(1)}; index and loop agree: ${same}`);
console.log(`match one listing, index: p50 ${q(indexed.ms, 0.5)} ms  p95 ${q(indexed.ms, 0.95)} ms  max ${indexed.ms.at(-1)!.toFixed(3)} ms`);
console.log(`match one listing, plain loop over all hunts (${sample.length} listings): p50 ${q(looped.ms, 0.5)} ms  p95 ${q(looped.ms, 0.95)} ms`);
const busy = indexed.matched.map((m, i) => [m, i] as const).sort((a, b) => b[0] - a[0]);
console.log(`hunts matched per listing: p50 ${quantileSorted(indexed.matched.slice().sort((a, b) => a - b), 0.5)}  p95 ${quantileSorted(indexed.matched.slice().sort((a, b) => a - b), 0.95)}  max ${busy[0]![0]}`);
console.log(`index p95 is ${(quantileSorted(looped.ms, 0.95) / quantileSorted(indexed.ms, 0.95)).toFixed(0)}x faster than the loop's`);

const publications = Number(process.env.RACKHUNT_BENCH_PUBLICATIONS ?? "20");
if (publications > 0) await publicationLatency(publications, Number(process.env.RACKHUNT_BENCH_STREAM_SECONDS ?? "10"));

async function publicationLatency(count: number, cadence: number): Promise<void> {
  const { startServer } = await import("../test/support/server.ts");
  const { liveFeed } = await import("../test/support/live-feed.ts");
  const { startBackground } = await import("../server/src/runtime.ts");
  const { createFetcher } = await import("@rackhunt/core");
  const feed = liveFeed(50);
  const arrivals = new Map<string, number>();
  const hook = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const body = (await request.json()) as { listing: { url: string } };
      arrivals.set(body.listing.url, performance.now());
      return new Response("ok");
    },
  });
  const s = await startServer(
    {
      RACKHUNT_LOG_LEVEL: "warn",
      RACKHUNT_RATE_LIMITS: "off",
      RACKHUNT_SOURCES: JSON.stringify({ aggregator: { feed_url: feed.url }, forum: false, auction: false }),
      RACKHUNT_ALLOW_PRIVATE_SOURCES: "on",
      RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "on",
      RACKHUNT_SECRET_KEY: "bench-secret-key-material-0123456789abcdef",
      RACKHUNT_STREAM_SECONDS: String(cadence),
      RACKHUNT_SCHEDULER: "off",
    },
    undefined,
    { fetcher: createFetcher({ per_host_interval_ms: 0, max_retries: 0 }) },
  );
  const key = await s.user("bench-stream@example.com", { tier: "lifetime" });
  const user = (await s.app.services.repos.users.findByEmail("bench-stream@example.com"))!;
  const now = Date.now();
  // 10,000 active hunts of stream accounts: the account's own drive hunt and 9,999 others from real titles.
  await s.app.services.repos.transaction(async (tx) => {
    for (let i = 0; i < 10_000; i++) {
      const query = i === 0 ? "8tb sas" : queryFrom(titles[i % titles.length]!, Math.floor(i / titles.length));
      await tx.hunts.insert({ id: crypto.randomUUID(), user_id: user.id, name: query, config: { query }, target_price: i === 0 ? 60 : null, ceiling_price: null, poll_interval_hours: 1, created_at: now, updated_at: now, next_run_at: now + 3_600_000 });
    }
  });
  const channel = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "hook", channel_type: "webhook", notify_url: `http://127.0.0.1:${hook.port}/in` } });
  if (channel.status !== 201) throw new Error(`channel: ${channel.status}`);
  const background = startBackground(s.app, { scheduler: false });
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = `bench-${i}`;
    const url = `https://deals.example/d/${id}`;
    const published = performance.now();
    feed.publish({ id, title: `HGST Ultrastar He8 8TB SAS 3.5" HUH728080AL5200 lot ${i} - $${40 + (i % 10)}`, posted: new Date() });
    while (!arrivals.has(url)) await Bun.sleep(10);
    latencies.push((arrivals.get(url)! - published) / 1000);
    // Publications are spread over the cadence, not aligned with the reads.
    await Bun.sleep(Math.random() * cadence * 1000);
  }
  await background.stop();
  await s.stop();
  hook.stop(true);
  feed.stop();
  latencies.sort((a, b) => a - b);
  console.log(`publication to webhook, 10,000 hunts, cadence ${cadence} s, ${count} publications: p50 ${quantileSorted(latencies, 0.5).toFixed(2)} s  p95 ${quantileSorted(latencies, 0.95).toFixed(2)} s  max ${latencies.at(-1)!.toFixed(2)} s`);
}
