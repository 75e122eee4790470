import type { SessionRow } from "../../db/contracts/index.ts";
import { callOperation } from "../call-operation.ts";
import { signedIn, type WebContext } from "../context.ts";
import { htmlResponse } from "../http.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { When } from "../ui/format.tsx";
import { CsrfField, Field, Notice, type FieldErrors } from "../ui/form.tsx";
import { Layout } from "../ui/layout.tsx";

/** What the account page shows beyond the account: the outcome of a form just sent. */
export interface AccountState {
  notice?: string;
  /** A key just issued: shown this once. */
  newKey?: string;
  /** Second-factor enrolment in progress: the secret to type or the link to open. */
  totpSetup?: { secret: string; uri: string };
  /** Recovery codes just made: shown this once. */
  recoveryCodes?: string[];
  errors?: FieldErrors;
}

/** `/my/account`: tier and entitlements, API key, password, second factor and sessions. */
export async function accountPage(ctx: WebContext, state: AccountState = {}): Promise<Response> {
  const session = signedIn(ctx);
  const account = await callOperation(ctx, "get_account");
  const entitlements = await callOperation(ctx, "get_entitlements");
  const channels = await callOperation(ctx, "list_channels");
  const sessions = await ctx.services.repos.sessions.list(session.user_id, ctx.now);
  const codesLeft = account.totp_enabled ? await ctx.services.repos.secondFactor.recoveryCodesLeft(session.user_id) : 0;
  const errors = state.errors ?? new Map();
  return htmlResponse(
    <Layout ctx={ctx} title="Account">
      <h1>Account</h1>
      {state.notice ? <Notice>{state.notice}</Notice> : null}
      <section aria-labelledby="plan">
        <h2 id="plan">Tier and entitlements</h2>
        <dl class="facts">
          <dt>Email</dt><dd>{account.email}</dd>
          <dt>Tier</dt><dd>{account.tier}{account.is_admin ? " (admin: no caps)" : ""}</dd>
          <dt>Active hunts</dt><dd>{`${entitlements.active_hunt_count} of ${entitlements.max_active_hunts} used (${entitlements.remaining_active_hunts} left)`}</dd>
          <dt>Shortest poll interval</dt><dd>{`${entitlements.poll_interval_hours} hours`}</dd>
          <dt>Channels</dt><dd>{`${channels.channels.length} of ${channels.max_channels} used; ${channels.max_instant_destinations} instant destinations allowed (${channels.allowed_notification_types.join(", ")})`}</dd>
        </dl>
      </section>

      <section aria-labelledby="key">
        <h2 id="key">API key</h2>
        {state.newKey ? (
          <div class="notice" role="status">
            <p><strong>Your new API key. It is shown this once: store it now.</strong> The old key stopped working.</p>
            <code class="secret" id="new-api-key">{state.newKey}</code>
          </div>
        ) : (
          <p>Keys are stored only as hashes, so the current one cannot be shown again. A new key replaces it at once.</p>
        )}
        <form method="post" action="/my/account/api-key">
          <CsrfField ctx={ctx} />
          <button type="submit">Issue a new API key</button>
        </form>
      </section>

      <section aria-labelledby="password">
        <h2 id="password">Password</h2>
        <p>{account.has_password ? "You sign in with a password. Changing it signs out your other sessions." : "No password yet: set one to sign in with your email."}</p>
        <form method="post" action="/my/account/password">
          <CsrfField ctx={ctx} />
          <input type="text" name="username" value={account.email} autocomplete="username" hidden />
          {account.has_password ? <Field name="current_password" label="Current password" type="password" autocomplete="current-password" errors={errors} required /> : null}
          <Field name="new_password" label="New password" type="password" hint="at least 10 characters" autocomplete="new-password" errors={errors} required />
          <Field name="confirm_password" label="New password again" type="password" autocomplete="new-password" errors={errors} required />
          <button type="submit">{account.has_password ? "Change password" : "Set password"}</button>
        </form>
      </section>

      <section aria-labelledby="totp">
        <h2 id="totp">Two-step sign-in</h2>
        <SecondFactor ctx={ctx} enabled={account.totp_enabled} codesLeft={codesLeft} state={state} errors={errors} />
      </section>

      <section aria-labelledby="sessions">
        <h2 id="sessions">Signed-in sessions</h2>
        <SessionsTable ctx={ctx} sessions={sessions} currentId={session.id} />
        {sessions.length > 1 ? (
          <form method="post" action="/my/account/sessions/others/revoke">
            <CsrfField ctx={ctx} />
            <button type="submit" class="secondary">Sign out every other session</button>
          </form>
        ) : null}
      </section>
    </Layout>,
    200,
    { private: true },
  );
}

