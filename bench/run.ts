// Runs every benchmark in its own process, one after another (never in parallel: they would
// measure each other). Usage: npm run bench [-- name ...], e.g. `npm run bench -- http scan`.
import { readdirSync } from "node:fs";
import { join } from "node:path";

const dir = import.meta.dir;
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(".bench.ts", "")))
  .sort();
if (files.length === 0) {
  console.error(`no benchmark matches ${wanted.join(", ")}`);
  process.exit(2);
}
for (const file of files) {
  console.log(`\n=== ${file} (${new Date().toISOString()}) ===`);
  const proc = Bun.spawn([process.execPath, join(dir, file)], { stdout: "inherit", stderr: "inherit", env: { ...process.env, NO_COLOR: "1" } });
  if ((await proc.exited) !== 0) console.error(`${file} failed`);
}
