import type { WebContext } from "../context.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { Layout } from "../ui/layout.tsx";

/** A page that says what went wrong in words, with a way on. */
export function ErrorPage(props: { ctx: WebContext; status: number; title: string; detail: string }): SafeHtml {
  return (
    <Layout ctx={props.ctx} title={props.title}>
      <h1>{props.title}</h1>
      <p class="lead">{props.detail}</p>
      <p class="muted small">{`HTTP ${props.status}`}</p>
      <p>
        <a href="/">Home</a>
        {props.ctx.session ? <> · <a href="/my/hunts">Your hunts</a></> : <> · <a href="/signin">Sign in</a></>}
      </p>
    </Layout>
  );
}
