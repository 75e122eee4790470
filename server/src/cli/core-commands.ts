import { parseArgs } from "node:util";
import { operations } from "@rackhunt/core/api";
import { createLogger } from "../http/logger.ts";
import { warnAboutSecretKey } from "../notify/secrets.ts";
import { startBackground } from "../runtime.ts";
import { VERSION } from "../version.ts";
import { appFrom, configFrom, holdOrFail, listenOrFail, onShutdown, requireDatabase } from "./common.ts";
import { HELP } from "./help.ts";

/** The server's long-running commands: serve, worker and mcp. */

export async function serve(args: string[]) {
  const { values } = parseArgs({ args, options: { port: { type: "string" }, host: { type: "string" }, db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.serve);
  const config = configFrom({ RACKHUNT_PORT: values.port, RACKHUNT_HOST: values.host, RACKHUNT_DB: values.db });
  const hold = holdOrFail(config, "serve");
  const server = await appFrom(config);
  const { port } = listenOrFail(server, config.host, config.port);
  // Once listening: a start-up that fails (a busy port) says only why it failed.
  warnAboutSecretKey(config.notify.secretEnv, (m) => server.services.logger.warn(m));
  server.services.logger.info("listening", { url: `http://${config.host}:${port}`, db: server.database.location, version: VERSION, pid: process.pid });
  const background = startBackground(server, { scheduler: config.scheduler });
  onShutdown(async () => {
    server.services.logger.info("stopping");
    await background.stop();
    server.app.stop(true);
    await server.database.close();
    hold.release();
  });
}

export async function worker(args: string[]) {
  const { values } = parseArgs({ args, options: { db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.worker);
  const config = configFrom({ RACKHUNT_DB: values.db });
  requireDatabase(config);
  const hold = holdOrFail(config, "worker");
  const server = await appFrom(config);
  warnAboutSecretKey(config.notify.secretEnv, (m) => server.services.logger.warn(m));
  const background = startBackground(server);
  onShutdown(async () => {
    await background.stop();
    await server.database.close();
    hold.release();
  });
}

export async function mcp(args: string[]) {
  const { values } = parseArgs({ args, options: { db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.mcp);
  const config = configFrom({ RACKHUNT_DB: values.db });
  // stdout is the protocol channel: every log line goes to stderr.
  requireDatabase(config);
  const logger = createLogger(config.logLevel, (line) => process.stderr.write(line));
  const hold = holdOrFail(config, "mcp");
  const server = await appFrom(config, { logger });
  warnAboutSecretKey(config.notify.secretEnv, (m) => logger.warn(m), { banner: false });
  // The MCP SDK loads only for this command.
  const { serveStdio } = await import("../mcp/stdio.ts");
  await serveStdio({ operations: Object.values(operations), version: VERSION, dispatch: (r) => server.app.handle(r), apiKey: process.env.RACKHUNT_API_KEY || null });
  logger.info("mcp stdio ready", { db: server.database.location, version: VERSION, auth: process.env.RACKHUNT_API_KEY ? "RACKHUNT_API_KEY" : "none (public tools only)" });
  process.stdin.on("end", async () => {
    await server.database.close();
    hold.release();
    process.exit(0);
  });
}

