#!/usr/bin/env node
// Runs the project's pinned Bun, installing it and the dependencies first when they are missing,
// so `npm start` and `npm test` work on a fresh machine that has only Node and npm.
import { spawn, spawnSync } from "node:child_process";
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

// Bun runs as a child: signals a process manager sends to this wrapper (SIGTERM from systemd or a
// container runtime, SIGINT from Ctrl-C) are passed on, and the wrapper ends with the child's status.
const child = spawn(bun, process.argv.slice(2), { cwd: process.cwd(), stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  if (signal) {
    // Die of the same signal, so whoever waits on us sees what happened to Bun.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
