import { type AddressClass, BlockedDestinationError, checkDestination, PRIVATE_CLASSES, type Resolver } from "../notify/index.ts";
import type { SourcesConfig } from "../scan/sources-env.ts";
import { SourceConfigError } from "./source-config-error.ts";

/** Who may be fetched: private addresses only when the operator says so (RACKHUNT_ALLOW_PRIVATE_SOURCES). */
export interface SourceUrlRules {
  allowPrivate: boolean;
  resolver?: Resolver;
}

/**
 * Check every URL option of every entry (`base_url`, `feed_url`, `forum_url`: any option named
 * `…_url`) against the rules alert destinations follow: http(s) only (`file:` would read the
 * disk), and a global address unless the operator allows private ones; cloud metadata and
 * reserved ranges never. Names are resolved once, here, at start-up: an unresolvable name is
 * left to fail as a source error when fetched (the server can start offline).
 * @example await checkSourceUrls({ auction: { base_url: "http://127.0.0.1:9000" } }, { allowPrivate: true });
 */
export async function checkSourceUrls(config: SourcesConfig, rules: SourceUrlRules): Promise<void> {
  for (const [name, settings] of Object.entries(config)) {
    if (settings === null || typeof settings !== "object") continue;
    for (const [option, value] of Object.entries(settings)) {
      if (!option.endsWith("_url") || typeof value !== "string") continue;
      await checkOne(name, option, value, rules);
    }
  }
}

// --- Internal helpers ---

async function checkOne(name: string, option: string, value: string, rules: SourceUrlRules): Promise<void> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return; // not a URL at all: the source's own options schema says so, naming the option
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new SourceConfigError(name, `${option} must be an http(s) URL`);
  try {
    await checkDestination(url, { allowPrivate: rules.allowPrivate, resolver: rules.resolver });
  } catch (err) {
    if (!(err instanceof BlockedDestinationError) || err.reason === "unresolvable") return;
    const why = PRIVATE_CLASSES.has(err.reason as AddressClass) ? "private sources are disabled on this server (RACKHUNT_ALLOW_PRIVATE_SOURCES=on allows them)" : "never allowed";
    throw new SourceConfigError(name, `${option}: host ${url.hostname} resolves to a ${err.reason.replace("_", "-")} address; ${why}`);
  }
}
