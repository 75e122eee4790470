import { expect } from "bun:test";
import type { Repos } from "../../../../server/src/db/contracts/index.ts";
import type { AlertMessage } from "../../../../server/src/notify/types.ts";
import { account, HOUR, huntRow, listingRow, NOW, type ContractCheck } from "./kit.ts";

const channel = (userId: string, type: string, extra: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(), user_id: userId, label: type, channel_type: type, notify_url_encrypted: "sealed", redacted_url: "https://hooks.example/***", created_at: NOW, ...extra,
});

const message = (alertId: string): AlertMessage => ({
  id: alertId, kind: "alert", created_at: new Date(NOW).toISOString(), hunt: { id: "h", name: "EPYC" },
  listing: { id: "l", title: "EPYC 7302P", url: "https://forum.example/t/1", price: 120, currency: "USD", source: "forum" }, score: 90, action: "ALERT", reasons: ["under target"], click_url: null, feedback: null, market: null,
});

/** A user with channels of these types, a hunt, and `alerts` alerts queued to them. */
async function queued(repos: Repos, types: string[], alerts: number, at = NOW) {
  const u = await account(repos, undefined, "lifetime");
  const channels = [];
  for (const [i, t] of types.entries()) channels.push(await repos.channels.insert(channel(u.id, t, { created_at: NOW + i })));
  const h = await repos.hunts.insert(huntRow(u.id));
  const ids: string[] = [];
  for (let n = 0; n < alerts; n++) {
    const [l] = await repos.listings.upsertMany([listingRow(n, { external_id: `${u.id}-${n}` })]);
    const id = crypto.randomUUID();
    await repos.hunts.update(u.id, h.id, { last_alert_at: at + n });
    await repos.outbox.recordAlert({ id, hunt_id: h.id, listing_id: l!.id, action: "ALERT", score: 90, price: 120, sent_at: at + n }, u.id, message(id), at + n);
    ids.push(id);
  }
  return { user: u, hunt: h, channels, alerts: ids };
}

const lease = (repos: Repos, owner: string, now: number, extra: Partial<Parameters<Repos["outbox"]["lease"]>[0]> = {}) =>
  repos.outbox.lease({ owner, now, leaseMs: 60_000, digestCutoff: now - HOUR, perChannel: 3, limit: 100, ...extra });

