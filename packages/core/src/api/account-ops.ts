import { Account, BillingStatus, Entitlements, Health, RegisterBody } from "../schemas/account.ts";
import { defineOperation, READ_ONLY } from "./operation.ts";

export const healthz = defineOperation({
  name: "healthz",
  method: "GET",
  path: "/healthz",
  summary: "Liveness check",
  description: "Answers 200 with the server version while the server is up and its database takes writes; 503 (service_unavailable, with Retry-After) naming the check that failed: the database does not answer (`database: …`), a test write fails or a write of this server failed in the last minute (`database writes: …`: disk full, read-only, locked). Never rate limited.",
  tag: "meta",
  auth: "public",
  response: Health,
  errors: [503],
  unmetered: true,
  publicSpec: true,
});

export const registerAccount = defineOperation({
  name: "register_account",
  method: "POST",
  path: "/account/register",
  summary: "Create an account and get its API key",
  description:
    "Creates a free account for an email address and returns it with its API key. The key is shown only in this response; store it. Rate limited per IP.",
  tag: "account",
  auth: "public",
  body: RegisterBody,
  status: 201,
  response: Account,
  errors: [409],
});

export const rotateApiKey = defineOperation({
  name: "rotate_api_key",
  method: "POST",
  path: "/account/api-key",
  summary: "Regenerate your API key",
  description: "Issues a new API key and returns it once in `api_key`. The old key stops working at once.",
  tag: "account",
  auth: "user",
  response: Account,
});

export const getAccount = defineOperation({
  name: "get_account",
  method: "GET",
  path: "/account/me",
  summary: "Your account",
  description: "The calling account: email, tier, admin flag and billing ids. `api_key` is always null here.",
  tag: "account",
  auth: "user",
  response: Account,
});

export const getBillingStatus = defineOperation({
  name: "get_billing_status",
  method: "GET",
  path: "/billing/status",
  summary: "Billing status",
  description: "Tier, billing ids and subscription status of the calling account (status cached for at most 60 s).",
  tag: "account",
  auth: "user",
  response: BillingStatus,
});

export const getEntitlements = defineOperation({
  name: "get_entitlements",
  method: "GET",
  path: "/users/me/entitlements",
  summary: "Tier entitlements and active-hunt usage",
  description:
    "How many active hunts the account may have and uses (paused hunts still hold their slot), how many remain, and the minimum poll interval of its tier.",
  tag: "account",
  auth: "user",
  response: Entitlements,
  agent: { title: "Entitlements", ...READ_ONLY },
});

