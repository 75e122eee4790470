import { expect } from "bun:test";
import { account, huntRow, listingRow, NOW, observation, type ContractCheck } from "./kit.ts";

/** Transactions, savepoints and the locked write that caps rely on. */
export const transactionChecks: ContractCheck[] = [
  {
    name: "transaction: committed together, or rolled back whole when the body throws; a nested one is a savepoint",
    async run({ repos }) {
      const u = await account(repos);
      const kept = await repos.transaction(async (tx) => {
        const h = await tx.hunts.insert(huntRow(u.id, { name: "kept" }));
        await tx.transaction(async (inner) => inner.hunts.insert(huntRow(u.id, { name: "inner kept" })));
        await expect(
          tx.transaction(async (inner) => {
            await inner.hunts.insert(huntRow(u.id, { name: "inner lost" }));
            throw new Error("inner fails");
          }),
        ).rejects.toThrow("inner fails");
        await tx.listings.upsertMany([listingRow(1)]);
        return h;
      });
      expect(kept.name).toBe("kept");
      await expect(
        repos.transaction(async (tx) => {
          await tx.hunts.insert(huntRow(u.id, { name: "lost" }));
          await tx.observations.insertMany([observation("hdd-a", 1, NOW)]);
          throw new Error("outer fails");
        }),
      ).rejects.toThrow("outer fails");
      expect((await repos.hunts.list(u.id, 10, 0)).map((h) => h.name).sort()).toEqual(["inner kept", "kept"]);
      expect(await repos.observations.counts(["hdd-a"])).toEqual(new Map());
      expect(await repos.listings.recent(0, 10)).toHaveLength(1);
    },
  },
  {
    name: "locked write: a count checked and the write it guards never interleave, across servers: 40 parallel creates stop exactly at the cap",
    async run({ repos, another }) {
      const u = await account(repos);
      const handles = [repos, await another()];
      const cap = 3;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) =>
          handles[i % 2]!.lockedWrite(u.id, async (tx) => {
            if ((await tx.hunts.countActive(u.id)) >= cap) throw new Error("cap");
            return tx.hunts.insert(huntRow(u.id, { name: `h${i}` }));
          }),
        ),
      );
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(cap);
      expect(await repos.hunts.countActive(u.id)).toBe(cap);
    },
  },
];
