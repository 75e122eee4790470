import type { SessionWithUser } from "../db/contracts/index.ts";
import type { Repos } from "../db/contracts/index.ts";
import { hashToken, randomToken } from "./auth/tokens.ts";
import type { WebContext } from "./context.ts";
import { cookie, readCookie } from "./http.ts";

/** The session cookie: a random token whose hash names the stored session. */
export const SESSION_COOKIE = "rh_session";
/** The sign-in form's token before there is a session (double-submit: cookie and hidden field). */
export const FORM_TOKEN_COOKIE = "rh_form";
/** How long a session lasts from sign-in. */
export const SESSION_DAYS = 30;
/** How long a right password waits for its second factor. */
export const SECOND_FACTOR_MINUTES = 10;
/** A session's last-seen time is written at most this often (it is a write per request otherwise). */
const TOUCH_EVERY_MS = 60_000;

/** The session a request's cookie names, split by stage; a revoked or expired one is simply absent. */
export async function resolveSession(request: Request, repos: Repos, now: number): Promise<{ session: SessionWithUser | null; pending: SessionWithUser | null }> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return { session: null, pending: null };
  const found = await repos.sessions.findByTokenHash(hashToken(token), now);
  if (!found) return { session: null, pending: null };
  if (found.stage !== "full") return { session: null, pending: found };
  if (now - found.last_seen_at > TOUCH_EVERY_MS) await repos.sessions.touch(found.id, now);
  return { session: found, pending: null };
}

/** How a session is made: `stage: "totp"` is a password-only session that can do nothing but give the second factor. */
export interface SessionStart {
  stage?: "full" | "totp";
  /** The API key it signs in with: the session ends when that key is replaced or revoked. */
  apiKeyId?: string | null;
}

/** Start a session for an account and set its cookie. Any earlier session of this browser is ended. */
export async function startSession(ctx: WebContext, userId: string, method: string, { stage = "full", apiKeyId = null }: SessionStart = {}): Promise<void> {
  await endSession(ctx);
  const token = randomToken();
  const now = ctx.now;
  const lifetime = stage === "full" ? SESSION_DAYS * 86_400_000 : SECOND_FACTOR_MINUTES * 60_000;
  await ctx.services.repos.sessions.insert({
    id: crypto.randomUUID(),
    user_id: userId,
    token_hash: hashToken(token),
    csrf_token: randomToken(),
    stage,
    method,
    api_key_id: apiKeyId,
    user_agent: ctx.request.headers.get("user-agent")?.slice(0, 200) ?? null,
    ip: ctx.ip,
    created_at: now,
    last_seen_at: now,
    expires_at: now + lifetime,
  });
  ctx.cookies.push(cookie(SESSION_COOKIE, token, { secure: ctx.secure, maxAgeSeconds: lifetime / 1000 }));
}

/** End this browser's session (signed in or pending) and clear its cookie. */
export async function endSession(ctx: WebContext): Promise<void> {
  const current = ctx.session ?? ctx.pending;
  if (current) await ctx.services.repos.sessions.revoke(current.user_id, current.id);
  ctx.session = null;
  ctx.pending = null;
  ctx.cookies.push(cookie(SESSION_COOKIE, "", { secure: ctx.secure, maxAgeSeconds: 0 }));
}

/** The anonymous form token of this browser, set as a cookie when it has none yet. */
export function anonymousFormToken(ctx: WebContext): string {
  const existing = readCookie(ctx.request, FORM_TOKEN_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
  const token = randomToken();
  ctx.cookies.push(cookie(FORM_TOKEN_COOKIE, token, { secure: ctx.secure, sameSite: "Strict", maxAgeSeconds: 86_400 }));
  return token;
}
