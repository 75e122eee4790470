import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createLocalFacilitator, createMemoryLedger, createPaymentGate, parsePaymentsEnv } from "../../../server/src/payments/index.ts";
import { DATA_MARKER, PAY_TO, SECRET, mppClient, payer, x402Clients, x402PaymentHeaders } from "./harness.ts";

// The x402 facilitator HTTP API (POST /verify, POST /settle) served by the official facilitator over the in-memory token.
const { facilitator, token } = createLocalFacilitator({ network: "base-sepolia" });
let facilitatorServer: ReturnType<typeof Bun.serve>;
let paidServer: ReturnType<typeof Bun.serve>;
let url = "";
const ledger = createMemoryLedger();

beforeAll(() => {
  facilitatorServer = Bun.serve({
    port: 0,
    async fetch(request) {
      const path = new URL(request.url).pathname;
      if (request.method !== "POST") return new Response("not found", { status: 404 });
      const { paymentPayload, paymentRequirements } = await request.json();
      if (path.endsWith("/verify")) return Response.json(await facilitator.verify(paymentPayload, paymentRequirements));
      if (path.endsWith("/settle")) return Response.json(await facilitator.settle(paymentPayload, paymentRequirements));
      return new Response("not found", { status: 404 });
    },
  });
  const config = parsePaymentsEnv({
    RACKHUNT_PAYMENTS: "remote",
    RACKHUNT_PAY_TO: PAY_TO,
    RACKHUNT_PAY_NETWORK: "base-sepolia",
    RACKHUNT_FACILITATOR_URL: `http://localhost:${facilitatorServer.port}`,
    RACKHUNT_MPP_SECRET: SECRET,
  });
  if (!config) throw new Error("config expected");
  const gate = createPaymentGate({ config, ledger });
  paidServer = Bun.serve({
    port: 0,
    async fetch(request) {
      const result = await gate.handle(request, { url: "/paid", description: "paid" });
      if (!result.paid) return result.response;
      return Response.json({ marker: DATA_MARKER }, { headers: result.headers });
    },
  });
  url = `http://localhost:${paidServer.port}/paid`;
});
afterAll(() => {
  paidServer.stop(true);
  facilitatorServer.stop(true);
});

describe("remote mode: settling through a facilitator's HTTP API", () => {
  test("both official clients pay through the remote facilitator", async () => {
    const before = token.balanceOf(payer.address);
    const x402 = await x402Clients().fetch(url);
    expect(x402.status).toBe(200);
    expect(x402.headers.get("payment-response")).toBeTruthy();
    const mpp = await mppClient().fetch(url);
    expect(mpp.status).toBe(200);
    expect(mpp.headers.get("payment-receipt")).toBeTruthy();
    expect(token.balanceOf(payer.address)).toBe(before - 20000n);
  });

  test("an unreachable facilitator serves no data", async () => {
    const headers = await x402PaymentHeaders(url);
    facilitatorServer.stop(true);
    const before = token.balanceOf(payer.address);
    const response = await fetch(url, { headers });
    const body = await response.text();
    expect(body).not.toContain(DATA_MARKER);
    // An outage is not the payer's fault: a server error, not a 402 asking to pay again.
    expect(response.status).toBe(500);
    expect(JSON.parse(body).type).toBe("https://paymentauth.org/problems/internal-payment-error");
    expect(token.balanceOf(payer.address)).toBe(before);
    expect(ledger.records().at(-1)).toMatchObject({ outcome: "refused", reason: expect.stringContaining("facilitator error") });
  });
});
