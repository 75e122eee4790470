import type { WebContext } from "../context.ts";
import { htmlResponse } from "../http.ts";
import { CsrfField } from "./form.tsx";
import { Layout } from "./layout.tsx";

/** What a delete confirmation names: the thing, what its deletion costs, and where each choice goes. */
export interface DeleteConfirmation {
  /** The thing's own name, quoted in the question. */
  name: string;
  /** What goes with it, or what to do instead. */
  consequence: string;
  /** The POST that deletes. */
  action: string;
  /** "Delete the hunt", "Delete the channel". */
  button: string;
  /** Where "Keep it" goes back to. */
  keepHref: string;
}

/**
 * The page that asks before a delete (a GET never deletes): the question, the consequence, a
 * form to confirm with its CSRF token, and a way back.
 */
export function confirmDeletePage(ctx: WebContext, c: DeleteConfirmation): Response {
  return htmlResponse(
    <Layout ctx={ctx} title={`Delete ${c.name}`}>
      <h1>{`Delete “${c.name}”?`}</h1>
      <p class="lead">{c.consequence}</p>
      <form method="post" action={c.action} class="actions">
        <CsrfField ctx={ctx} />
        <button type="submit" class="danger">{c.button}</button>
        <a href={c.keepHref}>Keep it</a>
      </form>
    </Layout>,
    200,
    { private: true },
  );
}
