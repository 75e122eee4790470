import { decryptSecret, encryptSecret, secretKeyFromEnv } from "../../notify/index.ts";
import type { Services } from "../../operations/context.ts";

/** What a sealed web secret is for; part of the authenticated data, so one cannot stand in for another. */
export type SecretPurpose = "totp" | "feed";

/**
 * Encrypt a web secret (a TOTP secret, a feed token) with the server's key (RACKHUNT_SECRET_KEY),
 * bound to its purpose and owner.
 * @example const stored = await seal(services, "totp", userId, secret);
 */
export async function seal(services: Services, purpose: SecretPurpose, ownerId: string, plaintext: string): Promise<string> {
  return encryptSecret(plaintext, { key: await secretKeyFromEnv(services.config.notify.secretEnv), aad: `${purpose}:${ownerId}` });
}

/** Decrypt what {@link seal} stored for the same purpose and owner. */
export async function unseal(services: Services, purpose: SecretPurpose, ownerId: string, sealed: string): Promise<string> {
  return decryptSecret(sealed, { key: await secretKeyFromEnv(services.config.notify.secretEnv), aad: `${purpose}:${ownerId}` });
}
