import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createMarket, type MarketView, type PriceObservationInput, type SliceOptions, type Stratum } from "../../../packages/core/src/pricing/index.ts";
import {
  BATCH_SUSPICIOUS_REASON,
  type CohortNeed,
  type HuntMemory,
  judgeListing,
  judgeListings,
  judgePlan,
  planJudgement,
} from "../../../packages/core/src/judgement/index.ts";
import { parseTitle } from "../../../packages/core/src/catalog/index.ts";
import { recordedSales } from "../../support/cross-surface.mjs";

const DAY = 86_400_000;
const sales = recordedSales();
// The older four fifths are the market; the newest fifth are judged as if offered the day after.
const split = Math.floor(sales.length * 0.8);
const history = sales.slice(0, split);
const now = history.at(-1)!.observed_at + DAY;
const offers = sales.slice(split).map((s) => ({ ...s, status: "active" as const, observed_at: null }));

/** A market built the SDK way: the history judged as one batch against nothing, its accepted observations kept. */
function marketOf(rows: typeof history): ReturnType<typeof createMarket> {
  const judged = judgeListings({ listings: rows, now }, createMarket([], { now }));
  const kept: PriceObservationInput[] = judged.listings.flatMap((l) => (l.observation?.observation ? [l.observation.observation] : []));
  return createMarket(kept, { now });
}
const market = marketOf(history);

/** A view that refuses any lookup outside the cohorts a plan named, as a host that loaded only those would. */
function onlyPlanned(inner: MarketView, cohorts: readonly CohortNeed[]): MarketView & { reads: number } {
  const allowed = (id: string, stratum: Stratum, o: SliceOptions = {}) => {
    const at = o.now ?? inner.now;
    const from = at - (o.window_days ?? 90) * DAY;
    const c = cohorts.find((x) => x.component_id === id && x.stratum === stratum);
    if (!c || from < c.from || at > c.to) throw new Error(`unplanned read of ${id} ${stratum} [${from}, ${at}]`);
  };
  const view = {
    reads: 0,
    now: inner.now,
    size: inner.size,
    has: (id: string) => inner.has(id),
    components: () => inner.components(),
    auctionCloses(id: string, stratum: Stratum, o?: SliceOptions) {
      allowed(id, stratum, o);
      return inner.auctionCloses(id, stratum, o);
    },
    slice(id: string, stratum: Stratum, o?: SliceOptions) {
      allowed(id, stratum, o);
      view.reads++;
      return inner.slice(id, stratum, o);
    },
    prices(id: string, stratum: Stratum, o?: SliceOptions) {
      allowed(id, stratum, o);
      view.reads++;
      return inner.prices(id, stratum, o);
    },
  };
  return view;
}

describe("the judgement's plan names every cohort judging reads, once", () => {
  it("7,566 recorded sales planned and judged at their dates read only planned cohorts", () => {
    const plan = planJudgement({ listings: sales, now: sales.at(-1)!.observed_at + DAY });
    const keys = plan.cohorts.map((c) => `${c.component_id}|${c.stratum}`);
    assert.equal(new Set(keys).size, keys.length, "each cohort named once");
    assert.ok(plan.cohorts.some((c) => c.component_id.includes("3080")), "the card's own cohort is planned");
    const view = onlyPlanned(market, plan.cohorts);
    const judged = judgePlan(plan, view);
    assert.equal(judged.listings.length, sales.length);
    // One benchmark per cohort and instant, not per listing: the same day's sales share it.
    const instants = new Set(plan.listings.filter((l) => l.facts.component_id).map((l) => `${l.facts.component_id}|${l.facts.condition}|${l.observed_at}`));
    assert.ok(view.reads <= instants.size, `${view.reads} reads for ${instants.size} distinct cohort instants`);
  });

  it("a plan with hunts adds no cohort: hunts read the listings' own cohorts at now", () => {
    const hunts = [{ id: "h1", name: "rtx 3080", config: {}, target_price: 700 }, { id: "h2", name: "3080 founders", config: {} }];
    const plan = planJudgement({ listings: offers, hunts, now });
    const view = onlyPlanned(market, plan.cohorts);
    const judged = judgePlan(plan, view);
    for (let h = 0; h < hunts.length; h++) judged.forHunt(h, null);
    assert.ok(plan.hunts[0]!.relevant.length > 100, "the card's hunt sees the recorded cards");
  });
});

