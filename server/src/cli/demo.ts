import { HELP } from "./help.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createFetcher } from "@rackhunt/core";
import { parseSourcesEnv } from "../scan/sources-env.ts";
import { DEMO_HUNTS } from "../demo/demo-hunts.ts";
import { serveRecordedSites } from "../demo/recorded-sites.ts";
import { createLogger } from "../http/logger.ts";
import { newKey } from "../operations/account.ts";
import { startBackground } from "../runtime.ts";
import { appFrom, configFrom, fail, listenOrFail, onShutdown } from "./common.ts";
import { formatScan } from "./print-results.ts";


export async function demoCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { port: { type: "string" }, db: { type: "string" }, exit: { type: "boolean" }, "serve-sites": { type: "boolean" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.demo);
  if (values["serve-sites"]) return serveSitesOnly(values.port);
  const sites = serveRecordedSites();
  const dbPath = values.db ?? join(mkdtempSync(join(tmpdir(), "rackhunt-demo-")), "demo.db");
  const config = configFrom({
    RACKHUNT_DB: dbPath,
    RACKHUNT_PORT: values.port ?? process.env.RACKHUNT_PORT ?? "8080",
    RACKHUNT_SOURCES: JSON.stringify({ ...sites.sourcesConfig, ...pluginEntries(process.env.RACKHUNT_SOURCES) }),
    // The recorded sites are on loopback.
    RACKHUNT_ALLOW_PRIVATE_SOURCES: "on",
    RACKHUNT_LOG_LEVEL: process.env.RACKHUNT_LOG_LEVEL ?? "warn",
  });
  console.log(`recorded source pages served at ${sites.url} (forum, auction marketplace, deal aggregator)`);
  const server = await appFrom(config, { fetcher: createFetcher({ per_host_interval_ms: 0 }), logger: createLogger(config.logLevel, (l) => process.stderr.write(l)) });
  const { repos, scanner, clock } = server.services;
  const { key, stored } = newKey();
  const userId = crypto.randomUUID();
  await repos.users.create({ id: userId, email: `demo-${userId.slice(0, 8)}@rackhunt.local`, tier: "lifetime", is_admin: false, now: clock.now() }, stored);
  const hunts = await Promise.all(DEMO_HUNTS.map((h) =>
    repos.hunts.insert({ id: crypto.randomUUID(), user_id: userId, name: h.name, config: h.config, criteria: h.criteria ?? null, target_price: h.target_price, ceiling_price: h.ceiling_price, poll_interval_hours: 1, created_at: clock.now(), updated_at: clock.now(), next_run_at: clock.now() }),
  ));
  console.log(`scanning ${hunts.length} demo hunts ...`);
  const results = await scanner.scan(hunts);
  for (const h of hunts) {
    const scan = results.get(h.id)!;
    const rows = (await repos.results.feed(userId, { action: "", huntId: h.id, limit: 50, offset: 0 })).rows;
    formatScan(h.name, scan, rows, (line) => console.log(line));
  }
  if (values.exit) {
    console.log(`\ndatabase: ${dbPath}\nAPI key: ${key}`);
    await server.database.close();
    sites.stop();
    return;
  }
  const { port } = listenOrFail(server, config.host, config.port);
  const base = `http://${config.host}:${port}`;
  const background = startBackground(server);
  console.log(`
Rackhunt is running at ${base} (database ${dbPath}).
Your demo API key (lifetime tier): ${key}

Explore:
  curl -s ${base}/hunts -H "Authorization: Bearer ${key}"
  curl -s "${base}/hunts/results?filter=alerted" -H "Authorization: Bearer ${key}"
  curl -s "${base}/api/v2/components/search?q=epyc" -H "Authorization: Bearer ${key}"
  curl -s -X POST ${base}/api/v2/evaluate -H "Authorization: Bearer ${key}" -H "Content-Type: application/json" -d '{"price": 89, "title": "AMD EPYC 7302P 16-Core SP3"}'
  curl -s ${base}/openapi.json

Press Ctrl-C to stop.`);
  onShutdown(async () => {
    await background.stop();
    server.app.stop(true);
    sites.stop();
  });
}

/** The recorded sites alone, for a normal server pointed at them with RACKHUNT_SOURCES. */
function serveSitesOnly(port: string | undefined): void {
  const wanted = port === undefined ? 0 : Number(port);
  if (!Number.isInteger(wanted) || wanted < 0 || wanted > 65535) fail(`--port must be a port number (0-65535), not ${JSON.stringify(port)}`);
  let sites: ReturnType<typeof serveRecordedSites>;
  try {
    sites = serveRecordedSites({ port: wanted });
  } catch (err) {
    fail(`cannot serve the recorded sites on port ${wanted}: ${(err as Error).message.split("\n")[0]}`);
  }
  console.log(`recorded source pages served at ${sites.url} (forum, auction marketplace, deal aggregator)
Point a server at them:

  RACKHUNT_ALLOW_PRIVATE_SOURCES=on RACKHUNT_SOURCES='${JSON.stringify(sites.sourcesConfig)}' npm start

Press Ctrl-C to stop.`);
  onShutdown(() => sites.stop());
}

/** Your own plugin entries of RACKHUNT_SOURCES run beside the recorded sites. */
function pluginEntries(raw: string | undefined): Record<string, unknown> {
  let parsed: ReturnType<typeof parseSourcesEnv>;
  try {
    parsed = parseSourcesEnv(raw);
  } catch (err) {
    fail((err as Error).message);
  }
  return Object.fromEntries(Object.entries(parsed).filter(([, s]) => s !== null && typeof s === "object" && "module" in s));
}
