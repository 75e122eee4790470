import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { FreeBenchmarkStatus, PaidCatalog } from "@rackhunt/core";
import * as v from "valibot";
import { LOCAL_MODE_WARNING } from "../../../server/src/payments/index.ts";
import { startServer, type TestServer } from "../../support/server.ts";
import { benchmarkUrl, pickComponents, seedObservations, startPaidRackhunt } from "./support.ts";

let s: TestServer;
let ids: { trusted: string; thin: string };
beforeAll(async () => {
  s = await startPaidRackhunt();
  const { trusted, thin } = pickComponents(s);
  ids = { trusted: trusted.id, thin: thin.id };
  await seedObservations(s, ids.trusted, 12, 100);
  await seedObservations(s, ids.thin, 4, 100);
});
afterAll(() => s.stop());

describe("paid catalog and free answers", () => {
  test("local mode says so loudly at start-up", () => {
    expect(s.logs.some((line) => line.includes(LOCAL_MODE_WARNING) && line.includes('"warn"'))).toBe(true);
  });

  test("the catalog lists only trusted components, both rails with the live price, and the data contract", async () => {
    const r = await s.fetch("/api/x402/pricing/catalog");
    expect(r.status).toBe(200);
    expect(r.headers.get("access-control-allow-origin")).toBe("*");
    const catalog = v.parse(PaidCatalog, await r.json());
    expect(catalog.components.map((c) => c.component_id)).toContain(ids.trusted);
    expect(catalog.components.map((c) => c.component_id)).not.toContain(ids.thin);
    expect(catalog.components[0]).toMatchObject({ strata: ["used"], url: `/api/x402/pricing/component/${ids.trusted}` });
    expect(catalog.rails.map((rail) => rail.name)).toEqual(["x402", "mpp_base"]);
    for (const rail of catalog.rails) {
      expect(rail).toMatchObject({ enabled: true, network: "eip155:84532", asset: "0x036CbD53842c5426634e7929541eC2318f3dCF7e", amount: "10000", decimals: 6 });
    }
    expect(catalog.price).toEqual({ usd: 0.01, currency: "USD" });
    expect(catalog.data_contract.fields.map((f) => f.name)).toContain("median");
    expect(Object.keys((catalog.data_contract.schema as { properties: object }).properties)).toContain("strata");
  });

  test("a component that becomes trusted appears in the catalog at once (the catalog cache follows the market)", async () => {
    const before = (await (await s.fetch("/api/x402/pricing/catalog")).json()) as PaidCatalog;
    const third = s.app.services.catalog.all().filter((c) => c.category === "ssd")[0]!.id;
    expect(before.components.map((c) => c.component_id)).not.toContain(third);
    await seedObservations(s, third, 10, 40);
    const after = (await (await s.fetch("/api/x402/pricing/catalog")).json()) as PaidCatalog;
    expect(after.components.map((c) => c.component_id)).toContain(third);
  });

  test("the price in the catalog follows the configuration", async () => {
    const other = await startPaidRackhunt({ RACKHUNT_PAY_PRICE_USD: "0.05", RACKHUNT_PAY_NETWORK: "base" });
    try {
      const catalog = (await (await other.fetch("/api/x402/pricing/catalog")).json()) as PaidCatalog;
      expect(catalog.rails[0]).toMatchObject({ amount: "50000", network: "eip155:8453", asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913" });
    } finally {
      other.stop();
    }
  });

  test("a component without a trusted benchmark is served free with its trust status and no numbers", async () => {
    const r = await fetch(benchmarkUrl(s, ids.thin));
    expect(r.status).toBe(200);
    expect(r.headers.get("payment-required")).toBeNull();
    const body = (await r.json()) as Record<string, unknown>;
    expect(v.is(FreeBenchmarkStatus, body)).toBe(true);
    expect(body).toMatchObject({ component_id: ids.thin, benchmark_trust: { status: "insufficient_evidence", reason_code: "COHORT_TOO_SMALL" } });
    expect(body).not.toHaveProperty("median");
    expect(body).not.toHaveProperty("p25");
  });

  test("an unknown component is 404 in the standard shape", async () => {
    const r = await fetch(benchmarkUrl(s, "no-such-component"));
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ detail: "Component not found", code: "not_found" });
  });

  test("an unpaid request for a trusted benchmark gets one 402 with both rails and no data", async () => {
    const r = await fetch(benchmarkUrl(s, ids.trusted));
    expect(r.status).toBe(402);
    expect(r.headers.get("payment-required")).toBeTruthy();
    expect(r.headers.get("www-authenticate")).toStartWith("Payment ");
    expect(r.headers.get("content-type")).toContain("application/problem+json");
    const text = await r.text();
    expect(text).not.toContain("median");
    expect(JSON.parse(text)).toMatchObject({ status: 402, type: "https://paymentauth.org/problems/payment-required" });
  });
});

describe("payments off", () => {
  test("the catalog says payments are off and still names both rails, disabled; a trusted benchmark is not sold (404), and no warning is printed", async () => {
    const off = await startServer({ RACKHUNT_RATE_LIMITS: "off" });
    try {
      await seedObservations(off, ids.trusted, 14, 80);
      const catalog = await off.fetch("/api/x402/pricing/catalog");
      expect(catalog.status).toBe(200);
      const listed = (await catalog.json()) as { rails: { name: string; enabled: boolean; network: string | null; amount: string | null }[] };
      expect(listed).toMatchObject({ payments_enabled: false, price: null, total: 1 });
      expect(listed.rails.map((r) => [r.name, r.enabled, r.network, r.amount])).toEqual([
        ["x402", false, null, null],
        ["mpp_base", false, null, null],
      ]);
      const r = await off.fetch(`/api/x402/pricing/component/${ids.trusted}`);
      expect(r.status).toBe(404);
      const body = (await r.json()) as { code: string; detail: string };
      expect(body.code).toBe("not_found");
      expect(body.detail).toContain("RACKHUNT_PAYMENTS");
      expect(off.logs.some((line) => line.includes("LOCAL MODE"))).toBe(false);
    } finally {
      off.stop();
    }
  });
});