describe("a listing's own verdict: the same through every way in", () => {
  it("judged alone or in a batch, a recorded offer gets the same facts, verdict and reasons", () => {
    const batch = judgeListings({ listings: offers, now }, market).listings;
    let trusted = 0;
    offers.slice(0, 200).forEach((offer, i) => {
      const alone = judgeListing(offer, market, { now });
      assert.deepEqual(alone.facts, batch[i]!.facts);
      assert.deepEqual([alone.verdict.verdict, alone.verdict.reasons], [batch[i]!.verdict.verdict, batch[i]!.verdict.reasons]);
      if (alone.verdict.code === "TRUSTED") trusted++;
    });
    assert.ok(trusted > 100, `${trusted} of 200 recorded offers priced against a trusted market`);
  });

  it("not the item, no price and no market are INCONCLUSIVE with the reason; a card is priced", () => {
    const [photo, unpriced, card, unknown] = [
      judgeListing({ title: "RTX 3080 Founders Edition - PHOTO ONLY", price: 650 }, market, { now }),
      judgeListing({ title: "EVGA RTX 3080 FTW3 Ultra 10GB" }, market, { now }),
      judgeListing({ title: "EVGA RTX 3080 FTW3 Ultra 10GB", price: 700 }, market, { now }),
      judgeListing({ title: "mystery box of cables", price: 20 }, market, { now }),
    ];
    assert.equal(photo.verdict.code, "NOT_THE_ITEM");
    assert.match(photo.verdict.reasons[0]!, /^NOT_THE_ITEM: not the item itself: a photo/);
    assert.equal(unpriced.verdict.code, "NO_PRICE");
    assert.equal(card.verdict.code, "TRUSTED");
    assert.match(card.verdict.reasons.at(-1)!, /^p\d+ of \d+ sold over 90 days/);
    assert.equal(unknown.verdict.verdict, "INCONCLUSIVE");
    assert.equal(unknown.verdict.code, "NO_COMPONENT_MATCH");
  });
});

describe("price history: the batch's own prices guard it when the market cannot", () => {
  it("a card-priced photo among enough real sales of a new variant is refused as SUSPICIOUS_PRICE", () => {
    // The first 60 sales of cards in hand: the launch week's sales are mostly pre-orders, which
    // never enter a market (not the item), so they would leave too few real sales to guard with.
    const firstWeek = history.filter((r) => parseTitle(r.title).not_item === null).slice(0, 60);
    const photo = { ...firstWeek[0]!, external_id: "photo", title: "EVGA GeForce RTX 3080 FTW3 ULTRA GAMING 10GB", price: 40 };
    const judged = judgeListings({ listings: [...firstWeek, photo], now: photo.observed_at }, createMarket([], { now })).listings;
    assert.equal(judged.at(-1)!.observation?.rejected, BATCH_SUSPICIOUS_REASON);
    assert.ok(judged.slice(0, -1).filter((l) => l.observation?.observation).length > 40, "the real sales are kept");
  });
});

