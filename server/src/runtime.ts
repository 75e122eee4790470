import type { RackhuntApp } from "./app.ts";
import { createDeliveryWorker } from "./notify/worker.ts";
import { createScheduler, DEFAULT_SCHEDULER } from "./scan/scheduler.ts";

/**
 * The background work of a Rackhunt process: the scan scheduler, the sources' streams of newest
 * items and the delivery worker. Each leases its work in the database, so several processes can
 * run them side by side.
 */
export function startBackground(server: RackhuntApp, options: { scheduler?: boolean; delivery?: boolean; stream?: boolean } = {}) {
  const { services } = server;
  const owner = `${process.pid}-${crypto.randomUUID().slice(0, 8)}`;
  const scheduler = options.scheduler === false ? null : createScheduler(services, { ...DEFAULT_SCHEDULER, owner });
  const delivery = options.delivery === false ? null : createDeliveryWorker(services, { intervalMs: 5_000, owner: `delivery-${owner}` });
  const streams = options.stream === false ? null : services.streams;
  scheduler?.start();
  delivery?.start();
  // Alerts a stream fires go out at once, not at the worker's next run.
  if (delivery) services.streams.onAlerts(() => delivery.wake());
  streams?.start();
  services.logger.info("background started", { scheduler: scheduler !== null, delivery: delivery !== null, streams: streams?.streamed ?? [], owner });
  return {
    /** Finish the work in progress, then stop. */
    async stop(): Promise<void> {
      await Promise.all([scheduler?.stop(), delivery?.stop(), streams?.stop()]);
    },
  };
}
