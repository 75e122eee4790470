// Apart from the registry: the configuration reads this, and must not load the source plugins.

/**
 * Per-source settings from RACKHUNT_SOURCES (JSON): `{"forum": {"subreddit": "homelabsales"},
 * "auction": {"base_url": "http://127.0.0.1:9000"}, "mine": {"module": "/srv/my-source.ts"}}`.
 * A key with `false` switches a built-in off; `module` loads a third-party plugin's default export
 * (server/src/sources/load-sources.ts).
 */
export type SourcesConfig = Record<string, boolean | ({ module?: string } & Record<string, unknown>)>;

export function parseSourcesEnv(raw: string | undefined): SourcesConfig {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error("[config] RACKHUNT_SOURCES is not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("[config] RACKHUNT_SOURCES must be a JSON object");
  return parsed as SourcesConfig;
}
