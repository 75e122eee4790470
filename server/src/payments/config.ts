import * as v from "valibot";
import { PAYMENT_NETWORKS } from "./networks.ts";

/** `off` disables paid routes; `local` runs the in-process facilitator over an in-memory token (dev/tests/demo only). */
export const PAYMENT_MODES = ["off", "local", "remote"] as const;

/** Well-known default so `local` mode works with no other setting; never used for real money. */
export const LOCAL_PAY_TO = "0x000000000000000000000000000000000000dEaD";
/** Used only in `local` mode when no secret is given: local challenges need no secrecy. */
export const LOCAL_MPP_SECRET = "rackhunt-local-mode-mpp-secret-not-for-production";

/** What the server should print loudly at start-up in `local` mode (DESIGN.md). */
export const LOCAL_MODE_WARNING =
  "[payments] LOCAL MODE: payments settle against an in-memory test token (every address holds 1,000 fake USDC). No real money moves. Never expose this server publicly.";

const Address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, "must be a 0x-prefixed 20-byte address"));

/** The payments configuration; `PaymentsConfig` is its output type. */
export const PaymentsConfigSchema = v.object({
  mode: v.picklist(PAYMENT_MODES),
  pay_to: Address,
  network: v.picklist(PAYMENT_NETWORKS),
  price_usd: v.pipe(v.number(), v.minValue(0.000001), v.maxValue(1000)),
  facilitator_url: v.optional(v.pipe(v.string(), v.url())),
  /** mppx needs at least 32 bytes to HMAC challenge ids. */
  mpp_secret: v.pipe(v.string(), v.minLength(32, "must be at least 32 characters")),
});
export type PaymentsConfig = v.InferOutput<typeof PaymentsConfigSchema>;

const RemoteRequirements = v.object({
  facilitator_url: v.pipe(v.string(), v.url()),
});

/**
 * Reads the payments configuration from environment variables (see README.md for each one).
 * `off` (the default) returns `null`. Throws a readable error naming the variable at fault.
 *
 * @example
 * const config = parsePaymentsEnv({ RACKHUNT_PAYMENTS: "local" });
 * // { mode: "local", network: "base-sepolia", price_usd: 0.01, pay_to: LOCAL_PAY_TO, ... }
 */
export function parsePaymentsEnv(env: Record<string, string | undefined>): PaymentsConfig | null {
  const mode = env.RACKHUNT_PAYMENTS?.trim() || "off";
  if (mode === "off") return null;
  const local = mode === "local";
  const price = env.RACKHUNT_PAY_PRICE_USD?.trim();
  const raw = {
    mode,
    pay_to: env.RACKHUNT_PAY_TO?.trim() || (local ? LOCAL_PAY_TO : undefined),
    network: env.RACKHUNT_PAY_NETWORK?.trim() || "base-sepolia",
    price_usd: price ? Number(price) : 0.01,
    facilitator_url: env.RACKHUNT_FACILITATOR_URL?.trim() || undefined,
    mpp_secret: env.RACKHUNT_MPP_SECRET || (local ? LOCAL_MPP_SECRET : undefined),
  };
  const parsed = v.safeParse(PaymentsConfigSchema, raw);
  if (!parsed.success) throw new Error(`[payments] invalid configuration: ${describe(parsed.issues)}`);
  if (parsed.output.mode === "remote") {
    const remote = v.safeParse(RemoteRequirements, raw);
    if (!remote.success) throw new Error(`[payments] invalid configuration: ${describe(remote.issues)}`);
  }
  return parsed.output;
}

// --- Internal helpers ---

const ENV_NAMES: Record<string, string> = {
  mode: "RACKHUNT_PAYMENTS",
  pay_to: "RACKHUNT_PAY_TO",
  network: "RACKHUNT_PAY_NETWORK",
  price_usd: "RACKHUNT_PAY_PRICE_USD",
  facilitator_url: "RACKHUNT_FACILITATOR_URL",
  mpp_secret: "RACKHUNT_MPP_SECRET",
};

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const key = issue.path?.map((p) => String(p.key)).join(".") ?? "";
      return `${ENV_NAMES[key] ?? key}: ${issue.message}`;
    })
    .join("; ");
}
