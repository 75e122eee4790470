import { unsupportedVersion } from "./errors.ts";

/** 90 days' notice, as SPEC.md promises, from the day v1 was deprecated. */
export const V1_DEPRECATED_AT = Date.UTC(2026, 10, 1);
export const V1_SUNSET_AT = V1_DEPRECATED_AT + 90 * 86_400_000;

export type ApiVersion = "v1" | "v2";

/** Resolve X-API-Version (absent means v2); a `/api/v1/` path is v1 too. Throws 400 when unsupported. */
export function resolveVersion(header: string | null, pathIsV1: boolean): ApiVersion {
  if (header === null || header === "") return pathIsV1 ? "v1" : "v2";
  const h = header.trim().toLowerCase();
  if (h === "v2" || h === "2") return pathIsV1 ? "v1" : "v2";
  if (h === "v1" || h === "1") return "v1";
  throw unsupportedVersion(header);
}

const DEPRECATION = `@${Math.floor(V1_DEPRECATED_AT / 1000)}`;
const SUNSET = new Date(V1_SUNSET_AT).toUTCString();

/** Headers that announce v1's deprecation (RFC 9745 Deprecation, RFC 8594 Sunset). */
export function deprecationHeaders(headers: Headers): void {
  headers.set("Deprecation", DEPRECATION);
  headers.set("Sunset", SUNSET);
  headers.set("Link", '</openapi.json>; rel="successor-version"');
}