/** Channels and the delivery outbox. */
export const deliveryChecks: ContractCheck[] = [
  {
    name: "channels: the owner's, oldest first; one default at most; counted by instant type; counters bumped; deleted",
    async run({ repos }) {
      const u = await account(repos);
      const other = await account(repos);
      const mail = await repos.channels.insert(channel(u.id, "email", { is_default: true }));
      const hook = await repos.channels.insert(channel(u.id, "webhook", { created_at: NOW + 1, webhook_secret_encrypted: "sealed-secret" }));
      expect(mail).toMatchObject({ is_default: true, enabled: true, alerts_sent: 0, webhook_secret_encrypted: null });
      expect(hook.is_default).toBe(false);
      const ntfy = await repos.channels.insert(channel(u.id, "ntfy", { created_at: NOW + 2, is_default: true }));
      expect((await repos.channels.list(u.id)).map((c) => [c.id, c.is_default])).toEqual([[mail.id, false], [hook.id, false], [ntfy.id, true]]);
      expect(await repos.channels.update(u.id, mail.id, { is_default: true, label: "mail", enabled: false })).toMatchObject({ is_default: true, label: "mail", enabled: false });
      expect((await repos.channels.get(u.id, ntfy.id))?.is_default).toBe(false);
      expect(await repos.channels.get(other.id, ntfy.id)).toBeNull();
      expect(await repos.channels.update(other.id, ntfy.id, { label: "x" })).toBeNull();
      expect(await repos.channels.counts(u.id)).toEqual({ total: 3, instant: 2 });
      await repos.channels.bump(hook.id, "alerts_clicked");
      await repos.channels.bump(hook.id, "alerts_opened", 2);
      expect(await repos.channels.byId(hook.id)).toMatchObject({ alerts_clicked: 1, alerts_opened: 2, alerts_sent: 0 });
      expect(await repos.channels.delete(other.id, hook.id)).toBe(false);
      expect(await repos.channels.delete(u.id, hook.id)).toBe(true);
      expect(await repos.channels.byId(hook.id)).toBeNull();
    },
  },
  {
    name: "outbox: an alert is queued once per enabled channel (email as a digest), never twice; rows read back as queued",
    async run({ repos }) {
      const q = await queued(repos, ["webhook", "email", "ntfy"], 0);
      await repos.channels.update(q.user.id, q.channels[2]!.id, { enabled: false });
      const [l] = await repos.listings.upsertMany([listingRow(99)]);
      await repos.outbox.recordAlert({ id: "alert-1", hunt_id: q.hunt.id, listing_id: l!.id, sent_at: NOW }, q.user.id, message("alert-1"), NOW);
      expect(await repos.outbox.enqueue({ alert_id: "alert-1", user_id: q.user.id, payload: message("alert-1"), now: NOW })).toBe(0);
      const rows = await repos.outbox.forAlert("alert-1");
      expect(rows.map((r) => [r.channel_id, r.digest, r.status, r.attempts, r.next_attempt_at])).toEqual(
        expect.arrayContaining([[q.channels[0]!.id, false, "pending", 0, NOW], [q.channels[1]!.id, true, "pending", 0, NOW]]),
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]!.payload).toEqual(message("alert-1"));
      expect(await repos.outbox.byId(rows[0]!.id)).toEqual(rows[0]!);
      expect((await repos.outbox.all()).length).toBe(2);
      expect(await repos.outbox.alertChannel("alert-1")).toBeNull();
    },
  },
  {
    name: "outbox: leases take due rows only, a few per instant channel in order, a digest channel's rows together once its window passed; an expired lease is taken over",
    async run({ repos }) {
      const q = await queued(repos, ["webhook", "email"], 5);
      const first = await lease(repos, "w1", NOW + 10);
      const byChannel = (rows: { channel_id: string; alert_id: string }[], i: number) => rows.filter((r) => r.channel_id === q.channels[i]!.id);
      // Instant: 3 of 5, oldest first; digest: nothing yet (its oldest row is younger than the window).
      expect(byChannel(first, 0).map((r) => r.alert_id)).toEqual(q.alerts.slice(0, 3));
      expect(byChannel(first, 1)).toEqual([]);
      expect(first.every((r) => r.status === "sending" && r.lease_owner === "w1" && r.attempts === 1 && r.lease_until === NOW + 10 + 60_000)).toBe(true);
      // Before the first leases expire, with the digest's window passed.
      const later = await lease(repos, "w2", NOW + 50_000, { digestCutoff: NOW });
      expect(byChannel(later, 0).map((r) => r.alert_id)).toEqual(q.alerts.slice(3, 5));
      expect(byChannel(later, 1).map((r) => r.alert_id)).toEqual(q.alerts);
      const takeover = await lease(repos, "w3", NOW + 10 + 60_000, { digestCutoff: NOW - HOUR });
      expect(takeover.map((r) => r.alert_id).sort()).toEqual(q.alerts.slice(0, 3).sort());
      expect(takeover.every((r) => r.attempts === 2)).toBe(true);
    },
  },
  {
    name: "outbox: workers on separate connections leasing at once never get the same row",
    async run({ repos, another }) {
      const q = await queued(repos, ["webhook", "webhook", "ntfy", "slack", "discord"], 6);
      const handles = [repos, await another(), await another()];
      const got = await Promise.all(Array.from({ length: 9 }, (_, i) => lease(handles[i % 3]!, `w${i}`, NOW + 100, { perChannel: 6, limit: 4 })));
      const ids = got.flat().map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(30);
      expect(q.alerts.length).toBe(6);
    },
  },
  {
    name: "outbox: delivered counts on the channel and names it on the alert, once; a lost lease settles nothing; failed only when no channel delivered",
    async run({ repos }) {
      const q = await queued(repos, ["webhook", "ntfy"], 1);
      const [a, b] = await lease(repos, "w1", NOW + 10);
      expect(await repos.outbox.markDelivered(a!, "someone-else", NOW + 11, 200, "webhook")).toBe(false);
      expect(await repos.outbox.markDelivered(a!, "w1", NOW + 11, 200, "webhook")).toBe(true);
      expect(await repos.outbox.markDelivered(a!, "w1", NOW + 12, 200, "webhook")).toBe(false);
      expect(await repos.outbox.byId(a!.id)).toMatchObject({ status: "delivered", delivered_at: NOW + 11, last_status: 200, lease_owner: null });
      expect((await repos.channels.byId(a!.channel_id))?.alerts_sent).toBe(1);
      expect(await repos.outbox.alertChannel(q.alerts[0]!)).toBe("webhook");
      expect((await repos.hunts.byId(q.hunt.id))?.last_alert_status).toBe("delivered");
      expect(await repos.outbox.reschedule(b!, "w1", NOW + HOUR, 503, "busy")).toBe(true);
      expect(await repos.outbox.byId(b!.id)).toMatchObject({ status: "pending", next_attempt_at: NOW + HOUR, last_status: 503, last_error: "busy", lease_owner: null });
      const [again] = await lease(repos, "w2", NOW + HOUR);
      expect(await repos.outbox.markFailed(again!, "w2", 410, "gone")).toBe(true);
      // One channel delivered it: the hunt keeps "delivered".
      expect((await repos.hunts.byId(q.hunt.id))?.last_alert_status).toBe("delivered");
      const lone = await queued(repos, ["webhook"], 1);
      const [row] = await lease(repos, "w3", NOW + 10);
      expect(await repos.outbox.markFailed(row!, "w3", null, "unreachable")).toBe(true);
      expect((await repos.hunts.byId(lone.hunt.id))?.last_alert_status).toBe("failed");
    },
  },
];
