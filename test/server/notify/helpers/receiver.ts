import { afterEach } from "bun:test";

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

/**
 * Receivers for one test file: `start` as startReceiver, each stopped after its test.
 * Call at the top level of a test file (it registers an afterEach).
 */
export function useReceivers(): (respond?: Responder) => Receiver {
  const started: Receiver[] = [];
  afterEach(() => {
    for (const receiver of started.splice(0)) receiver.stop();
  });
  return (respond) => {
    const receiver = startReceiver(respond);
    started.push(receiver);
    return receiver;
  };
}

/**
 * Make `host` reach a loopback receiver as DNS and routing would: the resolver answers
 * `resolvesTo` (what the SSRF guard judges and safeFetch dials), and the fetch underneath routes
 * that address to the receiver over plain HTTP (the Host header still names `host`).
 */
export function aliasHost(host: string, receiver: Receiver, resolvesTo: string) {
  return {
    resolver: async (name: string) => (name === host ? [resolvesTo] : []),
    fetch: ((input: URL, init?: RequestInit) => {
      const url = new URL(input);
      if (url.hostname === resolvesTo || url.hostname === `[${resolvesTo}]`) {
        url.protocol = "http:";
        url.hostname = "127.0.0.1";
        url.port = String(receiver.port);
      }
      return fetch(url, init);
    }) as typeof fetch,
  };
}
