import type { Hunt } from "@rackhunt/core/schemas";
import { ApiError, notFound } from "../../http/errors.ts";
import { toHunt } from "../../operations/hunts.ts";
import { seal } from "../auth/secret-box.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import { callOperation } from "../call-operation.ts";
import { field, signedIn, type WebContext } from "../context.ts";
import { formValues, huntBody, type HuntFormValues } from "../hunt-fields.ts";
import { htmlResponse, redirect } from "../http.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { confirmDeletePage } from "../ui/confirm-delete.tsx";
import { fieldErrors, type FieldErrors } from "../ui/form.tsx";
import { Layout } from "../ui/layout.tsx";
import { huntPage } from "./hunt.tsx";
import { HuntForm } from "./hunt-form.tsx";
import { huntPreview } from "./hunt-preview.tsx";

/** GET /my/hunts/new: an empty form, every source on. */
export async function newHuntForm(ctx: WebContext): Promise<Response> {
  return newHuntPage(ctx, new Map([["sources", ctx.services.sourceNames]]), new Map());
}

/** POST /my/hunts: create through the API's own operation; its 422 or tier refusal shows on the form. */
export async function createHunt(ctx: WebContext): Promise<Response> {
  const values = formValues(ctx.form!);
  try {
    const hunt = await callOperation(ctx, "create_hunt", { body: huntBody(values, ctx.services.sourceNames) });
    return redirect(`/my/hunts/${hunt.id}?done=created`);
  } catch (err) {
    return newHuntPage(ctx, values, refusal(err));
  }
}

/** POST /my/hunts/preview: what the form would match, nothing saved. */
export async function previewNewHunt(ctx: WebContext): Promise<Response> {
  const values = formValues(ctx.form!);
  try {
    return newHuntPage(ctx, values, new Map(), await huntPreview(ctx, huntBody(values, ctx.services.sourceNames)));
  } catch (err) {
    return newHuntPage(ctx, values, refusal(err));
  }
}

/** POST /my/hunts/{id}: save the edit form (keys of config and criteria the form lacks are kept). */
export async function updateHunt(ctx: WebContext): Promise<Response> {
  const hunt = await ownHunt(ctx);
  const values = formValues(ctx.form!);
  try {
    await callOperation(ctx, "update_hunt", { params: { hunt_id: hunt.id }, body: huntBody(values, ctx.services.sourceNames, hunt) });
    return redirect(`/my/hunts/${hunt.id}?done=saved`);
  } catch (err) {
    return huntPage(ctx, { values, errors: refusal(err) });
  }
}

/** POST /my/hunts/{id}/preview: the edit form's matches, nothing saved. */
export async function previewHuntEdit(ctx: WebContext): Promise<Response> {
  const hunt = await ownHunt(ctx);
  const values = formValues(ctx.form!);
  try {
    return await huntPage(ctx, { values, preview: await huntPreview(ctx, huntBody(values, ctx.services.sourceNames, hunt)) });
  } catch (err) {
    return huntPage(ctx, { values, errors: refusal(err) });
  }
}

/** POST /my/hunts/{id}/scan: the API's manual scan, each source's outcome shown. */
export async function scanHunt(ctx: WebContext): Promise<Response> {
  const hunt = await ownHunt(ctx);
  try {
    return await huntPage(ctx, { scan: await callOperation(ctx, "scan_hunt", { params: { hunt_id: hunt.id } }) });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status === 404 || err.status >= 500) throw err;
    return huntPage(ctx, { scanProblem: err.detail });
  }
}

/** POST /my/hunts/{id}/pause: paused until the start (UTC) of the chosen day; the slot is kept. */
export async function pauseHunt(ctx: WebContext): Promise<Response> {
  const hunt = await ownHunt(ctx);
  const day = field(ctx, "paused_until");
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  if (!(at > ctx.now)) return huntPage(ctx, { problem: "Choose a day after today to pause until." });
  return patch(ctx, hunt.id, { paused_until: new Date(at).toISOString() }, "paused");
}

