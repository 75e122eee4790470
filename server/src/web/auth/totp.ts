import { Secret, TOTP } from "otpauth";

/** RFC 6238 parameters authenticator apps use by default. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const ALGORITHM = "SHA1";
/** Steps accepted either side of now: a phone clock a little off still signs in. */
const DRIFT_STEPS = 1;

/**
 * A new 160-bit TOTP secret in base32 (RFC 4226 recommends 160 bits for HMAC-SHA1).
 * @example newTotpSecret() // "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"
 */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The step a code belongs to within the drift window around now, or null when it matches none.
 * The caller records the step so the same code cannot be used twice.
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({ token, secret: Secret.fromBase32(secretBase32), algorithm: ALGORITHM, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, timestamp: nowMs, window: DRIFT_STEPS });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs }) + delta;
}

/**
 * The `otpauth://` URI an authenticator app reads (as a QR code or pasted).
 * @example otpauthUri("JBSW...", "you@example.com") // "otpauth://totp/Rackhunt:you%40example.com?issuer=Rackhunt&secret=JBSW...&..."
 */
export function otpauthUri(secretBase32: string, account: string, issuer = "Rackhunt"): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secretBase32), algorithm: ALGORITHM, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS }).toString();
}

/** How many recovery codes an account gets when it turns the second factor on. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * New one-time recovery codes, `xxxxx-xxxxx` in lower-case base32 (50 random bits each).
 * @example newRecoveryCodes()[0] // "k7q2m-x4tzp"
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const text = new Secret({ size: 7 }).base32.slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** A recovery code as typed, in the one form that is hashed (case, spaces and dashes ignored). */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}
