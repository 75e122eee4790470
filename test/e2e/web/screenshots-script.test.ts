import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SCRIPT = join(import.meta.dir, "../../../scripts/web-screenshots.ts");
const out = mkdtempSync(join(tmpdir(), "rackhunt-screenshots-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

test("the README's screenshots are made by scripts/web-screenshots.ts: home, component, hunts and hunt pages as PNG", async () => {
  const run = Bun.spawn([process.execPath, SCRIPT, out], { env: { ...process.env, RACKHUNT_LOG_LEVEL: "warn" }, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited]);
  expect({ code, stderr: code === 0 ? "" : stderr }).toEqual({ code: 0, stderr: "" });
  const made = readdirSync(out).sort();
  expect(made).toEqual(["component.png", "home.png", "hunt.png", "hunts.png"]);
  for (const name of made) {
    expect(stdout).toContain(name);
    // A PNG, and not an empty page: the signature, then a picture of some size.
    const png = readFileSync(join(out, name));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.byteLength).toBeGreaterThan(20_000);
  }
}, 180_000);
