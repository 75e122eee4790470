/**
 * Webhook signatures, Stripe-style: header `Rackhunt-Signature: t=<unix seconds>,v1=<hex>`
 * where the hex is HMAC-SHA256 of `${t}.${body}` under the channel's secret. Signing the
 * timestamp with the body lets a receiver refuse replays of an old, validly signed request.
 */

export const SIGNATURE_HEADER = "Rackhunt-Signature";
/** How far a timestamp may be from the receiver's clock, by default (seconds). */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/**
 * A fresh per-channel signing secret (`whsec_` + 32 random bytes, base64url).
 *
 * @example
 * generateWebhookSecret(); // "whsec_3q2-7wX..."
 */
export function generateWebhookSecret(): string {
  return `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url")}`;
}

/**
 * The header value for a body sent at `timestamp` (unix seconds).
 *
 * @example
 * await signWebhookPayload('{"a":1}', "whsec_x", 1700000000); // "t=1700000000,v1=5f0c..."
 */
export async function signWebhookPayload(body: string, secret: string, timestamp: number): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), signedBytes(timestamp, body));
  return `t=${timestamp},v1=${Buffer.from(mac).toString("hex")}`;
}

/**
 * Check a received webhook: true only if the header is well formed, its timestamp is within
 * `toleranceSeconds` of now (either side), and one `v1` signature matches the raw body.
 * The comparison is WebCrypto's HMAC verify, which is constant-time. Pass the body exactly as
 * received (before any JSON parsing).
 *
 * @example
 * const ok = await verifyWebhookSignature(await req.text(), req.headers.get("rackhunt-signature"), secret, 300);
 * if (!ok) return new Response("bad signature", { status: 400 });
 */
export async function verifyWebhookSignature(
  body: string,
  header: string | null | undefined,
  secret: string,
  toleranceSeconds: number = DEFAULT_TOLERANCE_SECONDS,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  const parsed = parseHeader(header);
  if (!parsed) return false;
  if (Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return false;
  const key = await hmacKey(secret);
  const data = signedBytes(parsed.timestamp, body);
  for (const signature of parsed.signatures) {
    if (await crypto.subtle.verify("HMAC", key, signature, data)) return true;
  }
  return false;
}

// --- Internal helpers ---

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

function signedBytes(timestamp: number, body: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${timestamp}.${body}`);
}

function parseHeader(header: string | null | undefined): { timestamp: number; signatures: Uint8Array<ArrayBuffer>[] } | null {
  if (!header) return null;
  let timestamp: number | null = null;
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const item of header.split(",")) {
    const [name, value] = item.trim().split("=", 2);
    if (name === "t" && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    // Several v1 values are allowed so a sender can sign with an old and a new secret while rotating.
    if (name === "v1" && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(new Uint8Array(Buffer.from(value, "hex")));
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}
