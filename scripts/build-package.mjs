#!/usr/bin/env node
// Builds the package in the working directory (npm runs `prepack` there): ESM JavaScript plus
// .d.ts from src/ into a clean dist/, with the repository's pinned TypeScript compiler.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
rmSync("dist", { recursive: true, force: true });
const tsc = spawnSync(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.build.json"], { stdio: "inherit" });
process.exit(tsc.status ?? 1);
