import { describe, expect, test } from "bun:test";
import { startApp } from "../../support/server.ts";

// /auth.md states the rules the other tests in this folder prove; these check it states them
// as the running configuration has them.
async function authMd(env: Record<string, string>): Promise<string> {
  const s = await startApp(env);
  try {
    return await (await s.fetch("/auth.md")).text();
  } finally {
    s.stop();
  }
}

describe("/auth.md", () => {
  test("tier limits: how they are lifted on this install, and that they hold under concurrency", async () => {
    const text = await authMd({});
    expect(text).toContain("its operator moves an account with `rackhunt user set-tier EMAIL TIER`");
    expect(text).toContain("Caps hold however many requests arrive at once");
  });

  test("the caller's address, as RACKHUNT_TRUSTED_PROXIES has it", async () => {
    expect(await authMd({})).toContain("is the connection's; `X-Forwarded-For` is ignored on this server.");
    expect(await authMd({ RACKHUNT_TRUSTED_PROXIES: "1" })).toContain("the right-most `X-Forwarded-For` address not added by a trusted proxy: this server trusts the nearest proxy.");
    expect(await authMd({ RACKHUNT_TRUSTED_PROXIES: "2" })).toContain("this server trusts the nearest 2 proxies.");
    expect(await authMd({ RACKHUNT_TRUSTED_PROXIES: "10.0.0.0/8" })).toContain("this server trusts proxies at the addresses its operator listed.");
  });

  test("payments: an authorization's validity window is bounded by the challenge's timeout", async () => {
    const text = await authMd({ RACKHUNT_PAYMENTS: "local" });
    expect(text).toContain("must be valid now and expire within the challenge's `maxTimeoutSeconds` (300 s)");
    expect(text).toContain("(30 s of clock difference allowed either way), is refused with 402.");
  });
});
