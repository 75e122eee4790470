import { hashPassword, passwordProblem, verifyPassword } from "../auth/password.ts";
import { seal, unseal } from "../auth/secret-box.ts";
import { hashToken } from "../auth/tokens.ts";
import { matchTotp, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, otpauthUri } from "../auth/totp.ts";
import { callOperation } from "../call-operation.ts";
import { field, signedIn, type WebContext } from "../context.ts";
import { redirect } from "../http.ts";
import { accountPage } from "./account.tsx";

/** POST /my/account/api-key: a new key through the API's own operation, shown once. */
export async function rotateKey(ctx: WebContext): Promise<Response> {
  const account = await callOperation(ctx, "rotate_api_key");
  return accountPage(ctx, { newKey: account.api_key ?? undefined });
}

/** POST /my/account/password: set or change the password (the current one is asked when there is one). */
export async function changePassword(ctx: WebContext): Promise<Response> {
  const session = signedIn(ctx);
  const { users, sessions } = ctx.services.repos;
  const user = (await users.findById(session.user_id))!;
  const next = ctx.form?.get("new_password") ?? "";
  const errors = new Map<string, string>();
  if (user.password_hash && !(await verifyPassword(ctx.form?.get("current_password") ?? "", user.password_hash))) errors.set("current_password", "This is not your current password");
  const problem = passwordProblem(next);
  if (problem) errors.set("new_password", problem);
  else if (next !== (ctx.form?.get("confirm_password") ?? "")) errors.set("confirm_password", "The two new passwords differ");
  if (errors.size) return accountPage(ctx, { errors });
  await users.setPasswordHash(user.id, await hashPassword(next));
  const out = await sessions.revokeOthers(user.id, session.id);
  return accountPage(ctx, { notice: `Password saved.${out ? ` ${out} other sessions were signed out.` : ""}` });
}

/** POST /my/account/totp/start: a new secret, pending until a code from it is typed. */
export async function startTotp(ctx: WebContext): Promise<Response> {
  const session = signedIn(ctx);
  const secret = newTotpSecret();
  if (!await ctx.services.repos.secondFactor.begin(session.user_id, await seal(ctx.services, "totp", session.user_id, secret), ctx.now)) {
    return accountPage(ctx, { notice: "Two-step sign-in is already on." });
  }
  return accountPage(ctx, { totpSetup: { secret, uri: otpauthUri(secret, session.email) } });
}

/** POST /my/account/totp/confirm: the first code proves the app has the secret; then it is on, with recovery codes. */
export async function confirmTotp(ctx: WebContext): Promise<Response> {
  const session = signedIn(ctx);
  const { secondFactor } = ctx.services.repos;
  const pending = await secondFactor.get(session.user_id);
  if (!pending || pending.confirmed_at) return redirect("/my/account");
  const secret = await unseal(ctx.services, "totp", session.user_id, pending.secret_encrypted);
  const step = matchTotp(secret, field(ctx, "code"), ctx.now);
  if (step === null) {
    return accountPage(ctx, { totpSetup: { secret, uri: otpauthUri(secret, session.email) }, errors: new Map([["code", "That code does not match: check the app's clock and type the newest code"]]) });
  }
  const codes = newRecoveryCodes();
  await secondFactor.confirm(session.user_id, step, codes.map((c) => hashToken(normalizeRecoveryCode(c))), ctx.now);
  return accountPage(ctx, { recoveryCodes: codes });
}

/** POST /my/account/totp/disable: turning it off takes a current code or a recovery code. */
export async function disableTotp(ctx: WebContext): Promise<Response> {
  const session = signedIn(ctx);
  const { secondFactor } = ctx.services.repos;
  const stored = await secondFactor.get(session.user_id);
  const code = field(ctx, "code");
  let ok = false;
  if (stored?.confirmed_at) {
    const step = matchTotp(await unseal(ctx.services, "totp", session.user_id, stored.secret_encrypted), code, ctx.now);
    ok = (step !== null && await secondFactor.useStep(session.user_id, step)) || await secondFactor.useRecoveryCode(session.user_id, hashToken(normalizeRecoveryCode(code)), ctx.now);
  }
  if (!ok) return accountPage(ctx, { errors: new Map([["code", "That code is not right, or was already used"]]) });
  await secondFactor.disable(session.user_id);
  return accountPage(ctx, { notice: "Two-step sign-in is off." });
}

/** POST /my/account/sessions/{id}/revoke: that browser is signed out at once. */
export async function revokeSession(ctx: WebContext): Promise<Response> {
  const session = signedIn(ctx);
  const done = await ctx.services.repos.sessions.revoke(session.user_id, ctx.params.session_id ?? "");
  return accountPage(ctx, { notice: done ? "That session is signed out." : "That session had already ended." });
}

/** POST /my/account/sessions/others/revoke: every session but this one is signed out. */
export async function revokeOtherSessions(ctx: WebContext): Promise<Response> {
  const session = signedIn(ctx);
  const n = await ctx.services.repos.sessions.revokeOthers(session.user_id, session.id);
  return accountPage(ctx, { notice: `${n} other sessions signed out.` });
}
