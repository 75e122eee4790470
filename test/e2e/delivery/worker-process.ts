/**
 * A delivery worker in a process of its own, over the database file in RACKHUNT_DB: the crash
 * and two-worker tests start it, and kill it with SIGKILL. It logs JSON lines to stdout.
 */
import { createApp } from "../../../server/src/app.ts";
import { loadConfig } from "../../../server/src/config.ts";
import { createDeliveryWorker } from "../../../server/src/notify/index.ts";
import { createLogger } from "../../../server/src/http/logger.ts";

const config = loadConfig(process.env);
const logger = createLogger(config.logLevel, (line) => process.stdout.write(line));
const app = await createApp({ config, logger });
const worker = createDeliveryWorker(app.services, { intervalMs: 20, publicUrl: "http://rackhunt.test" });
worker.start();
process.stdout.write(`${JSON.stringify({ msg: "ready", owner: worker.owner })}\n`);
