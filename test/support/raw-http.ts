import { connect } from "node:net";

/** What a raw request got back: the status line's code, the headers (lower-case names) and the body. */
export interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 GET written byte for byte on a loopback socket, for requests fetch() will not
 * send as they are (a malformed Host header). The connection is closed after the answer.
 * @example const r = await rawGet("http://127.0.0.1:8080", "/", { Host: "a b" });
 */
export function rawGet(base: string, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const head = [`GET ${path} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), "Connection: close", "", ""].join("\r\n");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(head));
    socket.on("data", (d: Buffer) => chunks.push(d));
    socket.on("error", reject);
    socket.on("end", () => resolve(parse(Buffer.concat(chunks))));
  });
}

// --- Internal helpers ---

function parse(raw: Buffer): RawAnswer {
  const split = raw.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = raw.subarray(0, split).toString("latin1").split("\r\n");
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.subarray(split + 4);
  // A chunked body is joined back together: the tests read what a client would.
  if (headers.get("transfer-encoding") === "chunked") body = unchunk(body);
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") };
}

/** Chunk sizes count bytes, so the body is joined as bytes. */
function unchunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf("\r\n", at);
    const size = parseInt(raw.subarray(at, eol).toString("latin1"), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}
