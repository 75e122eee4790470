/**
 * A browser's HTTP side without the browser: a cookie jar, the CSRF token of the last page, and
 * forms posted url-encoded. Redirects are returned, not followed, so tests see each answer.
 */
export class WebClient {
  readonly cookies = new Map<string, string>();
  /** The CSRF token of the last page that had a form. */
  csrf = "";

  constructor(readonly base: string) {}

  async get(path: string): Promise<Response> {
    return this.remember(await fetch(this.base + path, { headers: this.headers(), redirect: "manual" }));
  }

  /** GET a page and keep its CSRF token; returns its HTML. */
  async page(path: string): Promise<{ status: number; html: string; location: string | null }> {
    const res = await this.get(path);
    const html = await res.text();
    this.csrf = html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? this.csrf;
    return { status: res.status, html, location: res.headers.get("location") };
  }

  /** POST a form (the CSRF token of the last page is added unless `csrf` says otherwise). */
  async post(path: string, fields: Record<string, string> = {}, csrf: string | null = this.csrf): Promise<{ status: number; html: string; location: string | null }> {
    const body = new URLSearchParams(csrf === null ? fields : { csrf, ...fields });
    const res = this.remember(await fetch(this.base + path, { method: "POST", body, headers: { ...this.headers(), "Content-Type": "application/x-www-form-urlencoded" }, redirect: "manual" }));
    const html = await res.text();
    this.csrf = html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? this.csrf;
    return { status: res.status, html, location: res.headers.get("location") };
  }

  /** Sign in through the password form; returns the answer's redirect target. */
  async signIn(email: string, password: string): Promise<string | null> {
    await this.page("/signin");
    return (await this.post("/signin", { email, password })).location;
  }

  private headers(): Record<string, string> {
    return this.cookies.size ? { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {};
  }

  private remember(res: Response): Response {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}
