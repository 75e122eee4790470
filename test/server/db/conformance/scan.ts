import { expect } from "bun:test";
import { account, HOUR, huntRow, listingRow, NOW, observation, resultRow, type ContractCheck } from "./kit.ts";

/** What a scan writes: listings, results, alerts; and what the API reads back. */
export const scanChecks: ContractCheck[] = [
  {
    name: "listings: a batch is stored once per (source, external_id); a second sight keeps the id and reports the price it had; facts come back as stored",
    async run({ repos }) {
      const first = await repos.listings.upsertMany([listingRow(1), listingRow(2, { source: "auction" })]);
      expect(first.map((s) => [s.created, s.previous_price])).toEqual([[true, null], [true, null]]);
      const again = await repos.listings.upsertMany([listingRow(3), listingRow(1, { price: 90, title: "renamed", seen_at: NOW + HOUR, facts: { listed_price: 90, note: "x" } })]);
      expect(again[1]).toEqual({ id: first[0]!.id, created: false, previous_price: 101, previous_status: "active", spotted: null, judged_median: null });
      expect(again[0]!.created).toBe(true);
      const recent = await repos.listings.recent(NOW, 10);
      expect(recent[0]).toMatchObject({ id: first[0]!.id, title: "renamed", price: 90, facts: { listed_price: 90, note: "x" } });
      expect(recent.map((r) => r.id).sort()).toEqual([first[0]!.id, first[1]!.id, again[0]!.id].sort());
      expect(await repos.listings.recent(NOW + 1, 10)).toHaveLength(1);
    },
  },
  {
    name: "listings: an open auction's first sighting is kept from its insert on, never overwritten; a close's ratio is stored with its observation",
    async run({ repos }) {
      const [first] = await repos.listings.upsertMany([listingRow(7, { source: "auction", spotted: { price: 30, hours: 53.5 } })]);
      expect(first).toMatchObject({ created: true, previous_status: null, spotted: { price: 30, hours: 53.5 } });
      const [again] = await repos.listings.upsertMany([listingRow(7, { source: "auction", price: 66, status: "sold", seen_at: NOW + HOUR, spotted: { price: 66, hours: 0.5 } })]);
      expect(again).toEqual({ id: first!.id, created: false, previous_price: 107, previous_status: "active", spotted: { price: 30, hours: 53.5 }, judged_median: null });
      const [third] = await repos.listings.upsertMany([listingRow(7, { source: "auction", price: 66, status: "sold", seen_at: NOW + 2 * HOUR })]);
      expect(third).toMatchObject({ previous_status: "sold", spotted: { price: 30, hours: 53.5 } });
      const feed = await repos.observations.follow();
      await repos.observations.insertMany([observation("hdd-close", 66, NOW, { listing_id: first!.id, close_ratio: 2.2, spotted_hours: 53.5 }), observation("hdd-close", 60, NOW)]);
      expect((await feed.next()).map((o) => [o.price, o.close_ratio ?? null, o.spotted_hours ?? null])).toEqual([[66, 2.2, 53.5], [60, null, null]]);
      expect((await feed.windows(["hdd-close"], NOW - HOUR)).get("hdd-close")!.map((o) => o.close_ratio ?? null)).toEqual([2.2, null]);
    },
  },
  {
    name: "listings: two workers storing the same new listing at once: exactly one of them created it",
    async run({ repos, another }) {
      const other = await another();
      const rows = Array.from({ length: 30 }, (_, i) => listingRow(i));
      const [a, b] = await Promise.all([repos.listings.upsertMany(rows.map((r) => ({ ...r, id: crypto.randomUUID() }))), other.listings.upsertMany(rows.map((r) => ({ ...r, id: crypto.randomUUID() })))]);
      for (let i = 0; i < rows.length; i++) {
        expect([a[i]!.created, b[i]!.created].filter(Boolean)).toHaveLength(1);
        expect(a[i]!.id).toBe(b[i]!.id);
      }
    },
  },
  {
    name: "results: one batch judging a listing twice keeps its last judgement",
    async run({ repos }) {
      const u = await account(repos);
      const h = await repos.hunts.insert(huntRow(u.id));
      const [l] = await repos.listings.upsertMany([listingRow(1)]);
      await repos.results.insertMany([resultRow(h.id, u.id, l!.id, { action: "SKIP", score: 5 }), resultRow(h.id, u.id, l!.id, { action: "WATCH", score: 55 })]);
      expect((await repos.results.latestJudgements(h.id)).get(l!.id)).toEqual({ score: 55, action: "WATCH", verdict: "BUY" });
    },
  },
  {
    name: "results: rows written, the hunt's latest judgement kept per listing, counts added, the feed newest first with totals, filters and joined fields",
    async run({ repos }) {
      const u = await account(repos);
      const h1 = await repos.hunts.insert(huntRow(u.id, { name: "first" }));
      const h2 = await repos.hunts.insert(huntRow(u.id, { name: "second" }));
      const [l1, l2] = await repos.listings.upsertMany([listingRow(1, { facts: { listed_price: 80, listed_currency: "EUR" }, currency: "EUR" }), listingRow(2)]);
      const r1 = resultRow(h1.id, u.id, l1!.id, { run_at: NOW, action: "ALERT", score: 90, is_backfill: true });
      const r2 = resultRow(h1.id, u.id, l2!.id, { run_at: NOW + 1, action: "SKIP", score: 10, verdict: null, changed: true });
      const r3 = resultRow(h2.id, u.id, l2!.id, { run_at: NOW + 2, action: "WATCH", score: 60 });
      await repos.results.insertMany([r1, r2, r3]);
      // A row written only because an alert points at it leaves the latest judgement as it was.
      await repos.results.insertMany([resultRow(h1.id, u.id, l2!.id, { run_at: NOW + 3, action: "ALERT", score: 99, changed: false })]);
      expect(await repos.results.latestJudgements(h1.id)).toEqual(new Map([[l1!.id, { score: 90, action: "ALERT", verdict: "BUY" }], [l2!.id, { score: 10, action: "SKIP", verdict: null }]]));
      await repos.results.addCounts(u.id, h1.id, { ALERT: 2, WATCH: 0, SKIP: 1 });
      await repos.results.addCounts(u.id, h2.id, { WATCH: 1 });
      await repos.results.addCounts(u.id, h2.id, { WATCH: 1 });
      const all = await repos.results.feed(u.id, { action: "", limit: 10, offset: 0 });
      expect(all.total).toBe(5);
      expect(all.rows.map((r) => r.run_at)).toEqual([NOW + 3, NOW + 2, NOW + 1, NOW]);
      expect(all.rows[3]).toEqual({
        id: r1.id, hunt_id: h1.id, hunt_name: "first", listing_id: l1!.id, title: "AMD EPYC 7302P #1", url: "https://forum.example/t/1", price: 120, source: "forum", score: 90,
        action: "ALERT", verdict: "BUY", alert_channel: null, is_backfill: true, run_at: NOW, reasons: '["under target"]', reason_codes: '["TARGET_MET"]', listed_price: 80, listed_currency: "EUR", listing_status: "active",
      });
      const alerted = await repos.results.feed(u.id, { action: "ALERT", huntId: h1.id, limit: 1, offset: 1 });
      expect(alerted.total).toBe(2);
      expect(alerted.rows.map((r) => r.id)).toEqual([r1.id]);
      expect((await repos.results.feed(u.id, { action: "WATCH", limit: 10, offset: 0 })).total).toBe(2);
      const stranger = await account(repos);
      expect(await repos.results.feed(stranger.id, { action: "", huntId: h1.id, limit: 10, offset: 0 })).toEqual({ rows: [], total: 0 });
      const listed = await repos.listings.forHunt(h1.id, "", 10, 0);
      expect(listed.map((l) => [l.id, l.action, l.score])).toEqual([[l2!.id, "SKIP", 10], [l1!.id, "ALERT", 90]]);
      expect((await repos.listings.forHunt(h1.id, "ALERT", 10, 0)).map((l) => l.id)).toEqual([l1!.id]);
    },
  },
  {
    name: "alerts: stored with the hunt's counters bumped; the history tells the last alerted price and cross-posts; listed newest first",
    async run({ repos }) {
      const u = await account(repos);
      const h = await repos.hunts.insert(huntRow(u.id));
      const [l1, l2] = await repos.listings.upsertMany([listingRow(1), listingRow(2)]);
      const alert = (id: string, listing: string, price: number, at: number, fp: string | null) => ({ id, hunt_id: h.id, listing_id: listing, result_id: crypto.randomUUID(), action: "ALERT", score: 90, price, fingerprint: fp, sent_at: at });
      await repos.alerts.insert(alert("a1", l1!.id, 120, NOW, "fp-1"), "queued");
      await repos.alerts.insert(alert("a2", l1!.id, 100, NOW + 1, "fp-1"), "no_channels");
      expect(await repos.hunts.byId(h.id)).toMatchObject({ alert_count: 2, last_alert_at: NOW + 1, last_alert_status: "no_channels" });
      const history = await repos.alerts.history(h.id);
      expect(history.lastAlertPrice(l1!.id)).toBe(100);
      expect(history.lastAlertPrice(l2!.id)).toBeUndefined();
      expect(history.crossPosted("fp-1", l2!.id)).toBe(true);
      expect(history.crossPosted("fp-1", l1!.id)).toBe(false);
      expect((await repos.alerts.forHunt(h.id, 10, 0)).map((a) => [a.id, a.channel, a.score])).toEqual([["a2", null, 90], ["a1", null, 90]]);
      expect((await repos.alerts.forHunt(h.id, 1, 1)).map((a) => a.id)).toEqual(["a1"]);
    },
  },
  {
    name: "alerts: insertMany stores a batch in order, each hunt's counters bumped by its own and its last one's status kept",
    async run({ repos }) {
      const u = await account(repos);
      const h1 = await repos.hunts.insert(huntRow(u.id));
      const h2 = await repos.hunts.insert(huntRow(u.id));
      const [l1, l2] = await repos.listings.upsertMany([listingRow(1), listingRow(2)]);
      const alert = (id: string, hunt: string, listing: string, at: number) => ({ id, hunt_id: hunt, listing_id: listing, result_id: crypto.randomUUID(), action: "ALERT", score: 90, price: 100, fingerprint: null, sent_at: at });
      await repos.alerts.insertMany([
        { alert: alert("b1", h1.id, l1!.id, NOW), status: "queued" },
        { alert: alert("b2", h2.id, l1!.id, NOW), status: "queued" },
        { alert: alert("b3", h1.id, l2!.id, NOW + 1), status: "no_channels" },
      ]);
      await repos.alerts.insertMany([]);
      expect(await repos.hunts.byId(h1.id)).toMatchObject({ alert_count: 2, last_alert_at: NOW + 1, last_alert_status: "no_channels" });
      expect(await repos.hunts.byId(h2.id)).toMatchObject({ alert_count: 1, last_alert_at: NOW, last_alert_status: "queued" });
      expect((await repos.alerts.forHunt(h1.id, 10, 0)).map((a) => a.id)).toEqual(["b3", "b1"]);
      expect((await repos.alerts.history(h1.id)).lastAlertPrice(l2!.id)).toBe(100);
    },
  },
  {
    name: "deals: current ALERT and WATCH listings, best score first, filtered, with the total",
    async run({ repos }) {
      const stored = await repos.listings.upsertMany([
        listingRow(1, { price: 80 }), listingRow(2, { price: 120, source: "auction" }), listingRow(3, { category: "ram", price: 30 }),
        listingRow(4, { price: 10 }), listingRow(5, { status: "sold" }), listingRow(6, { seen_at: NOW - 30 * 86_400_000 }),
      ]);
      const judged = [["ALERT", 90], ["WATCH", 60], ["WATCH", 55], ["SKIP", 20], ["ALERT", 95], ["ALERT", 99]] as const;
      await repos.listings.setJudgements(stored.map((s, i) => ({ id: s.id, action: judged[i]![0], score: judged[i]![1], verdict: judged[i]![0] === "ALERT" ? "BUY" : "WAIT", reasons: [`p${i} of 30 sold over 90 days`] })));
      const since = NOW - 7 * 86_400_000;
      const page = await repos.deals.list({ since }, 10, 0);
      expect(page.total).toBe(3);
      expect(page.items.map((i) => [i.external_id, i.score, i.action])).toEqual([["ext-1", 90, "ALERT"], ["ext-2", 60, "WATCH"], ["ext-3", 55, "WATCH"]]);
      // The listing's own verdict keeps its reasons, and its status and facts come back read.
      expect(page.items.map((i) => [i.market_verdict, i.market_reasons, i.status, (i.facts as { listed_price: number }).listed_price])).toEqual([["BUY", ["p0 of 30 sold over 90 days"], "active", 101], ["WAIT", ["p1 of 30 sold over 90 days"], "active", 102], ["WAIT", ["p2 of 30 sold over 90 days"], "active", 103]]);
      expect((await repos.deals.list({ since, category: "cpu", source: "forum" }, 10, 0)).items.map((i) => i.external_id)).toEqual(["ext-1"]);
      expect((await repos.deals.list({ since, min_price: 50, max_price: 100 }, 10, 0)).items.map((i) => i.external_id)).toEqual(["ext-1"]);
      expect(await repos.deals.list({ since, action: "WATCH" }, 1, 1)).toMatchObject({ total: 2, items: [{ external_id: "ext-3" }] });
    },
  },
];
