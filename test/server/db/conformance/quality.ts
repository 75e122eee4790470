import { expect } from "bun:test";
import { account, DAY, huntRow, listingRow, NOW, type ContractCheck } from "./kit.ts";

/** Feedback on alerts, spent feedback links, realized sales and the judged median kept on a listing. */
export const qualityChecks: ContractCheck[] = [
  {
    name: "quality: a label is per account and alert (replaced, not added), only on the account's own alert of that hunt; reads for the hunt, the result and the record",
    async run({ repos }) {
      const u = await account(repos);
      const stranger = await account(repos);
      const h = await repos.hunts.insert(huntRow(u.id));
      const other = await repos.hunts.insert(huntRow(u.id));
      const [l1] = await repos.listings.upsertMany([listingRow(1, { source: "auction", category: "hdd" })]);
      const resultId = crypto.randomUUID();
      await repos.alerts.insert({ id: "a1", hunt_id: h.id, listing_id: l1!.id, result_id: resultId, action: "ALERT", score: 90, price: 100, fingerprint: null, sent_at: NOW }, "queued");
      const write = { user_id: u.id, hunt_id: h.id, alert_id: "a1", label: "noise" as const, reason: "scam", via: "link" as const, now: NOW };
      expect(await repos.quality.setFeedback(write)).toBe(true);
      expect(await repos.quality.setFeedback({ ...write, label: "deal", reason: null, via: "api", now: NOW + 1 })).toBe(true);
      expect(await repos.quality.setFeedback({ ...write, user_id: stranger.id })).toBe(false);
      expect(await repos.quality.setFeedback({ ...write, hunt_id: other.id })).toBe(false);
      expect(await repos.quality.setFeedback({ ...write, alert_id: "nope" })).toBe(false);
      expect(await repos.quality.feedbackForHunt(u.id, h.id)).toEqual([{ alert_id: "a1", label: "deal", reason: null, via: "api", updated_at: NOW + 1 }]);
      expect(await repos.quality.feedbackForHunt(stranger.id, h.id)).toEqual([]);
      expect(await repos.quality.alertOfResult(u.id, resultId)).toEqual({ alert_id: "a1", hunt_id: h.id, label: "deal", reason: null });
      expect(await repos.quality.alertOfResult(stranger.id, resultId)).toBeNull();
      expect(await repos.quality.labelsSince(NOW)).toEqual([{ label: "deal", category: "hdd", source: "auction" }]);
      expect(await repos.quality.labelsSince(NOW + 2)).toEqual([]);
    },
  },
  {
    name: "quality: a feedback link is spent once; a realized sale is stored once; a listing keeps the median it was judged against while live",
    async run({ repos }) {
      expect(await repos.quality.spendLink("deal:x_1", NOW)).toBe(true);
      expect(await repos.quality.spendLink("deal:x_1", NOW + 1)).toBe(false);
      expect(await repos.quality.spendLink("noise:x_1", NOW)).toBe(true);
      const [l] = await repos.listings.upsertMany([listingRow(9, { category: "hdd" })]);
      await repos.listings.setJudgements([{ id: l!.id, score: 80, verdict: "BUY", action: "ALERT", reasons: [], judged_median: 64.5 }]);
      await repos.listings.setJudgements([{ id: l!.id, score: null, verdict: "WAIT", action: null, reasons: [], judged_median: null }]);
      const [again] = await repos.listings.upsertMany([listingRow(9, { category: "hdd", status: "sold", seen_at: NOW + DAY })]);
      expect(again).toMatchObject({ previous_status: "active", judged_median: 64.5 });
      const sale = { listing_id: l!.id, source: "forum", category: "hdd", condition: "used", judged_median: 64.5, sold_price: 60, sold_at: NOW + DAY };
      await repos.quality.recordSales([sale]);
      await repos.quality.recordSales([{ ...sale, sold_price: 1, sold_at: NOW + 2 * DAY }]);
      expect(await repos.quality.salesSince(NOW)).toEqual([sale]);
      expect(await repos.quality.salesSince(NOW + DAY + 1)).toEqual([]);
    },
  },
];
