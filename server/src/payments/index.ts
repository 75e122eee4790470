export { LOCAL_MODE_WARNING, LOCAL_MPP_SECRET, LOCAL_PAY_TO, PAYMENT_MODES, type PaymentsConfig, PaymentsConfigSchema, parsePaymentsEnv } from "./config.ts";
export { type PresentedCredential, readCredential } from "./credentials.ts";
export { type DailyQuota, PUBLIC_FREE_REQUESTS_PER_DAY, type QuotaDecision, createDailyQuota } from "./daily-quota.ts";
export { type PaymentFacilitator, facilitatorFor } from "./facilitator.ts";
export { type GateResult, type PaidResource, type PaymentGate, type PaymentGateOptions, createPaymentGate } from "./gate.ts";
export {
  type MemoryPaymentLedger,
  PAYMENT_OUTCOMES,
  type PaymentAttempt,
  PaymentAttemptSchema,
  type PaymentLedger,
  type PaymentRecord,
  PaymentRecordSchema,
  createMemoryLedger,
} from "./ledger.ts";
export { createLocalFacilitator } from "./local-facilitator.ts";
export { DEFAULT_STARTING_BALANCE, EIP3009_TYPES, type MemoryToken, type TokenDomain, type TransferAuthorization, TokenRevert, createMemoryToken } from "./memory-token.ts";
export { createMemoryTokenSigner } from "./memory-token-signer.ts";
export { NETWORKS, type NetworkInfo, PAYMENT_NETWORKS, PAYMENT_RAILS, type PaymentNetwork, type PaymentRail, atomicToDisplay, usdToAtomic } from "./networks.ts";
export { PAYMENT_PROBLEM_BASE, type PaymentProblemKind, paymentProblem, withProblem } from "./problem.ts";
export { MAX_TIMEOUT_SECONDS, paymentRequirements } from "./requirements.ts";
export { type PaymentsService, createPaymentsService } from "./service.ts";
export { createStoredLedger } from "./stored-ledger.ts";
