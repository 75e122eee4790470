import { matchForm } from "../destination-url.ts";
import { NotifyError } from "../errors.ts";
import { DEFAULT_TIMEOUT_MS } from "../safe-fetch.ts";
import type { AlertMessage, ChannelDriver, DestinationOf, DriverContext, SendResult, SmtpConfig } from "../types.ts";
import { renderDigest } from "./email-render.ts";

export const DRIVER_NAME = "email";
export const SMTP_URL_ENV = "RACKHUNT_SMTP_URL";
export const SMTP_FROM_ENV = "RACKHUNT_SMTP_FROM";

const FORM = /^mailto:([A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+)$/;

/**
 * Email over SMTP, a digest rather than instant. notify_url: `mailto:user@example.com` (one
 * address). The SMTP server is the operator's (RACKHUNT_SMTP_URL), so it is not passed
 * through the SSRF guard. `send` mails a digest of one; the outbox batches with {@link sendDigest}.
 */
const email: ChannelDriver<"email"> = {
  type: DRIVER_NAME,
  instant: false,
  urlForm: "mailto:user@example.com",
  parseDestination(notifyUrl) {
    const [, address] = matchForm(notifyUrl, DRIVER_NAME, FORM, this.urlForm);
    const [local, domain] = (address as string).split("@") as [string, string];
    return { type: DRIVER_NAME, to: `${local}@${domain.toLowerCase()}` };
  },
  send(alert, destination, ctx) {
    return sendDigest([alert], destination, ctx);
  },
  secretsOf() {
    return [];
  },
};

export default email;

/**
 * Mail one digest (HTML + text) of `alerts` to the destination, with tracked links and the
 * context's open pixel. SMTP 2xx is ok; a 4xx reply or a connection failure throws a
 * retryable NotifyError, a 5xx reply a permanent one.
 *
 * @example
 * await sendDigest(alerts, { type: "email", to: "me@example.com" }, { smtp: smtpConfigFromEnv()!, openPixelUrl });
 */
export async function sendDigest(alerts: AlertMessage[], destination: DestinationOf<"email">, ctx: DriverContext): Promise<SendResult> {
  if (!ctx.smtp) throw new NotifyError("not_configured", `email is not configured (${SMTP_URL_ENV})`, { retryable: false });
  if (alerts.length === 0) return { ok: true, status: null, detail: "nothing to send" };
  const timeout = ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // nodemailer loads with the first email: most servers never send one.
  const { default: nodemailer } = await import("nodemailer");
  const transport = nodemailer.createTransport({
    url: ctx.smtp.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as Parameters<typeof import("nodemailer").createTransport>[0]);
  const digest = renderDigest(alerts, ctx.openPixelUrl);
  try {
    const info = await transport.sendMail({
      from: ctx.smtp.from,
      to: destination.to,
      subject: digest.subject,
      text: digest.text,
      html: digest.html,
      headers: { "X-Rackhunt-Alerts": alerts.map((alert) => alert.id).join(",") },
    });
    const status = Number.parseInt(String(info.response), 10);
    return { ok: true, status: Number.isFinite(status) ? status : null, detail: `SMTP accepted ${alerts.length} alert(s)` };
  } catch (cause) {
    throw smtpError(cause);
  } finally {
    transport.close();
  }
}

/**
 * SMTP settings from the environment, or null when email is not configured.
 *
 * @example
 * smtpConfigFromEnv({ RACKHUNT_SMTP_URL: "smtp://u:p@mail.example:587", RACKHUNT_SMTP_FROM: "alerts@example.com" });
 */
export function smtpConfigFromEnv(env: Record<string, string | undefined> = process.env): SmtpConfig | null {
  const url = env[SMTP_URL_ENV];
  if (!url) return null;
  if (!/^smtps?:\/\//.test(url)) {
    throw new NotifyError("not_configured", `${SMTP_URL_ENV} must be smtp://user:pass@host:port or smtps://...`, { retryable: false });
  }
  const host = new URL(url).hostname;
  return { url, from: env[SMTP_FROM_ENV] || `Rackhunt <rackhunt@${host}>` };
}

// --- Internal helpers ---

/** SMTP reply codes are the reverse of HTTP's: 4xx is "try again", 5xx is final. */
function smtpError(cause: unknown): NotifyError {
  const err = cause as { responseCode?: number; code?: string };
  const status = typeof err.responseCode === "number" ? err.responseCode : null;
  const retryable = status === null || (status >= 400 && status < 500);
  const what = status === null ? `SMTP connection failed (${err.code ?? "error"})` : `SMTP server replied ${status}`;
  return new NotifyError("smtp_error", what, { retryable, status, cause });
}
