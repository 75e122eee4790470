import { hashApiKey } from "../../http/api-keys.ts";
import { createRateLimiter } from "../../http/rate-limit.ts";
import type { Services } from "../../operations/context.ts";
import { verifyPassword } from "../auth/password.ts";
import { unseal } from "../auth/secret-box.ts";
import { hashToken } from "../auth/tokens.ts";
import { matchTotp, normalizeRecoveryCode } from "../auth/totp.ts";
import { field, type WebContext } from "../context.ts";
import { htmlResponse, redirect, safeNext } from "../http.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { endSession, SESSION_DAYS, startSession } from "../session.ts";
import { CsrfField, Field } from "../ui/form.tsx";
import { Layout } from "../ui/layout.tsx";

/** Sign-in attempts allowed per address, and per account, in SIGN_IN_WINDOW_MS. */
export const SIGN_IN_PER_IP = 20;
export const SIGN_IN_PER_ACCOUNT = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * The sign-in pages: email and password (then the second factor when the account has one), or an
 * API key; and sign-out. Attempts are limited per address and per account.
 */
export function signInPages(services: Services) {
  const attempts = createRateLimiter(services.repos.rateLimits, SIGN_IN_WINDOW_MS, () => services.clock.now());
  /** Count an attempt; false when the address or the account has used its attempts up. */
  // Keys of their own: the API's limiters count into the same stored windows.
  const allowed = async (ctx: WebContext, account: string | null): Promise<boolean> => {
    if (!services.config.rateLimits) return true;
    const byIp = (await attempts.hit(`signin-ip:${ctx.ip}`, SIGN_IN_PER_IP)).allowed;
    const byAccount = account === null || (await attempts.hit(`signin-account:${account}`, SIGN_IN_PER_ACCOUNT)).allowed;
    return byIp && byAccount;
  };
  // The limiter's window slides: attempts weigh less as they age and nothing of them is left after two windows.
  const tooMany = "Too many sign-in attempts: wait up to half an hour and try again.";

  return {
    form(ctx: WebContext): Response {
      if (ctx.session) return redirect(safeNext(ctx.url.searchParams.get("next")));
      if (ctx.pending) return redirect(`/signin/code?next=${encodeURIComponent(safeNext(ctx.url.searchParams.get("next")))}`);
      return signInPage(ctx, {});
    },

    async password(ctx: WebContext): Promise<Response> {
      const email = field(ctx, "email").toLowerCase().slice(0, 320);
      const password = ctx.form?.get("password") ?? "";
      const next = safeNext(field(ctx, "next"));
      if (!(await allowed(ctx, email))) return signInPage(ctx, { email, problem: tooMany }, 429);
      const user = email ? await services.repos.users.findByEmail(email) : null;
      const ok = await verifyPassword(password, user?.password_hash ?? null);
      // One answer for an unknown account, a wrong password and a disabled account: none is told apart.
      if (!user || !ok || !await services.repos.users.isEnabled(user.id)) return signInPage(ctx, { email, problem: "The email or the password is not right." }, 401);
      if (user.totp_enabled) {
        await startSession(ctx, user.id, "password", { stage: "totp" });
        return redirect(`/signin/code?next=${encodeURIComponent(next)}`);
      }
      await startSession(ctx, user.id, "password");
      return redirect(next);
    },

    async apiKey(ctx: WebContext): Promise<Response> {
      const key = field(ctx, "api_key");
      const next = safeNext(field(ctx, "next"));
      if (!(await allowed(ctx, null))) return signInPage(ctx, { problem: tooMany }, 429);
      const user = key ? await services.repos.users.findByKeyHash(hashApiKey(key)) : null;
      if (!user) return signInPage(ctx, { problem: "That API key does not work: it was mistyped, or replaced by a newer one." }, 401);
      await startSession(ctx, user.id, "api_key", { apiKeyId: user.key_id });
      return redirect(next);
    },

    codeForm(ctx: WebContext): Response {
      if (ctx.session) return redirect(safeNext(ctx.url.searchParams.get("next")));
      if (!ctx.pending) return redirect("/signin");
      return codePage(ctx, null);
    },

    async code(ctx: WebContext): Promise<Response> {
      const pending = ctx.pending;
      if (!pending) return redirect("/signin");
      const next = safeNext(field(ctx, "next"));
      if (!(await allowed(ctx, pending.email))) return codePage(ctx, tooMany, 429);
      const code = field(ctx, "code");
      const { secondFactor, sessions } = services.repos;
      let method: string | null = null;
      const stored = await secondFactor.get(pending.user_id);
      if (stored?.confirmed_at && /^\d{6}$/.test(code.replace(/\s+/g, ""))) {
        const step = matchTotp(await unseal(services, "totp", pending.user_id, stored.secret_encrypted), code, ctx.now);
        // A code works once: the step must be newer than the last one accepted.
        if (step !== null && await secondFactor.useStep(pending.user_id, step)) method = "password+totp";
      } else if (code && await secondFactor.useRecoveryCode(pending.user_id, hashToken(normalizeRecoveryCode(code)), ctx.now)) {
        method = "password+recovery";
      }
      if (!method) return codePage(ctx, "That code is not right, or was already used. Codes change every 30 seconds.", 401);
      await sessions.completeSecondFactor(pending.id, method, ctx.now + SESSION_DAYS * 86_400_000);
      return redirect(next);
    },

    async signOut(ctx: WebContext): Promise<Response> {
      await endSession(ctx);
      return redirect("/");
    },
  };
}

