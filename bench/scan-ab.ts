/**
 * The 1,000 × 1,000 scan of bench/scan.bench.ts, this checkout against another (say main before a
 * change, checked out into a temporary folder with its dependencies installed), run A/B/A/B in one
 * session so both meet the same machine. Prints each run's mean per scan and parseTitle baseline,
 * then the ratio of the means (this / other).
 * Run: ./node_modules/.bin/bun bench/scan-ab.ts OTHER_CHECKOUT [ROUNDS=2]
 *   e.g. git worktree add /tmp/old-main <commit> && (cd /tmp/old-main && npx -y bun@1.4.5 install)
 * RACKHUNT_BENCH_DATABASES picks the databases as in scan.bench.ts (default here: sqlite).
 */
import { join, resolve } from "node:path";

const [other, roundsArg] = process.argv.slice(2);
if (!other) {
  console.error("usage: bun bench/scan-ab.ts OTHER_CHECKOUT [ROUNDS]");
  process.exit(2);
}
const rounds = Number(roundsArg ?? 2);
const here = resolve(import.meta.dir, "..");
const databases = process.env.RACKHUNT_BENCH_DATABASES ?? "sqlite";

/** mitata's mean for a bench whose name starts with `prefix`, in ms. */
function meanOf(out: string, prefix: string): number[] {
  const found: number[] = [];
  for (const line of out.split("\n")) {
    if (!line.startsWith(prefix)) continue;
    const m = /([\d.]+) (µs|ms|s)\/iter/.exec(line);
    if (m) found.push(Number(m[1]) * (m[2] === "s" ? 1000 : m[2] === "µs" ? 0.001 : 1));
  }
  return found;
}

async function runIn(checkout: string): Promise<{ scan: number[]; parse: number }> {
  const proc = Bun.spawn([join(checkout, "node_modules/.bin/bun"), join(checkout, "bench/scan.bench.ts")], {
    cwd: checkout,
    env: { ...process.env, RACKHUNT_BENCH_DATABASES: databases, NO_COLOR: "1" },
    stdout: "pipe",
    stderr: "inherit",
  });
  const out = await new Response(proc.stdout).text();
  if ((await proc.exited) !== 0) throw new Error(`${checkout}: the bench failed\n${out.slice(-2000)}`);
  return { scan: meanOf(out, "scan: 1,000 listings"), parse: meanOf(out, "baseline: parseTitle")[0]! };
}

const results: Record<"this" | "other", { scan: number[]; parse: number }[]> = { this: [], other: [] };
for (let r = 0; r < rounds; r++) {
  for (const [name, checkout] of [["other", other], ["this", here]] as const) {
    const got = await runIn(checkout);
    results[name].push(got);
    console.log(`round ${r + 1} ${name.padEnd(5)} scan ${got.scan.map((x) => `${x.toFixed(1)} ms`).join(", ")} (${databases}); parseTitle × 1,000 ${got.parse.toFixed(2)} ms`);
  }
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const dbs = databases.split(",");
dbs.forEach((db, i) => {
  const a = mean(results.this.map((x) => x.scan[i]!));
  const b = mean(results.other.map((x) => x.scan[i]!));
  console.log(`${db}: this ${a.toFixed(1)} ms, other ${b.toFixed(1)} ms per scan: ratio ${(a / b).toFixed(3)} (this / other)`);
});
