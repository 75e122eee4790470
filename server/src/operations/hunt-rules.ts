import { DEFAULT_ALERT_THRESHOLD, DEFAULT_WATCH_THRESHOLD } from "@rackhunt/core";
import { HuntConfig, HuntCriteria, unknownKeys, type ValidationIssue } from "@rackhunt/core/schemas";
import type { HuntRow } from "../db/contracts/index.ts";
import { validationFailed } from "../http/errors.ts";
import type { RequestContext } from "./context.ts";

/** The response header naming the keys of `config` and `criteria` Rackhunt kept but does not use. */
export const IGNORED_KEYS_HEADER = "Rackhunt-Ignored-Keys";

interface HuntFields {
  config?: Record<string, unknown> | null;
  criteria?: Record<string, unknown> | null;
  sources_enabled?: Record<string, boolean> | null;
}

/**
 * The rules a hunt's fields must meet together, beyond each field's own schema: the watch
 * threshold cannot exceed the alert threshold, and `sources_enabled` names only sources this
 * server runs. `current` is the stored hunt an update applies to. Throws the 422 shape.
 */
export function checkHuntFields(ctx: RequestContext, body: HuntFields, current?: Pick<HuntRow, "config">): void {
  const issues: ValidationIssue[] = [];
  const config = (body.config ?? current?.config ?? {}) as { alert_threshold?: number; watch_threshold?: number };
  const alert = config.alert_threshold ?? DEFAULT_ALERT_THRESHOLD;
  const watch = config.watch_threshold ?? DEFAULT_WATCH_THRESHOLD;
  if (watch > alert) {
    const field = body.config && "watch_threshold" in body.config ? "watch_threshold" : "alert_threshold";
    issues.push({ loc: ["body", "config", field], msg: `watch_threshold (${watch}) cannot exceed alert_threshold (${alert})`, type: "value_error", input: config[field] ?? null });
  }
  const known = ctx.services.sourceNames;
  for (const name of Object.keys(body.sources_enabled ?? {})) {
    if (!known.includes(name)) issues.push({ loc: ["body", "sources_enabled", name], msg: `Unknown source "${name}"; this server runs: ${known.join(", ")}`, type: "value_error", input: name });
  }
  if (issues.length) throw validationFailed(issues);
}

/**
 * The `Rackhunt-Ignored-Keys` value naming the keys of `config` and `criteria` that are kept but
 * not used (`config.qeury, criteria.colour`), or null when there are none. Each name is
 * percent-encoded as in a URL (`config.caf%C3%A9`): a header carries only visible ASCII, and a
 * name is the caller's text. Worked out before anything is stored, so it can never fail after.
 */
export function ignoredKeysHeader(body: HuntFields): string | null {
  const keys = [
    ...unknownKeys(HuntConfig, body.config).map((k) => `config.${encodeURIComponent(k)}`),
    ...unknownKeys(HuntCriteria, body.criteria).map((k) => `criteria.${encodeURIComponent(k)}`),
  ];
  return keys.length ? keys.join(", ") : null;
}

/** Name the ignored keys in the answer (see ignoredKeysHeader). */
export function announceIgnoredKeys(ctx: RequestContext, header: string | null): void {
  if (header) ctx.headers.set(IGNORED_KEYS_HEADER, header);
}
