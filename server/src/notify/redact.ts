/**
 * What a channel response and a log line may show of a notify_url: enough to recognise the
 * destination (host, chat id, the first characters of an id), never a token, password,
 * topic or path secret.
 */

export const MASK = "••••";
const SHOWN = 2;

/**
 * Redact a notify_url of any channel type. Unparseable input gives just the mask.
 *
 * @example
 * redactUrl("https://discord.com/api/webhooks/1234567/AbCdEf"); // "https://discord.com/api/webhooks/12…/••••"
 * redactUrl("telegram://123:AAH-secret@12345"); // "telegram://••••@12345"
 * redactUrl("mailto:alice@example.com"); // "mailto:al••••@example.com"
 * redactUrl("gotifys://push.example/AbCdEf123"); // "gotifys://push.example/••••"
 */
export function redactUrl(notifyUrl: string): string {
  try {
    if (notifyUrl.startsWith("telegram://")) return redactTelegram(notifyUrl);
    if (notifyUrl.startsWith("mailto:")) return redactMailto(notifyUrl);
    if (/^pover:/i.test(notifyUrl)) return `pover://${MASK}`;
    const service = SERVICE_SCHEME.exec(notifyUrl);
    if (service) return redactService(notifyUrl, service[0]);
    const isNtfy = notifyUrl.startsWith("ntfy://");
    const url = new URL(isNtfy ? `https://${notifyUrl.slice("ntfy://".length)}` : notifyUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return MASK;
    const origin = isNtfy ? `ntfy://${url.host}` : `${url.protocol}//${url.host}`;
    if (/(^|\.)discord(app)?\.com$/.test(url.hostname)) return `${origin}${redactDiscordPath(url.pathname)}`;
    if (url.hostname === "hooks.slack.com") return `${origin}${redactSlackPath(url.pathname)}`;
    return url.pathname === "/" && !url.search ? `${origin}/` : `${origin}/${MASK}`;
  } catch {
    return MASK;
  }
}

/**
 * Replace every occurrence of the given secrets in a text (a vendor's error body can echo
 * the URL it was called on). Longest first, so a token is masked before a part of it.
 *
 * @example
 * scrubSecrets("bad token 123:abc", ["123:abc"]); // "bad token ••••"
 */
export function scrubSecrets(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret) out = out.split(secret).join(MASK);
  }
  return out;
}

// --- Internal helpers ---

/** Apprise-style schemes whose host the user chooses: the host is shown, nothing after it. */
const SERVICE_SCHEME = /^(?:apprise|gotify|matrix|hassio|mmost)s?:\/\//i;

function redactService(notifyUrl: string, prefix: string): string {
  const url = new URL(`https://${notifyUrl.slice(prefix.length)}`);
  return `${prefix.toLowerCase()}${url.host}/${MASK}`;
}

function lead(text: string): string {
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : "…";
}

function redactTelegram(notifyUrl: string): string {
  // A chat id alone cannot send anything; it tells the user which chat this channel is. It is
  // shown only when the whole URL has the documented form, so a stray "@" cannot expose a token.
  const chat = /^telegram:\/\/[^@]+@(-?\d{1,20}|[A-Za-z][A-Za-z0-9_]{3,31})$/.exec(notifyUrl)?.[1];
  return chat ? `telegram://${MASK}@${chat}` : `telegram://${MASK}`;
}

function redactMailto(notifyUrl: string): string {
  const address = notifyUrl.slice("mailto:".length);
  const at = address.lastIndexOf("@");
  if (at <= 0) return `mailto:${MASK}`;
  return `mailto:${address.slice(0, Math.min(SHOWN, at - 1))}${MASK}@${address.slice(at + 1).replace(/[^A-Za-z0-9.-]/g, "")}`;
}

function redactDiscordPath(path: string): string {
  const match = /^(\/api(?:\/v\d+)?\/webhooks\/)([^/]+)\//.exec(path);
  return match ? `${match[1]}${lead(match[2] as string)}/${MASK}` : `/${MASK}`;
}

function redactSlackPath(path: string): string {
  const match = /^\/services\/([^/]+)\//.exec(path);
  return match ? `/services/${lead(match[1] as string)}/${MASK}` : `/${MASK}`;
}
