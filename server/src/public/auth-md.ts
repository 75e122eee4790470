import { TIERS } from "@rackhunt/core";
import type { Config } from "../config.ts";
import { NETWORKS } from "../payments/networks.ts";
import { CLOCK_SKEW_SECONDS, MAX_TIMEOUT_SECONDS } from "../payments/constants.ts";
import { limitsOf } from "../tiers.ts";
import { CORS_HEADERS } from "../http/router.ts";

/**
 * The authentication policies as Markdown (GET /auth.md), written from the running configuration
 * so the numbers it states are the ones enforced.
 *
 * @example
 * new Response(authMarkdown(config), { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
 */
export function authMarkdown(config: Config): string {
  const tiers = TIERS.map((t) => {
    const l = limitsOf(config.tiers, t);
    return `| ${t} | ${l.max_active_hunts} | ${l.poll_interval_hours} h | ${l.max_channels} | ${l.max_instant_destinations} | ${l.requests_per_minute} |`;
  });
  const p = config.payments;
  const net = p ? NETWORKS[p.network] : null;
  return [
    "# Rackhunt: authentication and access",
    "",
    "## API keys",
    "- Authenticated endpoints take `Authorization: Bearer <API_KEY>` (HTTP bearer).",
    "- A key is issued once, at registration (`POST /account/register`, or `rackhunt user create` on a self-hosted server). It is stored only as a hash and is never shown again: `api_key` in Account is null everywhere else.",
    "- Rotation: `POST /account/api-key` issues a new key and returns it once; the old key stops working at once.",
    "- A missing or invalid key is 401 (`unauthorized`); an action beyond your permission or tier is 403 (`forbidden` or `tier_limit`).",
    "- A `tier_limit` answer names the cap, what you can do within it, and the tier that lifts it. This server takes no payments for tiers: its operator moves an account with `rackhunt user set-tier EMAIL TIER`.",
    "- Caps hold however many requests arrive at once: each is checked in the same database transaction as the write it guards.",
    "",
    "## Tiers",
    "| Tier | Active hunts | Minimum poll interval | Channels | Instant destinations | Requests per minute |",
    "|---|---|---|---|---|---|",
    ...tiers,
    "",
    "## Rate limits",
    config.rateLimits
      ? `- Authenticated calls: per account per rolling minute, by tier (table above). Unauthenticated calls: ${config.ipRequestsPerMinute} per minute per IP.`
      : "- Rate limits are switched off on this server (RACKHUNT_RATE_LIMITS=off).",
    "- Over the limit: 429 with code `rate_limited`, `Retry-After` and `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` headers.",
    clientAddressRule(config),
    "",
    "## Public endpoints",
    "- `GET /api/public/prices`, `/api/public/prices/{category}`, `/api/public/prices/{category}/{component_id}` and `/api/public/deals` need no key. Their spec: `/api/public/openapi.json`.",
    p
      ? `- Metering: ${config.publicFreePerDay} free requests per UTC day per IP across these endpoints; after that each request answers 402 with payment instructions (both rails below) and a paid retry goes through. Requests with a valid API key are not metered.`
      : "- Payments are off on this server, so the public endpoints are not metered (only the per-IP rate limit applies).",
    "",
    "## Paid price intelligence (no account)",
    p && net
      ? [
          `- \`GET /api/x402/pricing/catalog\` (free) lists the components with a trusted benchmark, the rails and the data contract. \`GET /api/x402/pricing/component/{component_id}\` costs ${p.price_usd} USD (USDC on ${net.caip2}, asset ${net.usdc}, pay-to ${p.pay_to}) per query; a component without a trusted benchmark is answered free.`,
          "- One 402 carries both rails, with an RFC 9457 problem body:",
          "  - **x402** (v2, scheme `exact`): header `PAYMENT-REQUIRED` (base64 JSON: network, asset, amount, payTo). Retry with `PAYMENT-SIGNATURE` holding a signed EIP-3009 transfer authorization; the server verifies and settles it through a facilitator before sending data, and answers 200 with `PAYMENT-RESPONSE`.",
          "  - **mpp_base** (MPP, `Payment` HTTP authentication, method `evm`, intent `charge`): header `WWW-Authenticate: Payment ...`. Retry with `Authorization: Payment <credential>`; 200 carries `Payment-Receipt`.",
          "- An authorization is accepted once: a replay, a second concurrent use, an expired one, or one for another amount, pay-to or network is refused with 402 and no data.",
          `- An authorization must be valid now and expire within the challenge's \`maxTimeoutSeconds\` (${MAX_TIMEOUT_SECONDS} s): one whose \`validBefore\` is later than that, or whose \`validAfter\` is still in the future (${CLOCK_SKEW_SECONDS} s of clock difference allowed either way), is refused with 402.`,
          p.mode === "local" ? "- **This server runs payments in LOCAL test mode: settlement is against an in-memory test token; no real money moves.**" : "",
        ]
          .filter(Boolean)
          .join("\n")
      : "- Not enabled on this server (RACKHUNT_PAYMENTS is off): the paid routes answer 404.",
    "",
    "## CORS",
    `- Public and paid endpoints answer any origin and expose ${CORS_HEADERS["Access-Control-Expose-Headers"]}.`,
    "",
  ].join("\n");
}

/** How this server tells one caller from another for the per-IP limits, as configured. */
function clientAddressRule(config: Config): string {
  const t = config.trustedProxies;
  const rule = "the right-most `X-Forwarded-For` address not added by a trusted proxy";
  if (t.kind === "none") return "- The caller's address (per-IP limits, registration limit, metering) is the connection's; `X-Forwarded-For` is ignored on this server.";
  const who = t.kind === "hops" ? `the nearest ${t.hops === 1 ? "proxy" : `${t.hops} proxies`}` : "proxies at the addresses its operator listed";
  return `- The caller's address (per-IP limits, registration limit, metering) is ${rule}: this server trusts ${who}. Addresses a client writes further left are ignored.`;
}
