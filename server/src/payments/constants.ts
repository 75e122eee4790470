/**
 * Payment facts read by the documents and the public pages without loading the payment stack
 * (viem, x402 and mppx load only when payments are on).
 */

/** Seconds a signed x402 authorization stays valid; mppx's x402 path uses the same default. */
export const MAX_TIMEOUT_SECONDS = 300;
/** Seconds a payer's clock may run ahead of ours before its authorization counts as not valid yet. */
export const CLOCK_SKEW_SECONDS = 30;
