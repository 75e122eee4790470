import { expect } from "bun:test";
import type { ContractCheck } from "./kit.ts";

const MINUTE = 60_000;
/** The start of a minute, so offsets into the window are exact. */
const T0 = Math.floor(Date.UTC(2026, 10, 22, 12) / MINUTE) * MINUTE;

/** Rate-limit windows (one handle: SQLite keeps them per process, PostgreSQL shares them; see postgres.suite.ts). */
export const limitChecks: ContractCheck[] = [
  {
    name: "rate limits: the limit per rolling window, refused requests not counted, the previous window weighing in as it slides out",
    async run({ repos }) {
      const hits = [];
      for (let i = 0; i < 6; i++) hits.push(await repos.rateLimits.hit("u:1", 5, MINUTE, T0 + 1_000));
      expect(hits.map((d) => d.allowed)).toEqual([true, true, true, true, true, false]);
      expect(hits.map((d) => d.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
      expect(hits[0]).toMatchObject({ limit: 5, resetSeconds: 59 });
      expect(hits[5]!.resetSeconds).toBe(59);
      // Another key and another window length are counted apart.
      expect((await repos.rateLimits.hit("u:2", 5, MINUTE, T0 + 1_000)).remaining).toBe(4);
      expect((await repos.rateLimits.hit("u:1", 5, 3_600_000, T0 + 1_000)).remaining).toBe(4);
      // A quarter into the next window, the previous 5 still weigh 3.75: one more fits, then it waits.
      const next = T0 + MINUTE + MINUTE / 4;
      expect(await repos.rateLimits.hit("u:1", 5, MINUTE, next)).toEqual({ allowed: true, limit: 5, remaining: 0, resetSeconds: 45 });
      const refused = await repos.rateLimits.hit("u:1", 5, MINUTE, next);
      expect(refused).toMatchObject({ allowed: false, remaining: 0 });
      expect(refused.resetSeconds).toBe(9); // until 0.75 of a request has decayed: 0.75 / 5 of a minute
      // Two windows later nothing weighs.
      expect((await repos.rateLimits.hit("u:1", 5, MINUTE, T0 + 3 * MINUTE)).remaining).toBe(4);
    },
  },
];
