import { assets } from "../assets.ts";
import type { WebContext } from "../context.ts";
import type { Child, SafeHtml } from "../jsx/jsx-runtime.ts";
import { CsrfField } from "./form.tsx";

/**
 * htmx settings: no injected indicator styles (the CSP allows no inline style), no eval, and
 * responses of every status swapped in, so a refusal shows in place like a success.
 */
const HTMX_CONFIG = JSON.stringify({
  includeIndicatorStyles: false,
  allowEval: false,
  allowScriptTags: false,
  responseHandling: [{ code: "204", swap: false }, { code: "...", swap: true }],
});

const PUBLIC_NAV = [
  { href: "/", label: "Home" },
  { href: "/deals", label: "Deals" },
  { href: "/search", label: "Components" },
  { href: "/quality", label: "Quality" },
];
const ACCOUNT_NAV = [
  { href: "/my/hunts", label: "Hunts" },
  { href: "/my/results", label: "Results" },
  { href: "/my/channels", label: "Channels" },
  { href: "/my/account", label: "Account" },
];

/** The page shell: header with navigation and the account, main content, footer with the API docs. */
export function Layout(props: { ctx: WebContext; title: string; children?: Child; charts?: boolean }): SafeHtml {
  const { ctx } = props;
  const a = assets();
  const here = ctx.url.pathname;
  const current = (href: string) => (href === "/" ? here === "/" : here === href || here.startsWith(`${href}/`) ? "page" : undefined);
  const nav = ctx.session ? [...PUBLIC_NAV, ...ACCOUNT_NAV] : PUBLIC_NAV;
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${props.title} · Rackhunt`}</title>
        <meta name="htmx-config" content={HTMX_CONFIG} />
        <link rel="stylesheet" href={a.css.path} />
        {props.charts ? <link rel="stylesheet" href={a.uplotCss.path} /> : null}
        <script src={a.htmx.path} defer></script>
        {props.charts ? <script src={a.uplot.path} defer></script> : null}
        {props.charts ? <script src={a.chart.path} defer></script> : null}
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to content</a>
        <header class="site-header">
          <div class="inner">
            <a class="brand" href="/">Rackhunt</a>
            <nav class="site-nav" aria-label="Main">
              <ul>
                {nav.map((n) => (
                  <li>
                    <a href={n.href} aria-current={current(n.href) ? "page" : undefined}>{n.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
            <div class="account-box">
              {ctx.session ? (
                <>
                  <span class="muted small">{ctx.session.email}</span>
                  <form class="inline" method="post" action="/signout">
                    <CsrfField ctx={ctx} />
                    <button type="submit" class="secondary">Sign out</button>
                  </form>
                </>
              ) : (
                <a href="/signin">Sign in</a>
              )}
            </div>
          </div>
        </header>
        <main id="main" tabindex="-1">{props.children}</main>
        <footer class="site-footer">
          <div class="inner">
            <a href="/auth.md">Authentication (auth.md)</a>
            <a href="/openapi.json">API reference (OpenAPI)</a>
            <a href="/api/public/openapi.json">Public API</a>
            <a href="/tools.json">Tools for AI agents</a>
            <span>Prices in USD.</span>
          </div>
        </footer>
      </body>
    </html>
  );
}
