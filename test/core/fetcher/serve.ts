/**
 * A loopback HTTP server for core tests that runs under Bun, Deno and Node (core tests must
 * pass on all three), on port 0.
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

export async function startServer(handler: Handler): Promise<TestServer> {
  const g = globalThis as { Bun?: typeof Bun; Deno?: unknown };
  if (g.Bun) {
    const server = g.Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: handler, idleTimeout: 30 });
    return { url: `http://127.0.0.1:${server.port}`, close: async () => void (await server.stop(true)) };
  }
  if (g.Deno) {
    const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, handler);
    return { url: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
  }
  return startNodeServer(handler);
}

/** Node has no fetch-style server: adapt node:http's request and response to the handler. */
async function startNodeServer(handler: Handler): Promise<TestServer> {
  const { createServer } = await import("node:http");
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const body = chunks.length ? Buffer.concat(chunks) : null;
    const response = await handler(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) return void res.end();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
      res.end();
    } catch {
      res.destroy(); // a body stream that fails drops the connection, as the other runtimes do
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
