/** Problem types of the Payment HTTP authentication scheme (RFC 9457 `type` URIs). */
export const PAYMENT_PROBLEM_BASE = "https://paymentauth.org/problems/";

export type PaymentProblemKind =
  | "payment-required"
  | "verification-failed"
  | "malformed-credential"
  | "invalid-challenge"
  | "payment-expired";

const TITLES: Record<PaymentProblemKind, string> = {
  "payment-required": "Payment Required",
  "verification-failed": "Payment Verification Failed",
  "malformed-credential": "Malformed Credential",
  "invalid-challenge": "Invalid Challenge",
  "payment-expired": "Payment Expired",
};

/**
 * An RFC 9457 problem body for a 402, in the shape SPEC.md gives problem details.
 *
 * @example
 * paymentProblem("malformed-credential", "PAYMENT-SIGNATURE is not base64 JSON", "/api/x");
 */
export function paymentProblem(kind: PaymentProblemKind, detail: string, instance?: string) {
  return {
    type: `${PAYMENT_PROBLEM_BASE}${kind}`,
    title: TITLES[kind],
    status: 402,
    detail,
    ...(instance ? { instance } : {}),
  };
}

/**
 * Replaces a 402's body with a problem body, keeping its challenge headers.
 *
 * @example
 * withProblem(challenge402, paymentProblem("malformed-credential", "bad header"));
 */
export function withProblem(response: Response, problem: ReturnType<typeof paymentProblem>): Response {
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/problem+json");
  headers.delete("content-length");
  return new Response(JSON.stringify(problem), { status: 402, headers });
}
