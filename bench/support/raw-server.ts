/**
 * The baseline of the HTTP benchmarks: a bare `Bun.serve` in its own process answering every
 * request with a fixed body (the JSON Rackhunt answers for the same call), so Rackhunt's cost is
 * everything it does beyond writing that body. Prints `listening <port>` once ready.
 * Run: bun bench/support/raw-server.ts BODY_FILE
 */
import { readFileSync } from "node:fs";

const body = readFileSync(process.argv[2]!, "utf8");
const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response(body, { headers: { "Content-Type": "application/json" } }) });
console.log(`listening ${server.port}`);
process.on("SIGTERM", () => {
  server.stop(true);
  process.exit(0);
});