describe("alert decisions: the core's rules against a hunt's memory", () => {
  // The recorded market's median is $1,300 (autumn 2020): $1,000 meets the target and is plausible.
  const card = { source: "forum", external_id: "p1", title: "EVGA RTX 3080 FTW3 Ultra 10GB", price: 1000 };
  const hunt = { id: "h", name: "rtx 3080", config: {}, target_price: 1100 };
  const memory = (alerted: Record<string, number | null> = {}, fingerprints: Record<string, string> = {}): HuntMemory => ({
    previous: () => undefined,
    lastAlertPrice: (id) => (id in alerted ? alerted[id] : undefined),
    crossPosted: (fp, id) => fingerprints[fp] !== undefined && fingerprints[fp] !== id,
  });
  const decide = (listings: (typeof card)[], mem: HuntMemory | null, backfill = false) => {
    const plan = planJudgement({ listings, hunts: [hunt], now });
    return judgePlan(plan, market, listings.map((l) => ({ listing_id: l.external_id, created: true, previous_price: null }))).forHunt(0, mem, { backfill }).items.map((i) => i.alert);
  };

  it("a new deal alerts once; again only after a 5% drop; never as backfill or without a memory", () => {
    assert.deepEqual(decide([card], memory()), [{ alert: true, reason: "new" }]);
    assert.deepEqual(decide([card], memory({ p1: 1020 })), [{ alert: false, reason: "already_alerted" }]);
    assert.deepEqual(decide([card], memory({ p1: 1080 })), [{ alert: true, reason: "price_drop" }]);
    assert.deepEqual(decide([card], memory(), true), [{ alert: false, reason: "backfill" }]);
    assert.deepEqual(decide([card], null), [{ alert: false, reason: "not_recorded" }]);
  });

  it("one item cross-posted twice in a batch, or already alerted under another listing, alerts once", () => {
    const twin = { ...card, source: "aggregator", external_id: "a1" };
    assert.deepEqual(decide([card, twin], memory()).map((d) => d.alert), [true, false]);
    const fp = judgePlan(planJudgement({ listings: [card], hunts: [hunt], now }), market, [{ listing_id: "p1", created: true, previous_price: null }]).forHunt(0, memory()).items[0]!.fingerprint!;
    assert.deepEqual(decide([twin], memory({}, { [fp]: "p1" })), [{ alert: false, reason: "cross_posted" }]);
  });

  it("an alert carries its market figures (unit price, verdict, percentile, median); an item that does not alert carries none", () => {
    const lot = { ...card, external_id: "lot", title: `2x ${card.title}`, price: 2000, quantity: 2 };
    const items = (mem: HuntMemory | null) => judgePlan(planJudgement({ listings: [lot], hunts: [hunt], now }), market, [{ listing_id: "lot", created: true, previous_price: null }]).forHunt(0, mem).items;
    const [alerted] = items(memory());
    assert.equal(alerted!.alert.alert, true);
    const m = alerted!.market!;
    assert.equal(m.unit_price, 1000);
    assert.equal(m.verdict, alerted!.verdict);
    assert.ok(m.median !== null && m.median > m.unit_price!, "the recorded median is above this deal");
    assert.ok(m.percentile !== null && m.percentile >= 0 && m.percentile < 50);
    assert.match(alerted!.reasons.join(" "), new RegExp(`^.*p${m.percentile} of `));
    assert.equal(m.ends_at, null);
    assert.equal(items(memory({ lot: 1000 }))[0]!.market, null);
  });

  it("an auction's alert carries its end, and the unit price it is judged at (its likely close)", () => {
    const ends_at = new Date(now + 3 * 3_600_000).toISOString();
    const auction = { ...card, source: "auction", external_id: "au", price: 900, buy_it_now: false, bids: 4, ends_at };
    const plan = planJudgement({ listings: [auction], hunts: [hunt], now });
    const [item] = judgePlan(plan, market, [{ listing_id: "au", created: true, previous_price: null }]).forHunt(0, memory()).items;
    assert.equal(item!.alert.alert, true);
    assert.equal(item!.market!.ends_at, ends_at);
    assert.ok(item!.market!.unit_price! > 900, "judged at its likely close, above the current bid");
  });

  it("a sold or wanted post is never one of a hunt's listings: kept out and counted by rule", () => {
    const sold = { ...card, external_id: "s1", status: "sold" } as typeof card;
    const wanted = { ...card, external_id: "w1", title: `[W] ${card.title}` };
    const plan = planJudgement({ listings: [card, sold, wanted], hunts: [hunt], now });
    assert.deepEqual(plan.hunts[0]!.relevant, [0]);
    assert.deepEqual(plan.hunts[0]!.excluded, { forum: { sold: 1, not_an_item: 1 } });
    assert.deepEqual(decide([sold], memory()), []);
  });
});