// --- Internal helpers ---

function signInPage(ctx: WebContext, state: { email?: string; problem?: string }, status = 200): Response {
  const next = safeNext(ctx.form?.get("next") ?? ctx.url.searchParams.get("next"));
  return htmlResponse(
    <Layout ctx={ctx} title="Sign in">
      <h1>Sign in</h1>
      {state.problem ? <div class="problem" role="alert">{state.problem}</div> : null}
      <div class="grid">
        <section class="card" aria-labelledby="with-password">
          <h2 id="with-password">With your email and password</h2>
          <form method="post" action="/signin">
            <CsrfField ctx={ctx} />
            <input type="hidden" name="next" value={next} />
            <Field name="email" label="Email" type="email" value={state.email} autocomplete="username" required prefix="pw" />
            <Field name="password" label="Password" type="password" autocomplete="current-password" required prefix="pw" />
            <button type="submit">Sign in</button>
          </form>
          <p class="small muted">No password yet? Your operator sets one with <code>rackhunt user set-password EMAIL</code>, or sign in with your API key and set it on the account page.</p>
        </section>
        <section class="card" aria-labelledby="with-key">
          <h2 id="with-key">With your API key</h2>
          <form method="post" action="/signin/key">
            <CsrfField ctx={ctx} />
            <input type="hidden" name="next" value={next} />
            <Field name="api_key" label="API key" type="password" hint="starts with rh_" autocomplete="off" required prefix="key" />
            <button type="submit">Sign in with the key</button>
          </form>
        </section>
      </div>
    </Layout>,
    status,
    { private: true },
  );
}

function codePage(ctx: WebContext, problem: string | null, status = 200): Response {
  const next = safeNext(ctx.form?.get("next") ?? ctx.url.searchParams.get("next"));
  return htmlResponse(
    <Layout ctx={ctx} title="Second step">
      <h1>One more step</h1>
      <p class="lead">Type the 6-digit code your authenticator app shows for Rackhunt, or one of your recovery codes.</p>
      {problem ? <div class="problem" role="alert">{problem}</div> : null}
      <form method="post" action="/signin/code">
        <CsrfField ctx={ctx} />
        <input type="hidden" name="next" value={next} />
        <Field name="code" label="Code" autocomplete="one-time-code" inputmode="numeric" required />
        <button type="submit">Continue</button>
      </form>
      <SignOutLink ctx={ctx} />
    </Layout>,
    status,
    { private: true },
  );
}

function SignOutLink(props: { ctx: WebContext }): SafeHtml {
  return (
    <form method="post" action="/signout">
      <CsrfField ctx={props.ctx} />
      <button type="submit" class="secondary">Cancel and sign out</button>
    </form>
  );
}
