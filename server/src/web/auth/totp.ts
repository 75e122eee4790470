import { createHmac } from "node:crypto";

/** RFC 6238 parameters authenticator apps use by default. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a phone clock a little off still signs in. */
const DRIFT_STEPS = 1;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/**
 * A new 160-bit TOTP secret in base32 (RFC 4226 recommends 160 bits for HMAC-SHA1).
 * @example newTotpSecret() // "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"
 */
export function newTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(20)));
}

/** The 30-second step an instant falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The code of one step (RFC 4226 HOTP over the step counter, dynamic truncation).
 * @example totpCode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", 1) // "287082" (RFC 6238 test vector, T = 59 s)
 */
export function totpCode(secretBase32: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32Decode(secretBase32)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS;
  return String(binary).padStart(TOTP_DIGITS, "0");
}

/**
 * The step a code belongs to within the drift window around now, or null when it matches none.
 * The caller records the step so the same code cannot be used twice.
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number): number | null {
  const digits = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  const now = totpStep(nowMs);
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) if (totpCode(secretBase32, step) === digits) return step;
  return null;
}

/**
 * The `otpauth://` URI an authenticator app reads (as a QR code or pasted).
 * @example otpauthUri("JBSW...", "you@example.com") // "otpauth://totp/Rackhunt:you%40example.com?secret=JBSW...&issuer=Rackhunt&..."
 */
export function otpauthUri(secretBase32: string, account: string, issuer = "Rackhunt"): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_PERIOD_SECONDS}`;
}

/** How many recovery codes an account gets when it turns the second factor on. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * New one-time recovery codes, `xxxxx-xxxxx` in lower-case base32 (50 random bits each).
 * @example newRecoveryCodes()[0] // "k7q2m-x4tzp"
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const text = base32Encode(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** A recovery code as typed, in the one form that is hashed (case, spaces and dashes ignored). */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}

// --- Internal helpers ---

function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]+/g, "");
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const idx = BASE32.indexOf(ch);
    if (idx < 0) throw new Error("[web] TOTP secret is not base32");
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}