describe("a market too spread to trust still knows its low tail", () => {
  // SYNTHETIC: 40 used sales from two sources spread from $20 to $200 — a median known only to ±30%.
  const wideNow = Date.parse("2026-03-01T00:00:00Z");
  const spread = createMarket(
    Array.from({ length: 40 }, (_, i) => ({ component_id: "nvidia-geforce-rtx-3080-10gb", price: 20 + (i * 180) / 39, observed_at: wideNow - (i % 30) * DAY - DAY, source: i % 2 ? "forum" : "auction", condition: "used" as const })),
    { now: wideNow },
  );
  const hunt = { id: "h", name: "rtx 3080", config: {} };
  const item = (price: number) => {
    const batch = judgeListings({ listings: [{ title: "EVGA RTX 3080 FTW3 Ultra 10GB", price }], hunts: [hunt], now: wideNow }, spread);
    return { own: batch.listings[0]!.verdict, hunt: batch.forHunt(0, null).items[0]! };
  };
  it("a clean price under its p10 alerts a hunt without a target, saying the spread; the listing's own verdict stays INCONCLUSIVE", () => {
    const low = item(30);
    assert.equal(low.own.code, "HIGH_DISPERSION");
    assert.equal(low.own.verdict, "INCONCLUSIVE");
    assert.equal(low.hunt.action, "ALERT");
    assert.ok(low.hunt.codes.includes("WIDE_MARKET_LOW"));
    assert.match(low.hunt.reasons.find((r) => r.includes("wide market"))!, /^p\d+ of \d+ prices of a wide market: under its low tail \$\d+\.\d\d, \d+% below the median \$\d+\.\d\d, a median known only to ±\d+%$/);
  });
  it("a price in the middle of it is no alert", () => {
    assert.notEqual(item(110).hunt.action, "ALERT");
  });
});

describe("a market for a drive the catalog does not know yet: its spec class", () => {
  // SYNTHETIC: sales of 10TB SAS 3.5in drives under part numbers the catalog lacks, from two sources.
  const at = Date.parse("2026-03-01T00:00:00Z");
  const sales = Array.from({ length: 24 }, (_, i) => ({
    source: i % 2 ? "forum" : "auction",
    external_id: `s${i}`,
    title: `Enterprise 10TB SAS 12Gb/s 3.5in 7200RPM hard drive ZX10${i}SAS`,
    price: 70 + (i % 6) * 2,
    status: "sold" as const,
    observed_at: at - (i + 1) * DAY,
  }));
  it("sales of an unknown part number make a market of their class; a new one is judged in it, saying so", () => {
    const history = judgeListings({ listings: sales, now: at }, createMarket([], { now: at }));
    const kept = history.listings.flatMap((l) => (l.observation?.observation ? [l.observation.observation] : []));
    assert.equal(kept.length, sales.length);
    assert.ok(kept.every((o) => o.component_id === "class:hdd:10TB:SAS:3.5in"));
    const offer = judgeListing({ title: "10TB SAS 3.5in 12Gb/s HDD QQ10TBSAS99", price: 55 }, createMarket(kept, { now: at }), { now: at });
    assert.equal(offer.facts.component_id, null);
    assert.equal(offer.verdict.verdict, "BUY");
    assert.equal(offer.verdict.reasons[0], "no catalog entry for its part number: judged in the market of 10TB SAS 3.5in drives");
  });
});
