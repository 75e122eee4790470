import { describe, expect, test } from "bun:test";
import { LOCAL_PAY_TO, parsePaymentsEnv } from "../../../server/src/payments/config.ts";
import { atomicToDisplay, usdToAtomic } from "../../../server/src/payments/networks.ts";
import { paymentRequirements } from "../../../server/src/payments/requirements.ts";

const SECRET = "s".repeat(32);

describe("payments configuration from the environment", () => {
  test("payments are off unless asked for", () => {
    expect(parsePaymentsEnv({})).toBeNull();
    expect(parsePaymentsEnv({ RACKHUNT_PAYMENTS: "off" })).toBeNull();
  });

  test("local mode needs nothing else and defaults to Base Sepolia at 0.01 USD", () => {
    const config = parsePaymentsEnv({ RACKHUNT_PAYMENTS: "local" });
    expect(config).toMatchObject({ mode: "local", network: "base-sepolia", price_usd: 0.01, pay_to: LOCAL_PAY_TO });
    expect(paymentRequirements(config!)).toMatchObject({ network: "eip155:84532", amount: "10000", extra: { name: "USDC", version: "2" } });
  });

  test("remote mode reads every variable and maps Base to its CAIP-2 id and USDC domain", () => {
    const config = parsePaymentsEnv({
      RACKHUNT_PAYMENTS: "remote",
      RACKHUNT_PAY_TO: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      RACKHUNT_PAY_NETWORK: "base",
      RACKHUNT_PAY_PRICE_USD: "0.05",
      RACKHUNT_FACILITATOR_URL: "https://facilitator.example/x402",
      RACKHUNT_MPP_SECRET: SECRET,
    });
    expect(config).toMatchObject({ mode: "remote", network: "base", price_usd: 0.05, facilitator_url: "https://facilitator.example/x402" });
    expect(paymentRequirements(config!)).toMatchObject({
      network: "eip155:8453",
      amount: "50000",
      asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      extra: { name: "USD Coin", version: "2" },
    });
  });

  test("remote mode without pay-to, facilitator or secret fails naming the variable", () => {
    expect(() => parsePaymentsEnv({ RACKHUNT_PAYMENTS: "remote", RACKHUNT_MPP_SECRET: SECRET, RACKHUNT_FACILITATOR_URL: "https://f.example" })).toThrow(/RACKHUNT_PAY_TO/);
    expect(() => parsePaymentsEnv({ RACKHUNT_PAYMENTS: "remote", RACKHUNT_MPP_SECRET: SECRET, RACKHUNT_PAY_TO: LOCAL_PAY_TO })).toThrow(/RACKHUNT_FACILITATOR_URL/);
    expect(() => parsePaymentsEnv({ RACKHUNT_PAYMENTS: "remote", RACKHUNT_PAY_TO: LOCAL_PAY_TO, RACKHUNT_FACILITATOR_URL: "https://f.example" })).toThrow(/RACKHUNT_MPP_SECRET/);
  });

  test("bad values fail naming the variable", () => {
    expect(() => parsePaymentsEnv({ RACKHUNT_PAYMENTS: "on" })).toThrow(/RACKHUNT_PAYMENTS/);
    expect(() => parsePaymentsEnv({ RACKHUNT_PAYMENTS: "local", RACKHUNT_PAY_NETWORK: "ethereum" })).toThrow(/RACKHUNT_PAY_NETWORK/);
    expect(() => parsePaymentsEnv({ RACKHUNT_PAYMENTS: "local", RACKHUNT_PAY_PRICE_USD: "cheap" })).toThrow(/RACKHUNT_PAY_PRICE_USD/);
    expect(() => parsePaymentsEnv({ RACKHUNT_PAYMENTS: "local", RACKHUNT_PAY_TO: "0x123" })).toThrow(/RACKHUNT_PAY_TO/);
    expect(() => parsePaymentsEnv({ RACKHUNT_PAYMENTS: "local", RACKHUNT_MPP_SECRET: "short" })).toThrow(/RACKHUNT_MPP_SECRET/);
  });

  test("USD prices convert to USDC atomic units and back", () => {
    expect(usdToAtomic(0.01)).toBe("10000");
    expect(usdToAtomic(1.234567)).toBe("1234567");
    expect(atomicToDisplay("10000")).toBe("0.01");
    expect(atomicToDisplay("1234567")).toBe("1.234567");
    expect(atomicToDisplay("2000000")).toBe("2");
  });
});
