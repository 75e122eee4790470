import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";

/** How to start a Chromium, and where it was found. */
export interface ChromiumLaunch {
  executable_path: string;
  args: string[];
  found_by: "RACKHUNT_CHROMIUM" | "system" | "@sparticuz/chromium";
}

/** Flags for a desktop Chromium (Debian's package) run headless in a container or CI. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const SYSTEM_NAMES = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];

/** The first of `names` found on PATH, then in /usr/bin. */
function onPath(env: Record<string, string | undefined>): string | null {
  const dirs = [...(env.PATH ?? "").split(delimiter).filter(Boolean), "/usr/bin"];
  for (const name of SYSTEM_NAMES) for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name);
  return null;
}

/**
 * Find a Chromium without asking for system packages: `RACKHUNT_CHROMIUM` if set, else a
 * system `chromium` on PATH, else the one the npm package `@sparticuz/chromium` ships (unpacked
 * into the temporary folder on first use). Throws a message saying how to get one otherwise.
 * @example const { executable_path, args } = await findChromium(process.env);
 */
export async function findChromium(env: Record<string, string | undefined> = process.env): Promise<ChromiumLaunch> {
  const chosen = env.RACKHUNT_CHROMIUM?.trim();
  if (chosen) {
    if (!existsSync(chosen)) throw new Error(`[auction] RACKHUNT_CHROMIUM is ${chosen}, which does not exist`);
    return { executable_path: chosen, args: CHROMIUM_ARGS, found_by: "RACKHUNT_CHROMIUM" };
  }
  const system = onPath(env);
  if (system) return { executable_path: system, args: CHROMIUM_ARGS, found_by: "system" };
  let packaged: { executablePath(): Promise<string>; args: string[] };
  try {
    packaged = (await import("@sparticuz/chromium")).default;
  } catch {
    throw new Error("[auction] no Chromium found: set RACKHUNT_CHROMIUM, install chromium, or install the npm package @sparticuz/chromium");
  }
  return { executable_path: await packaged.executablePath(), args: packaged.args, found_by: "@sparticuz/chromium" };
}