/** POST /my/hunts/{id}/resume: no pause, active again (subject to the active-hunt cap). */
export async function resumeHunt(ctx: WebContext): Promise<Response> {
  const hunt = await ownHunt(ctx);
  return patch(ctx, hunt.id, { paused_until: null, active: true }, "resumed");
}

/** POST /my/hunts/{id}/stop: inactive; its slot is free. */
export async function stopHunt(ctx: WebContext): Promise<Response> {
  const hunt = await ownHunt(ctx);
  return patch(ctx, hunt.id, { active: false }, "stopped");
}

/** GET /my/hunts/{id}/delete: ask first. */
export async function confirmDeleteHunt(ctx: WebContext): Promise<Response> {
  const hunt = await ownHunt(ctx);
  return confirmDeletePage(ctx, {
    name: hunt.name,
    consequence: "Its results, alerts and feed go with it. This cannot be undone; stopping it instead keeps everything.",
    action: `/my/hunts/${hunt.id}/delete`,
    button: "Delete the hunt",
    keepHref: `/my/hunts/${hunt.id}`,
  });
}

/** POST /my/hunts/{id}/delete: the API's hard delete. */
export async function deleteHunt(ctx: WebContext): Promise<Response> {
  await callOperation(ctx, "delete_hunt", { params: { hunt_id: ctx.params.hunt_id ?? "" } });
  return redirect("/my/hunts?done=deleted");
}

/** POST /my/hunts/{id}/feed: a new secret feed address (the old one stops working). */
export async function newFeedToken(ctx: WebContext): Promise<Response> {
  const session = signedIn(ctx);
  const hunt = await ownHunt(ctx);
  const token = randomToken();
  const sealed = await seal(ctx.services, "feed", hunt.id, token);
  if (!await ctx.services.repos.feedTokens.put(session.user_id, hunt.id, hashToken(token), sealed, ctx.now)) throw notFound("Hunt");
  return redirect(`/my/hunts/${hunt.id}?done=feed#feed-title`);
}

/** POST /my/hunts/{id}/feed/revoke: the feed address stops working at once. */
export async function revokeFeedToken(ctx: WebContext): Promise<Response> {
  const session = signedIn(ctx);
  const hunt = await ownHunt(ctx);
  await ctx.services.repos.feedTokens.revoke(session.user_id, hunt.id);
  return redirect(`/my/hunts/${hunt.id}?done=feed-revoked`);
}

// --- Internal helpers ---

/** The caller's hunt of the path, read as get_hunt reads it (another account's is a 404). */
async function ownHunt(ctx: WebContext): Promise<Hunt> {
  const row = await ctx.services.repos.hunts.get(signedIn(ctx).user_id, ctx.params.hunt_id ?? "");
  if (!row) throw notFound("Hunt");
  return toHunt(row);
}

async function patch(ctx: WebContext, id: string, body: Record<string, unknown>, done: string): Promise<Response> {
  try {
    await callOperation(ctx, "update_hunt", { params: { hunt_id: id }, body });
    return redirect(`/my/hunts/${id}?done=${done}`);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status === 404 || err.status >= 500) throw err;
    return huntPage(ctx, { problem: err.issues ? err.issues.map((i) => i.msg).join("; ") : err.detail });
  }
}

/** A refused create or update as messages for the form: field issues by field, a cap on the form. */
function refusal(err: unknown): FieldErrors {
  if (!(err instanceof ApiError) || err.status === 404 || err.status >= 500) throw err;
  return err.issues ? fieldErrors(err.issues) : new Map([["form", err.detail]]);
}

function newHuntPage(ctx: WebContext, values: HuntFormValues, errors: FieldErrors, preview: SafeHtml | null = null): Response {
  return htmlResponse(
    <Layout ctx={ctx} title="New hunt">
      <p class="small"><a href="/my/hunts">Your hunts</a></p>
      <h1>New hunt</h1>
      <p class="lead">Say what you look for and what qualifies. Preview shows what it would match among the listings already known, before you save.</p>
      <HuntForm ctx={ctx} action="/my/hunts" values={values} errors={errors} submit="Save hunt" preview={preview} />
    </Layout>,
    200,
    { private: true },
  );
}