function SecondFactor(props: { ctx: WebContext; enabled: boolean; codesLeft: number; state: AccountState; errors: FieldErrors }): SafeHtml {
  const { ctx, state } = props;
  if (state.recoveryCodes) {
    return (
      <div class="notice" role="status">
        <p><strong>Two-step sign-in is on.</strong> These recovery codes each work once if you lose your phone. They are shown this once: store them now.</p>
        <ul class="mono" id="recovery-codes">{state.recoveryCodes.map((c) => <li>{c}</li>)}</ul>
      </div>
    );
  }
  if (state.totpSetup) {
    return (
      <>
        <p>Add Rackhunt to your authenticator app with this key (time-based, 6 digits, 30 seconds), or open the link on the phone that has the app. Then type the code it shows.</p>
        <p><code class="secret" id="totp-secret">{state.totpSetup.secret}</code></p>
        <p><a href={state.totpSetup.uri}>Open in an authenticator app</a></p>
        <form method="post" action="/my/account/totp/confirm">
          <CsrfField ctx={ctx} />
          <Field name="code" label="Code from the app" autocomplete="one-time-code" inputmode="numeric" errors={props.errors} required />
          <button type="submit">Turn on two-step sign-in</button>
        </form>
      </>
    );
  }
  if (props.enabled) {
    return (
      <>
        <p>{`On: signing in with your password also asks for a code from your authenticator app. ${props.codesLeft} recovery codes left.`}</p>
        <form method="post" action="/my/account/totp/disable">
          <CsrfField ctx={ctx} />
          <Field name="code" label="A current code (or a recovery code) to turn it off" autocomplete="one-time-code" errors={props.errors} required prefix="off" />
          <button type="submit" class="danger">Turn off two-step sign-in</button>
        </form>
      </>
    );
  }
  return (
    <>
      <p>Off. With it on, a password alone is not enough to sign in: a code from an authenticator app (RFC 6238) is asked too.</p>
      <form method="post" action="/my/account/totp/start">
        <CsrfField ctx={ctx} />
        <button type="submit">Set up two-step sign-in</button>
      </form>
    </>
  );
}

function SessionsTable(props: { ctx: WebContext; sessions: readonly SessionRow[]; currentId: string }): SafeHtml {
  return (
    <div class="table-wrap">
      <table>
        <caption>Browsers signed in to this account; revoking one signs it out at once.</caption>
        <thead><tr><th scope="col">Signed in</th><th scope="col">Last used</th><th scope="col">How</th><th scope="col">Browser and address</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead>
        <tbody>
          {props.sessions.map((s) => (
            <tr>
              <td><When at={s.created_at} /></td>
              <td><When at={s.last_seen_at} /></td>
              <td>{s.method.replaceAll("_", " ")}</td>
              <td><span class="small">{s.user_agent ?? "unknown browser"}</span><br /><span class="muted small">{s.ip ?? ""}</span></td>
              <td>
                {s.id === props.currentId ? (
                  <span class="badge badge-active">this browser</span>
                ) : (
                  <form method="post" action={`/my/account/sessions/${s.id}/revoke`}>
                    <CsrfField ctx={props.ctx} />
                    <button type="submit" class="secondary">Revoke<span class="visually-hidden">{` the session signed in at ${new Date(s.created_at).toISOString()}`}</span></button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
