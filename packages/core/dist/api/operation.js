/** The exposure of a tool that reads only Rackhunt's own data. */
export const READ_ONLY = { readOnly: true, destructive: false, idempotent: true, openWorld: false };
/**
 * Declare an operation with sensible defaults (no params, query or body; 200; no tier rule).
 * @example
 * const getAccount = defineOperation({ name: "get_account", method: "GET", path: "/account/me",
 *   summary: "Your account", description: "...", tag: "account", auth: "user", response: Account });
 */
export function defineOperation(op) {
    const base = op.auth === "user" ? [401, 403, 422, 429, 500] : [422, 429, 500];
    return {
        tier: "none",
        params: undefined,
        query: undefined,
        body: undefined,
        response: undefined,
        status: 200,
        publicSpec: false,
        ...op,
        errors: [...new Set([...(op.errors ?? []), ...base])].sort(),
    };
}
