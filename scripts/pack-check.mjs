#!/usr/bin/env node
// The published packages as a user meets them: @rackhunt/core packed and installed in a new Node
// project outside the repository by the README's own install lines, run as written (this checkout
// and the new project for /path/to/rackhunt and /path/to/your-project); then the plugin kit and the
// three plugins packed the same way (prepack builds each) and installed there; then a Rackhunt
// server started and test/packaging/*.smoke.mjs run there with node --test.
// Prints node's TAP output (with its "# pass N" / "# fail N" lines) and exits with its status.
// Usage: node scripts/pack-check.mjs
import { execFileSync, execSync, spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PLUGINS = ["plugins/kit", "plugins/aggregator", "plugins/forum", "plugins/auction"];
const bun = join(root, "node_modules", ".bin", "bun");
const work = mkdtempSync(join(tmpdir(), "rackhunt-pack-"));
const tarballs = join(work, "tarballs");
const project = join(work, "project");
mkdirSync(tarballs);
mkdirSync(project);

const say = (line) => process.stderr.write(`pack-check: ${line}\n`);
const quiet = { stdio: ["ignore", "ignore", "inherit"] };

/**
 * The SDK's install lines as the README prints them (the sh block of "The SDK on Node, Bun and
 * Deno"; packages/core/README.md must print the same), with this checkout and the new project for
 * the two placeholder paths, comments dropped.
 */
function readmeInstallLines() {
  const block = (file, heading) => {
    const text = readFileSync(join(root, file), "utf8");
    return /```sh\n([\s\S]*?)```/.exec(text.slice(text.indexOf(heading)))?.[1] ?? "";
  };
  const lines = block("README.md", "### The SDK on Node, Bun and Deno");
  if (!lines.includes("npm pack")) throw new Error("README.md shows no npm pack line for the SDK");
  if (block("packages/core/README.md", "# @rackhunt/core") !== lines) throw new Error("packages/core/README.md installs the SDK differently from README.md");
  return lines.split("\n").map((l) => l.replace(/\s+#.*$/, "").trim()).filter(Boolean).map((l) => l.replaceAll("/path/to/rackhunt", root).replaceAll("/path/to/your-project", project));
}

let server = null;
let status = 1;
// The README's npm pack writes into the checkout: whatever tarball appears there is removed at the end.
const before = new Set(readdirSync(root));
const packedInCheckout = () => readdirSync(root).filter((f) => !before.has(f) && f.endsWith(".tgz")).map((f) => join(root, f));
try {
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "rackhunt-pack-check", private: true, type: "module" }));
  // The README's lines, as written: they pack the core into the checkout and install it here.
  for (const line of readmeInstallLines()) {
    say(`README: ${line}`);
    execSync(line, { cwd: project, shell: "/bin/sh", stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, npm_config_loglevel: "error", npm_config_audit: "false", npm_config_fund: "false" } });
  }
  const packed = packedInCheckout();
  if (packed.length !== 1) throw new Error(`the README's lines left ${packed.length} tarballs in the checkout, not 1`);
  for (const f of packed) copyFileSync(f, join(tarballs, f.slice(root.length + 1)));
  say(`installed ${packed[0]} the README's way`);

  // Dependents build against the core's types (built by the README's npm pack above).
  for (const pkg of PLUGINS) execFileSync("npm", ["pack", "--pack-destination", tarballs, "--loglevel=error"], { cwd: join(root, pkg), ...quiet });
  const plugins = readdirSync(tarballs).filter((f) => !f.startsWith("rackhunt-core-")).map((f) => join(tarballs, f));
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...plugins], { cwd: project, ...quiet });
  say(`installed the ${plugins.length} plugin tarballs`);

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
  for (const f of packedInCheckout()) rmSync(f, { force: true });
}
process.exit(status);
