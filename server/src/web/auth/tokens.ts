import { timingSafeEqual } from "node:crypto";
import { hashApiKey } from "../../http/api-keys.ts";

/**
 * A random URL-safe secret of `bytes` bytes (session cookies, CSRF tokens, feed URLs).
 * @example randomToken() // "q0Vf3...": 43 characters for 32 bytes
 */
export function randomToken(bytes = 32): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("base64url");
}

/** SHA-256 of a secret, hex (as API keys are stored): what is kept of a session, feed or recovery secret. */
export const hashToken: (token: string) => string = hashApiKey;

/** Compare two secrets in constant time (length differences return false at once). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
