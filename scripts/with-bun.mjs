#!/usr/bin/env node
// Runs the project's pinned Bun, installing it and the dependencies first when they are missing,
// so `npm start` and `npm test` work on a fresh machine that has only Node and npm.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pinned = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).devDependencies.bun;
const bun = join(root, "node_modules", ".bin", process.platform === "win32" ? "bun.exe" : "bun");

if (!existsSync(bun) || !existsSync(join(root, "node_modules", "elysia"))) {
  process.stderr.write(`rackhunt: installing bun ${pinned} and dependencies (first run only)...\n`);
  const install = spawnSync("npx", ["-y", `bun@${pinned}`, "install", "--frozen-lockfile"], { cwd: root, stdio: "inherit" });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const run = spawnSync(bun, process.argv.slice(2), { cwd: process.cwd(), stdio: "inherit" });
process.exit(run.status ?? 1);
