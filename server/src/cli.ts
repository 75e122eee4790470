#!/usr/bin/env bun
// The entry point only dispatches: each command's module is loaded when it runs, so `--help`
// and small commands start fast.
import { fail } from "./cli/fail.ts";
import { HELP } from "./cli/help.ts";
import { VERSION } from "./version.ts";

// Everything a command creates (database, WAL, backups, logs it writes) is for this user alone.
process.umask(0o077);

type Run = (args: string[]) => void | Promise<void>;
const COMMANDS: Record<string, () => Promise<Run>> = {
  serve: async () => (await import("./cli/core-commands.ts")).serve,
  worker: async () => (await import("./cli/core-commands.ts")).worker,
  migrate: async () => (await import("./cli/admin.ts")).migrate,
  user: async () => (await import("./cli/user.ts")).user,
  mcp: async () => (await import("./cli/core-commands.ts")).mcp,
  scan: async () => (await import("./cli/scan.ts")).scanCommand,
  hunts: async () => (await import("./cli/hunts.ts")).huntsCommand,
  demo: async () => (await import("./cli/demo.ts")).demoCommand,
  market: async () => (await import("./cli/market.ts")).marketCommand,
  quality: async () => (await import("./cli/quality.ts")).qualityCommand,
  stream: async () => (await import("./cli/stream.ts")).streamCommand,
  import: async () => (await import("./import/command.ts")).importCommand,
  backup: async () => (await import("./backup/command.ts")).backupCommand,
  restore: async () => (await import("./backup/command.ts")).restoreCommand,
};

const [command, ...rest] = process.argv.slice(2);
if (!command || command === "--help" || command === "-h" || command === "help") console.log(HELP.main);
else if (command === "--version") console.log(VERSION);
else if (COMMANDS[command]) {
  if (rest.includes("--help") || rest.includes("-h")) console.log(HELP[command]);
  else await (await COMMANDS[command]())(rest);
} else fail(`unknown command "${command}"\n\n${HELP.main}`);
