import type { RackhuntApp } from "./app.ts";

/**
 * Bun's own cap answers with an empty 413, so it sits far above ours: the pipeline enforces
 * RACKHUNT_MAX_BODY_BYTES itself (Content-Length first, then a capped read) with the standard body.
 */
const BUN_BODY_BACKSTOP = 256 * 1024 * 1024;

/**
 * Start listening; returns the bound port. Never shares a port: Elysia asks for SO_REUSEPORT by
 * default, which lets a second server on the same port take half the requests silently, so a
 * busy port throws (code EADDRINUSE) instead.
 */
export function listen(server: RackhuntApp, host: string, port: number) {
  server.app.listen({ hostname: host, port, maxRequestBodySize: BUN_BODY_BACKSTOP, reusePort: false });
  const bound = server.app.server;
  if (!bound) throw new Error("[server] failed to listen");
  return { port: bound.port!, stop: () => bound.stop(true) };
}
