import type { RackhuntApp } from "./app.ts";
import { createDeliveryWorker } from "./notify/worker.ts";
import { createScheduler, DEFAULT_SCHEDULER } from "./scan/scheduler.ts";

/**
 * The background work of a Rackhunt process: the scan scheduler and the delivery worker. Both
 * lease their work in the database, so several processes can run them side by side.
 */
export function startBackground(server: RackhuntApp, options: { scheduler?: boolean; delivery?: boolean } = {}) {
  const { services } = server;
  const owner = `${process.pid}-${crypto.randomUUID().slice(0, 8)}`;
  const scheduler = options.scheduler === false ? null : createScheduler(services, { ...DEFAULT_SCHEDULER, owner });
  const delivery = options.delivery === false ? null : createDeliveryWorker(services, { intervalMs: 5_000, owner: `delivery-${owner}` });
  scheduler?.start();
  delivery?.start();
  services.logger.info("background started", { scheduler: scheduler !== null, delivery: delivery !== null, owner });
  return {
    /** Finish the work in progress, then stop. */
    async stop(): Promise<void> {
      await Promise.all([scheduler?.stop(), delivery?.stop()]);
    },
  };
}
