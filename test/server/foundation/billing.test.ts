import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { manualClock } from "../../../server/src/clock.ts";
import { startApp, type TestServer } from "../../support/server.ts";

const clock = manualClock();
let s: TestServer;
beforeAll(async () => {
  s = await startApp({ RACKHUNT_RATE_LIMITS: "off" }, clock);
});
afterAll(() => s.stop());

describe("GET /billing/status", () => {
  test("subscription status is cached for at most 60 seconds", async () => {
    const key = await s.user("payer@example.com", { tier: "pro" });
    const id = (await s.app.services.repos.users.findByEmail("payer@example.com"))!.id;
    await s.app.services.repos.users.setSubscriptionStatus(id, "active");
    const first = await (await s.fetch("/billing/status", { key })).json();
    expect(first).toEqual({ tier: "pro", billing_customer_id: null, billing_subscription_id: null, subscription_status: "active" });
    await s.app.services.repos.users.setSubscriptionStatus(id, "past_due");
    clock.advance(59_000);
    expect((await (await s.fetch("/billing/status", { key })).json()).subscription_status).toBe("active");
    clock.advance(1_000);
    expect((await (await s.fetch("/billing/status", { key })).json()).subscription_status).toBe("past_due");
  });
});
