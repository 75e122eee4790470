import { feedDatabase } from "./support/feed-db.ts";
import { load } from "./support/serve.ts";
const path = process.argv[2] ?? "/hunts";
const { dbPath, key } = await feedDatabase(Number(process.argv[3] ?? 10000));
const port = 30000 + Math.floor(Math.random() * 10000);
const proc = Bun.spawn([process.execPath, "--cpu-prof-md", "--cpu-prof-dir=/tmp/lead-prof", `${import.meta.dir}/../server/src/cli.ts`, "serve", "--port", String(port)], { env: { ...process.env, RACKHUNT_DB: dbPath, RACKHUNT_SCHEDULER: "off", RACKHUNT_RATE_LIMITS: "off", RACKHUNT_SOURCES: "{}" }, stdout: Bun.file("/tmp/lead-prof-serve.log"), stderr: "inherit" });
for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break; } catch {} await Bun.sleep(20); }
const auth = { Authorization: `Bearer ${key}` };
const r = await load(`http://127.0.0.1:${port}`, process.argv[4] ? { method: "POST", path, headers: { ...auth, "Content-Type": "application/json" }, body: process.argv[4] } : { method: "GET", path, headers: auth }, { connections: 32, seconds: 8 });
console.log(r);
proc.kill("SIGINT");
await proc.exited;
