import type { SessionWithUser } from "../db/contracts/index.ts";
import type { Services } from "../operations/context.ts";

/** What one page request knows: the caller, its session, the parsed form, and where to add cookies. */
export interface WebContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  services: Services;
  /** The same services with payments off: operations a page calls are not metered again. */
  unmeteredServices: Services;
  ip: string;
  requestId: string;
  now: number;
  /** The signed-in session (second factor given, if the account has one). */
  session: SessionWithUser | null;
  /** A session whose password was right but whose second factor is still owed. */
  pending: SessionWithUser | null;
  /** The site is served over https: cookies get Secure. */
  secure: boolean;
  /**
   * The site's own address for links that leave the page (feed addresses): RACKHUNT_PUBLIC_URL,
   * else the address the server is bound to. Never the request's Host: any client can send one.
   */
  site: string;
  /** The token this request's forms carry: the session's, or the anonymous sign-in cookie's. */
  csrf: string;
  /** `Set-Cookie` values to send with the response. */
  cookies: string[];
  /** The url-encoded body of a POST (CSRF already checked), else null. */
  form: URLSearchParams | null;
}

/** The signed-in session of a page that requires one (the route wrapper guarantees it). */
export function signedIn(ctx: WebContext): SessionWithUser {
  if (!ctx.session) throw new Error("[web] page for accounts rendered without a session");
  return ctx.session;
}

/** A form field, trimmed; "" when absent. */
export function field(ctx: WebContext, name: string): string {
  return ctx.form?.get(name)?.trim() ?? "";
}
