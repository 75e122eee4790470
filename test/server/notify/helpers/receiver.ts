/**
 * A loopback HTTP receiver for driver tests: records every request and answers with a
 * scripted response per request number, so "500 then 200" or "slow" is one line in a test.
 */

export interface Received {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

export type Responder = (request: Received, index: number) => Response | Promise<Response>;

export interface Receiver {
  /** `http://127.0.0.1:<port>` */
  base: string;
  port: number;
  requests: Received[];
  stop(): void;
}

/** Start a receiver; `respond` defaults to 200 with an empty JSON object. */
export function startReceiver(respond: Responder = () => Response.json({})): Receiver {
  const requests: Received[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      const url = new URL(req.url);
      const received: Received = { method: req.method, path: url.pathname + url.search, headers: req.headers, body: await req.text() };
      requests.push(received);
      return respond(received, requests.length - 1);
    },
  });
  return { base: `http://127.0.0.1:${server.port}`, port: server.port as number, requests, stop: () => server.stop(true) };
}

/** Answer after `ms` milliseconds (for timeout tests). */
export function delayed(ms: number, response: () => Response): Promise<Response> {
  return new Promise((resolve) => setTimeout(() => resolve(response()), ms));
}

/** A port on loopback where nothing listens (bound, then released). */
export function deadPort(): number {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = server.port as number;
  server.stop(true);
  return port;
}
