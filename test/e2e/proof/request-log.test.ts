import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { printedKey, rackhunt } from "../../support/cli.ts";
import { spawnServe } from "./serve-process.ts";

const dir = mkdtempSync(join(tmpdir(), "rackhunt-request-log-"));
const env = { RACKHUNT_DB: join(dir, "rackhunt.db"), RACKHUNT_SCHEDULER: "off", RACKHUNT_RATE_LIMITS: "off" };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface RequestLine {
  level: string;
  msg: string;
  request_id: string;
  op: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  user_id?: string;
}

describe("the request log of `rackhunt serve` at info", () => {
  test("one line per request, errors included, with what an operator needs and never the key; written out by a clean stop", async () => {
    expect(rackhunt(["migrate"], { env }).code).toBe(0);
    const key = printedKey(rackhunt(["user", "create", "--email", "ops@example.com"], { env }));
    const server = await spawnServe(env);
    // 300 requests at once, a third of each kind: answered (200), refused (401) and invalid (422).
    const sent = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const id = `log-test-${i}`;
        const kind = i % 3;
        const headers: Record<string, string> = { "X-Request-Id": id };
        if (kind !== 1) headers.Authorization = `Bearer ${key}`;
        const path = kind === 2 ? "/hunts?limit=0" : "/hunts";
        const r = await fetch(server.url + path, { headers });
        await r.text();
        return { id, status: r.status };
      }),
    );
    expect(sent.map((s) => s.status).sort()).toEqual([...Array(100).fill(200), ...Array(100).fill(401), ...Array(100).fill(422)]);
    // Lines are written in batches; SIGTERM writes out what is pending before the process ends.
    expect(await server.kill("SIGTERM")).toBe(0);
    await Bun.sleep(50);
    const lines = server.lines();
    const requests = lines.map((l) => JSON.parse(l) as RequestLine).filter((e) => e.msg === "request" && e.request_id.startsWith("log-test-"));
    expect(requests.length).toBe(300);
    const byId = new Map(requests.map((r) => [r.request_id, r]));
    for (const s of sent) {
      const line = byId.get(s.id)!;
      expect(line).toMatchObject({ level: "info", op: "list_hunts", method: "GET", route: "/hunts", status: s.status });
      expect(typeof line.ms).toBe("number");
      // The account is named on answered requests; an unauthenticated one has none.
      if (s.status === 401) expect(line.user_id).toBeUndefined();
      else expect(line.user_id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(lines.some((l) => l.includes(key) || l.includes(key.slice(3, 20)))).toBe(false);
  }, 60_000);
});
