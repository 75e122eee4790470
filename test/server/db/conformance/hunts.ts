import { expect } from "bun:test";
import { account, HOUR, huntRow, listingRow, NOW, resultRow, type ContractCheck } from "./kit.ts";

/** Hunts: scoped storage and the scheduler's lease. */
export const huntChecks: ContractCheck[] = [
  {
    name: "hunts: stored as given (config keys in their order), read only by their owner, listed newest first, patched, deleted with their results",
    async run({ repos }) {
      const a = await account(repos);
      const b = await account(repos);
      const first = await repos.hunts.insert(huntRow(a.id, { created_at: NOW, criteria: { condition: ["used"] }, target_price: 150.5, sources_enabled: { forum: true } }));
      expect(first).toMatchObject({ user_id: a.id, active: true, paused_until: null, alert_count: 0, target_price: 150.5, criteria: { condition: ["used"] }, sources_enabled: { forum: true }, last_run_at: null });
      expect(JSON.stringify(first.config)).toBe('{"query":"epyc","zeta":1,"alpha":{"b":2,"a":1}}');
      const second = await repos.hunts.insert(huntRow(a.id, { created_at: NOW + 1 }));
      expect(await repos.hunts.get(b.id, first.id)).toBeNull();
      expect((await repos.hunts.list(a.id, 10, 0)).map((h) => h.id)).toEqual([second.id, first.id]);
      expect((await repos.hunts.list(a.id, 1, 1)).map((h) => h.id)).toEqual([first.id]);
      expect((await repos.hunts.all()).length).toBe(2);
      expect(await repos.hunts.update(b.id, first.id, { name: "stolen" })).toBeNull();
      expect(await repos.hunts.update(a.id, first.id, { name: "renamed", paused_until: NOW + HOUR, criteria: null })).toMatchObject({ name: "renamed", paused_until: NOW + HOUR, criteria: null });
      expect(await repos.hunts.countActive(a.id)).toBe(2);
      const [stored] = await repos.listings.upsertMany([listingRow(1)]);
      await repos.results.insertMany([resultRow(first.id, a.id, stored!.id)]);
      expect(await repos.hunts.delete(b.id, first.id)).toBe(false);
      expect(await repos.hunts.delete(a.id, first.id)).toBe(true);
      expect(await repos.hunts.byId(first.id)).toBeNull();
      expect((await repos.results.feed(a.id, { action: "", limit: 10, offset: 0 })).rows).toEqual([]);
    },
  },
  {
    name: "hunts: only due hunts are leased (active, not paused, interval elapsed, no live lease); a run reschedules by the interval; a lease expires",
    async run({ repos }) {
      const a = await account(repos);
      const due = await repos.hunts.insert(huntRow(a.id, { next_run_at: NOW - 1 }));
      await repos.hunts.insert(huntRow(a.id, { paused_until: NOW + HOUR }));
      await repos.hunts.insert(huntRow(a.id, { active: false }));
      await repos.hunts.insert(huntRow(a.id, { next_run_at: NOW + 2 * HOUR }));
      const pausedBefore = await repos.hunts.insert(huntRow(a.id, { paused_until: NOW - 1 }));
      const leased = await repos.hunts.leaseDue("w1", NOW, 10, 60_000);
      expect(leased.map((h) => h.id).sort()).toEqual([due.id, pausedBefore.id].sort());
      expect(leased[0]).toMatchObject({ lease_owner: "w1", lease_until: NOW + 60_000 });
      expect(await repos.hunts.leaseDue("w2", NOW + 59_999, 10, 60_000)).toEqual([]);
      await repos.hunts.releaseLease(due.id, "someone-else");
      expect((await repos.hunts.byId(due.id))?.lease_owner).toBe("w1");
      await repos.hunts.markRun(due.id, NOW + 10);
      expect(await repos.hunts.byId(due.id)).toMatchObject({ last_run_at: NOW + 10, next_run_at: NOW + 10 + 4 * HOUR, lease_owner: null, lease_until: null });
      // The other lease expires and goes to the next worker.
      expect((await repos.hunts.leaseDue("w2", NOW + 60_001, 10, 60_000)).map((h) => h.id)).toEqual([pausedBefore.id]);
      await repos.hunts.releaseLease(pausedBefore.id, "w2");
      expect((await repos.hunts.leaseDue("w3", NOW + 60_002, 1, 60_000)).map((h) => h.id)).toEqual([pausedBefore.id]);
    },
  },
  {
    name: "hunts: workers on separate connections leasing at once never get the same hunt",
    async run({ repos, another }) {
      const a = await account(repos);
      for (let i = 0; i < 40; i++) await repos.hunts.insert(huntRow(a.id, { next_run_at: NOW - i }));
      const handles = [repos, await another(), await another()];
      const batches = await Promise.all(Array.from({ length: 12 }, (_, i) => handles[i % 3]!.hunts.leaseDue(`w${i}`, NOW, 5, 60_000)));
      const ids = batches.flat().map((h) => h.id);
      expect(ids.length).toBe(40);
      expect(new Set(ids).size).toBe(40);
    },
  },
  {
    name: "hunts: a manual scan is stamped on the owner's hunt only",
    async run({ repos }) {
      const a = await account(repos);
      const b = await account(repos);
      const h = await repos.hunts.insert(huntRow(a.id));
      expect(await repos.hunts.markManualScan(b.id, h.id, NOW + 5)).toBeNull();
      expect((await repos.hunts.markManualScan(a.id, h.id, NOW + 5))?.last_manual_scan_at).toBe(NOW + 5);
    },
  },
];
