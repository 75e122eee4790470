/** How to start a Chromium, and where it was found. */
export interface ChromiumLaunch {
    executable_path: string;
    args: string[];
    found_by: "RACKHUNT_CHROMIUM" | "system" | "@sparticuz/chromium";
}
/** Flags for a desktop Chromium (Debian's package) run headless in a container or CI. */
export declare const CHROMIUM_ARGS: string[];
/**
 * Find a Chromium without asking for system packages: `RACKHUNT_CHROMIUM` if set, else a
 * system `chromium` on PATH, else the one the npm package `@sparticuz/chromium` ships (unpacked
 * into the temporary folder on first use). Throws a message saying how to get one otherwise.
 * @example const { executable_path, args } = await findChromium(process.env);
 */
export declare function findChromium(env?: Record<string, string | undefined>): Promise<ChromiumLaunch>;
