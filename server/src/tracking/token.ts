import { DEV_KEY_MATERIAL } from "../notify/secrets.ts";

/** What a tracked link records: a click (then a redirect), an email open (a pixel), or feedback ("a deal", "not a deal"). */
export type LinkKind = "click" | "open" | "deal" | "noise";

/** Signs and checks tracked-link tokens: `<outbox row id>.<HMAC>`, unforgeable without the key. */
export interface LinkSigner {
  sign(kind: LinkKind, id: string): string;
  /** The id inside a token of that kind, or null when the token is malformed or forged. */
  verify(kind: LinkKind, token: string): string | null;
}

/** 128 bits of HMAC-SHA256, base64url: short enough for a URL, far beyond guessing. */
const SIG_CHARS = 22;
// Feedback links carry their expiry after the row id (`<id>_<expiry>`), under the same signature.
const ID = /^[A-Za-z0-9_-]{1,80}$/;

/**
 * A signer keyed from RACKHUNT_SECRET_KEY (the development key when unset), with a label of
 * its own so a tracking signature can never double as anything else made from that key.
 *
 * @example
 * const signer = createLinkSigner(process.env.RACKHUNT_SECRET_KEY);
 * signer.verify("click", signer.sign("click", rowId)); // rowId
 */
export function createLinkSigner(material: string | undefined): LinkSigner {
  // Bun's own HMAC and comparison: node:crypto costs tens of milliseconds at start-up.
  const key = new Bun.CryptoHasher("sha256", material || DEV_KEY_MATERIAL).update("rackhunt/tracking v1").digest();
  const mac = (kind: LinkKind, id: string) => new Bun.CryptoHasher("sha256", key).update(`${kind}:${id}`).digest("base64url").slice(0, SIG_CHARS);
  return {
    sign: (kind, id) => `${id}.${mac(kind, id)}`,
    verify(kind, token) {
      const dot = token.lastIndexOf(".");
      const id = token.slice(0, dot);
      const sig = token.slice(dot + 1);
      if (dot <= 0 || !ID.test(id) || sig.length !== SIG_CHARS) return null;
      const expected = Buffer.from(mac(kind, id));
      const given = Buffer.from(sig);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
    },
  };
}

/**
 * The public URLs of an outbox row's tracked click and open pixel.
 *
 * @example
 * trackedUrls("https://rackhunt.example", signer, rowId).click; // "https://rackhunt.example/t/c/<id>.<sig>"
 */
export function trackedUrls(base: string, signer: LinkSigner, id: string): { click: string; open: string } {
  const root = base.replace(/\/+$/, "");
  return { click: `${root}/t/c/${signer.sign("click", id)}`, open: `${root}/t/o/${signer.sign("open", id)}.gif` };
}
