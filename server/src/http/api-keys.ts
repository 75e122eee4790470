/** API keys: `rh_` + 43 base64url characters (256 random bits). Only the SHA-256 hash is stored. */
const KEY_PATTERN = /^rh_[A-Za-z0-9_-]{43}$/;

/** A new random API key. */
export function generateApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `rh_${Buffer.from(bytes).toString("base64url")}`;
}

/** Hex SHA-256 of a key. Keys carry 256 bits of entropy, so a fast hash is enough. */
export function hashApiKey(key: string): string {
  return new Bun.CryptoHasher("sha256").update(key).digest("hex");
}

/** The non-secret prefix kept to tell keys apart. */
export function keyPrefix(key: string): string {
  return key.slice(0, 7);
}

/** Pull the key out of an Authorization header; null when absent or malformed. */
export function bearerKey(header: string | null): string | null {
  if (!header) return null;
  const space = header.indexOf(" ");
  if (space < 0 || header.slice(0, space).toLowerCase() !== "bearer") return null;
  const key = header.slice(space + 1).trim();
  return KEY_PATTERN.test(key) ? key : null;
}
