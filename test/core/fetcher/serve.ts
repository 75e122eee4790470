/**
 * A loopback HTTP server for core tests that runs under both Bun and Deno (core tests must
 * pass on both), on port 0.
 */
export interface TestServer {
  url: string;
  close(): Promise<void>;
}

type Handler = (request: Request) => Response | Promise<Response>;

declare const Deno: {
  serve(options: { port: number; hostname: string; onListen?: () => void }, handler: Handler): {
    addr: { port: number };
    shutdown(): Promise<void>;
  };
};

export function startServer(handler: Handler): TestServer {
  const g = globalThis as { Bun?: typeof Bun };
  if (g.Bun) {
    const server = g.Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: handler, idleTimeout: 30 });
    return { url: `http://127.0.0.1:${server.port}`, close: async () => void (await server.stop(true)) };
  }
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, handler);
  return { url: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
}

/** A body stream of `bytes` bytes in 64 KiB chunks, without a Content-Length. */
export function bigStream(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(65_536).fill(97);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk.byteLength, bytes - sent);
      controller.enqueue(chunk.subarray(0, size));
      sent += size;
    },
  });
}

/** A stream that sends some bytes, then fails, so the connection drops mid-body. */
export function brokenStream(text: string): ReadableStream<Uint8Array> {
  let step = 0;
  return new ReadableStream({
    async pull(controller) {
      if (step++ === 0) return controller.enqueue(new TextEncoder().encode(text));
      await new Promise((resolve) => setTimeout(resolve, 20));
      controller.error(new Error("connection dropped"));
    },
  });
}
