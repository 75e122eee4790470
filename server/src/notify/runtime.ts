import type { NotifyConfig } from "../config.ts";
import { createLinkSigner, type LinkSigner } from "../tracking/token.ts";
import { decryptSecret, encryptSecret, secretKeyFromEnv } from "./secrets.ts";
import { checkDestination, type Resolver } from "./ssrf-guard.ts";
import type { DriverContext, ParsedDestination } from "./types.ts";

/** The stored, encrypted parts of a channel the runtime can open. */
export interface SealedChannel {
  id: string;
  channel_type: string;
  notify_url_encrypted: string;
  webhook_secret_encrypted: string | null;
}

/**
 * Delivery settings of one server, with the secrets key: what the channel endpoints and the
 * delivery worker share. `apiBase`, `resolver` and `fetch` stay mutable so tests can point
 * vendor APIs at loopback receivers.
 */
export interface NotifyRuntime {
  config: NotifyConfig;
  /** Signs tracked click and open links. */
  links: LinkSigner;
  apiBase: DriverContext["apiBase"];
  resolver?: Resolver;
  fetch?: typeof fetch;
  /** The context every driver call gets (private destinations, timeout, SMTP, vendor hosts). */
  context(extra?: Partial<DriverContext>): DriverContext;
  /** Encrypt a notify_url (or a webhook secret) bound to its channel id. */
  seal(channelId: string, plaintext: string, purpose?: "notify_url" | "webhook_secret"): Promise<string>;
  /** Decrypt a channel's notify_url and webhook secret. */
  open(channel: SealedChannel): Promise<{ notify_url: string; webhook_secret: string | null }>;
  /**
   * The SSRF guard at save time, for the types whose host the user chooses (every destination
   * that carries a `url`: webhook, ntfy, apprise, gotify, matrix, homeassistant, mattermost,
   * msteams); vendor types have a fixed host. Throws BlockedDestinationError.
   */
  guard(destination: ParsedDestination): Promise<void>;
}

/**
 * Build the runtime from the server configuration.
 *
 * @example
 * const notify = createNotifyRuntime(config.notify);
 * const stored = await notify.seal(channelId, "https://hooks.example/x");
 */
export function createNotifyRuntime(config: NotifyConfig): NotifyRuntime {
  const key = () => secretKeyFromEnv(config.secretEnv);
  const aad = (id: string, purpose: string) => (purpose === "notify_url" ? id : `${id}:${purpose}`);
  const runtime: NotifyRuntime = {
    config,
    links: createLinkSigner(config.secretEnv.RACKHUNT_SECRET_KEY),
    apiBase: {},
    context(extra = {}) {
      return {
        allowPrivate: config.allowPrivate,
        timeoutMs: config.timeoutMs,
        smtp: config.smtp ?? undefined,
        apiBase: runtime.apiBase,
        resolver: runtime.resolver,
        fetch: runtime.fetch,
        ...extra,
      };
    },
    async seal(channelId, plaintext, purpose = "notify_url") {
      return encryptSecret(plaintext, { key: await key(), aad: aad(channelId, purpose) });
    },
    async open(channel) {
      const k = await key();
      const notify_url = await decryptSecret(channel.notify_url_encrypted, { key: k, aad: aad(channel.id, "notify_url") });
      const webhook_secret = channel.webhook_secret_encrypted
        ? await decryptSecret(channel.webhook_secret_encrypted, { key: k, aad: aad(channel.id, "webhook_secret") })
        : null;
      return { notify_url, webhook_secret };
    },
    async guard(destination) {
      if (!("url" in destination)) return;
      await checkDestination(destination.url, { allowPrivate: config.allowPrivate, resolver: runtime.resolver });
    },
  };
  return runtime;
}

