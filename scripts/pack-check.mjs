#!/usr/bin/env node
// The published packages as a user meets them: pack @rackhunt/core, the plugin kit and the three
// plugins (prepack builds each), install the tarballs in a new Node project outside the
// repository, start a Rackhunt server, and run test/packaging/*.smoke.mjs there with node --test.
// Prints node's TAP output (with its "# pass N" / "# fail N" lines) and exits with its status.
// Usage: node scripts/pack-check.mjs
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGES = ["packages/core", "plugins/kit", "plugins/aggregator", "plugins/forum", "plugins/auction"];
const bun = join(root, "node_modules", ".bin", "bun");
const work = mkdtempSync(join(tmpdir(), "rackhunt-pack-"));
const tarballs = join(work, "tarballs");
const project = join(work, "project");
mkdirSync(tarballs);
mkdirSync(project);

const say = (line) => process.stderr.write(`pack-check: ${line}\n`);
const quiet = { stdio: ["ignore", "ignore", "inherit"] };

let server = null;
let status = 1;
try {
  // Dependents build against their dependencies' types, so the order matters (core first).
  for (const pkg of PACKAGES) execFileSync("npm", ["pack", "--pack-destination", tarballs, "--loglevel=error"], { cwd: join(root, pkg), ...quiet });
  const files = readdirSync(tarballs).map((f) => join(tarballs, f));
  say(`packed ${files.length} tarballs`);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "rackhunt-pack-check", private: true, type: "module" }));
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...files], { cwd: project, ...quiet });
  say("installed the tarballs in a new Node project");

  const env = { ...process.env, RACKHUNT_DB: join(work, "rackhunt.db"), RACKHUNT_SCHEDULER: "off", RACKHUNT_LOG_LEVEL: "info", RACKHUNT_SOURCES: '{"aggregator":false,"forum":false,"auction":false}' };
  execFileSync(bun, [join(root, "server/src/cli.ts"), "migrate"], { env, ...quiet });
  const created = execFileSync(bun, [join(root, "server/src/cli.ts"), "user", "create", "--email", "sdk@example.com", "--tier", "lifetime"], { env, encoding: "utf8" });
  const apiKey = /rh_[A-Za-z0-9_-]{43}/.exec(created)?.[0];
  server = spawn(bun, [join(root, "server/src/cli.ts"), "serve", "--port", "0"], { env, stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise((resolve, reject) => {
    let seen = "";
    server.stdout.on("data", (chunk) => {
      seen += chunk;
      const line = seen.split("\n").find((l) => l.includes('"msg":"listening"') && l.endsWith("}"));
      if (line) resolve(JSON.parse(line).url);
    });
    server.on("exit", (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  say(`server at ${url}`);

  for (const f of readdirSync(join(root, "test/packaging")).filter((f) => f.endsWith(".smoke.mjs"))) copyFileSync(join(root, "test/packaging", f), join(project, f));
  const smoke = readdirSync(project).filter((f) => f.endsWith(".smoke.mjs"));
  const run = spawnSync(process.execPath, ["--test", "--test-reporter=tap", ...smoke], {
    cwd: project,
    stdio: "inherit",
    env: { ...process.env, RACKHUNT_URL: url, RACKHUNT_API_KEY: apiKey, RACKHUNT_REPO: root, RACKHUNT_TARBALLS: tarballs, RACKHUNT_DB: env.RACKHUNT_DB },
  });
  status = run.status ?? 1;
} catch (err) {
  say(`failed: ${err.message}`);
  console.log("# pass 0\n# fail 1");
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
