/**
 * Issue 27: how soon Rackhunt does something, and how small it idles, each next to a bare Bun
 * process measured in the same run (starts alternate, so both see the same machine load).
 *  1. `--help` of every CLI command (`bun server/src/cli.ts <command> --help`) against
 *     `bun -e "0"`; and the path `npm run rackhunt -- …` adds on top (node scripts/with-bun.mjs)
 *     against `node -e ""`.
 *  2. `rackhunt serve` on an existing database (SYNTHETIC, bench/support/feed-db.ts): time from
 *     spawning it to its first 200 on /healthz, its CPU time by then, and its resident set after
 *     2 s idle, against a bare `Bun.serve` (bench/support/raw-server.ts) started the same way.
 *     Then the first web page, which loads the web app on first use.
 * Medians of ROUNDS starts; CPU times (from /proc, 10 ms ticks) are the steadier figure on a
 * shared machine. Run: ./node_modules/.bin/bun bench/startup.bench.ts [ROUNDS]
 */
import { join } from "node:path";
import { HELP } from "../server/src/cli/help.ts";
import { feedDatabase } from "./support/feed-db.ts";
import { cpuSeconds, rssMiB, spawnRackhunt, spawnRaw } from "./support/serve.ts";

const ROUNDS = Number(process.argv[2] ?? 7);
const ROOT = join(import.meta.dir, "..");
const CLI = join(ROOT, "server/src/cli.ts");
const BUN = process.execPath;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

/** Wall and CPU milliseconds of one process run to its end. */
function run(cmd: string[]): { wall: number; cpu: number } {
  const started = performance.now();
  const r = Bun.spawnSync(cmd, { cwd: ROOT, stdout: "ignore", stderr: "ignore" });
  const wall = performance.now() - started;
  if (r.exitCode !== 0) throw new Error(`${cmd.join(" ")} exited with ${r.exitCode}`);
  return { wall, cpu: Number(r.resourceUsage.cpuTime.total) / 1000 };
}

/** ROUNDS alternate runs of a command and its baseline: medians of each. */
function paired(cmd: string[], baseline: string[]) {
  const a: { wall: number; cpu: number }[] = [];
  const b: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    b.push(run(baseline));
    a.push(run(cmd));
  }
  return {
    wall: median(a.map((x) => x.wall)),
    cpu: median(a.map((x) => x.cpu)),
    baseWall: median(b.map((x) => x.wall)),
    baseCpu: median(b.map((x) => x.cpu)),
  };
}

const loadAvg = async () => (await Bun.file("/proc/loadavg").text()).split(" ").slice(0, 3).join(" ");
console.log(`load average at start: ${await loadAvg()}; ${ROUNDS} rounds, medians`);

// --- 1. CLI --help ---
run([BUN, CLI, "--help"]); // warm the file cache and Bun's transpiler cache
const commands = ["", ...Object.keys(HELP).filter((c) => c !== "main")];
console.log(`\nCLI --help (bun server/src/cli.ts <command> --help) vs bun -e "0" in the same rounds:`);
let worst = 0;
for (const c of commands) {
  const r = paired([BUN, CLI, ...(c ? [c] : []), "--help"], [BUN, "-e", "0"]);
  worst = Math.max(worst, r.wall);
  console.log(`  ${(c || "(program)").padEnd(10)} ${ms(r.wall).padStart(7)} (CPU ${ms(r.cpu)}); bare bun ${ms(r.baseWall)} (CPU ${ms(r.baseCpu)}): ${(r.wall / r.baseWall).toFixed(2)}x, +${ms(r.wall - r.baseWall)}`);
}
console.log(`  slowest command: ${ms(worst)}`);
const wrapped = paired(["node", join(ROOT, "scripts/with-bun.mjs"), CLI, "hunts", "--help"], ["node", "-e", ""]);
console.log(`  through the npm script's wrapper (node scripts/with-bun.mjs … hunts --help): ${ms(wrapped.wall)}; bare node ${ms(wrapped.baseWall)} (npm's own start comes on top)`);

// --- 2. serve: first answer and idle footprint ---
const t0 = performance.now();
const { dbPath } = await feedDatabase(10_000);
console.log(`\nrackhunt serve on an existing database (built in ${ms(performance.now() - t0)}) vs a bare Bun.serve, alternating:`);
const rows: { first: number; cpu: number; idle: number; rawFirst: number; rawCpu: number; rawIdle: number; web: number; webRss: number }[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const raw = await spawnRaw("{}");
  const rawFirst = raw.firstAnswerMs;
  const rawCpu = cpuSeconds(raw.pid) * 1000;
  await Bun.sleep(2000);
  const rawIdle = rssMiB(raw.pid);
  await raw.stop();
  const s = await spawnRackhunt(dbPath);
  const cpu = cpuSeconds(s.pid) * 1000;
  await Bun.sleep(2000);
  const idle = rssMiB(s.pid);
  const w0 = performance.now();
  const page = await fetch(`${s.url}/`);
  await page.text();
  if (page.status !== 200) throw new Error(`GET / answered ${page.status}`);
  const web = performance.now() - w0;
  const webRss = rssMiB(s.pid);
  await s.stop();
  rows.push({ first: s.firstAnswerMs, cpu, idle, rawFirst, rawCpu, rawIdle, web, webRss });
}
const m = (k: keyof (typeof rows)[0]) => median(rows.map((r) => r[k]));
console.log(`  first answer  ${ms(m("first"))} (runs ${rows.map((r) => Math.round(r.first)).join(", ")}); bare Bun.serve ${ms(m("rawFirst"))}: ${(m("first") / m("rawFirst")).toFixed(1)}x, +${ms(m("first") - m("rawFirst"))}`);
console.log(`  CPU by then   ${ms(m("cpu"))}; bare Bun.serve ${ms(m("rawCpu"))}`);
console.log(`  idle RSS      ${m("idle").toFixed(1)} MiB (runs ${rows.map((r) => r.idle.toFixed(1)).join(", ")}); bare Bun.serve ${m("rawIdle").toFixed(1)} MiB: ${(m("idle") / m("rawIdle")).toFixed(2)}x`);
console.log(`  first web page (loads the web app) ${ms(m("web"))}; RSS after it ${m("webRss").toFixed(1)} MiB`);
console.log(`load average at end: ${await loadAvg()}`);
