import type { AlertMessage } from "../../../../server/src/notify/index.ts";

/** A realistic alert; each test overrides what it checks. */
export function sampleAlert(overrides: Partial<AlertMessage> = {}): AlertMessage {
  return {
    id: "a1b2c3d4-0000-4000-8000-000000000001",
    kind: "alert",
    created_at: "2026-11-21T18:30:00.000Z",
    hunt: { id: "9f1c2d3e-0000-4000-8000-00000000aaaa", name: "EPYC under $150" },
    listing: {
      id: "5e6f7a8b-0000-4000-8000-00000000bbbb",
      title: "[USA-TX] [H] AMD EPYC 7302P 16-core SP3 <tested> & boxed [W] PayPal",
      url: "https://forum.example/threads/epyc-7302p.123/",
      price: 139,
      currency: "USD",
      source: "forum",
    },
    score: 92,
    action: "ALERT",
    reasons: ["23% under the 90-day median of $181", "seller has 40 positive trades"],
    click_url: "https://rackhunt.example/r/tok_click_123",
    feedback: { deal: "https://rackhunt.example/t/f/deal/tok_deal_123", not_deal: "https://rackhunt.example/t/f/noise/tok_noise_123" },
    market: { unit_price: 139, verdict: "BUY", percentile: 12, median: 181, ends_at: null },
    ...overrides,
  };
}

/** An auction alert three hours before its end: every line of a message (time left too). */
export function auctionAlert(overrides: Partial<AlertMessage> = {}): AlertMessage {
  const base = sampleAlert();
  const ends = new Date(Date.parse(base.created_at) + 3 * 3_600_000).toISOString();
  return sampleAlert({ market: { ...base.market!, ends_at: ends }, ...overrides });
}
