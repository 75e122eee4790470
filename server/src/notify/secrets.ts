import { NotifyError } from "./errors.ts";

/**
 * notify_url at rest: AES-256-GCM (WebCrypto) under a key derived with HKDF-SHA256 from
 * RACKHUNT_SECRET_KEY. Stored form: `v1.<iv>.<ciphertext+tag>`, base64url, so the version
 * prefix lets a later key or algorithm coexist with rows written today.
 */

/** Env var holding the key material (e.g. `openssl rand -base64 32`). */
export const SECRET_KEY_ENV = "RACKHUNT_SECRET_KEY";
/** Key material used when RACKHUNT_SECRET_KEY is unset (public: development only). */
export const DEV_KEY_MATERIAL = "rackhunt-development-key-NOT-SECRET";
const FORMAT_VERSION = "v1";
const IV_BYTES = 12;
const MIN_MATERIAL_LENGTH = 32;

export interface SecretOptions {
  /** Key to use; defaults to the one from the environment. */
  key?: CryptoKey;
  /** Associated data bound to the ciphertext (e.g. the channel id) so rows cannot be swapped. */
  aad?: string;
}

/**
 * Derive the AES-256-GCM key from key material of any length.
 *
 * @example
 * const key = await deriveSecretKey("a long random string from the operator");
 */
export async function deriveSecretKey(material: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey("raw", new TextEncoder().encode(material), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new TextEncoder().encode("rackhunt/notify"), info: new TextEncoder().encode("notify_url v1") },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

/**
 * The key from RACKHUNT_SECRET_KEY, derived once per distinct value. Without it, outside
 * production a fixed development key is used and a loud warning printed; in production
 * (`NODE_ENV=production`) a missing key is an error, since rows written under the public
 * development key are readable by anyone.
 *
 * @example
 * const key = await secretKeyFromEnv({ RACKHUNT_SECRET_KEY: "..." });
 */
export function secretKeyFromEnv(env: Record<string, string | undefined> = process.env): Promise<CryptoKey> {
  const material = env[SECRET_KEY_ENV];
  if (!material && env.NODE_ENV === "production") {
    throw new NotifyError("not_configured", `${SECRET_KEY_ENV} must be set in production`, { retryable: false });
  }
  const warning = secretKeyWarning(env);
  if (warning) warnOnce(warning);
  const key = material || DEV_KEY_MATERIAL;
  let derived = keyCache.get(key);
  if (!derived) {
    derived = deriveSecretKey(key);
    keyCache.set(key, derived);
  }
  return derived;
}

/**
 * What an operator should hear about RACKHUNT_SECRET_KEY, or null when it is fine: unset (the
 * public development key is used, or in production channels are refused), or too short.
 * @example secretKeyWarning({}) // "RACKHUNT_SECRET_KEY is not set: notification secrets are encrypted with a PUBLIC development key. ..."
 */
export function secretKeyWarning(env: Record<string, string | undefined>): string | null {
  const material = env[SECRET_KEY_ENV];
  if (!material && env.NODE_ENV === "production") return `${SECRET_KEY_ENV} is not set: with NODE_ENV=production, channels cannot be saved or sent to until it is.`;
  if (!material) return `${SECRET_KEY_ENV} is not set: notification secrets are encrypted with a PUBLIC development key. Set it before storing real channels.`;
  if (material.length < MIN_MATERIAL_LENGTH) return `${SECRET_KEY_ENV} is shorter than ${MIN_MATERIAL_LENGTH} characters; use e.g. \`openssl rand -base64 32\`.`;
  return null;
}

/**
 * Say it when a process that stores or sends to channels starts: in its log, and once loudly on
 * stderr (saving the first channel later does not repeat it).
 * @example warnAboutSecretKey(config.secretEnv, (m) => logger.warn(m));
 */
export function warnAboutSecretKey(env: Record<string, string | undefined>, log: (message: string) => void, options: { banner?: boolean } = {}): void {
  const warning = secretKeyWarning(env);
  if (!warning) return;
  log(warning);
  // The banner is for a person at a terminal; where the log itself is stderr (MCP over stdio)
  // the log line says it, and stderr stays one JSON object per line.
  if (options.banner ?? true) warnOnce(warning);
}

/**
 * Encrypt a secret (a notify_url) for storage.
 *
 * @example
 * const stored = await encryptSecret("telegram://123:abc@42", { aad: channelId });
 * stored.startsWith("v1."); // true
 */
export async function encryptSecret(plaintext: string, options: SecretOptions = {}): Promise<string> {
  const key = options.key ?? (await secretKeyFromEnv());
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(gcmParams(iv, options.aad), key, new TextEncoder().encode(plaintext));
  return [FORMAT_VERSION, b64url(iv), b64url(new Uint8Array(sealed))].join(".");
}

/**
 * Decrypt what {@link encryptSecret} produced; a wrong key, other `aad` or any altered byte
 * throws a NotifyError with code `secret_error` (GCM authenticates the whole token).
 *
 * @example
 * await decryptSecret(stored, { aad: channelId }); // "telegram://123:abc@42"
 */
export async function decryptSecret(token: string, options: SecretOptions = {}): Promise<string> {
  const [version, ivText, sealedText, ...rest] = token.split(".");
  if (version !== FORMAT_VERSION || !ivText || !sealedText || rest.length > 0) {
    throw new NotifyError("secret_error", "stored secret has an unknown format", { retryable: false });
  }
  const key = options.key ?? (await secretKeyFromEnv());
  try {
    const plain = await crypto.subtle.decrypt(gcmParams(fromB64url(ivText), options.aad), key, fromB64url(sealedText));
    return new TextDecoder().decode(plain);
  } catch (cause) {
    throw new NotifyError("secret_error", "stored secret cannot be decrypted (wrong key or altered)", { retryable: false, cause });
  }
}

// --- Internal helpers ---

const keyCache = new Map<string, Promise<CryptoKey>>();
const warned = new Set<string>();

function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`\n!!! [notify] WARNING: ${message}\n`);
}

function gcmParams(iv: Uint8Array<ArrayBuffer>, aad: string | undefined): AesGcmParams {
  return aad === undefined ? { name: "AES-GCM", iv } : { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(aad) };
}

function b64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("base64url");
}

function fromB64url(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(text, "base64url"));
}
