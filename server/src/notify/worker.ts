import type { Clock } from "../clock.ts";
import type { ChannelRow, OutboxRow } from "../db/contracts/index.ts";
import type { Services } from "../operations/context.ts";
import { feedbackUrls } from "../tracking/feedback.ts";
import { trackedUrls } from "../tracking/token.ts";
import { deliver, deliverDigest, type DeliveryResult, MAX_DELIVERY_ATTEMPTS, nextRetryDelaySeconds } from "./deliver.ts";
import type { AlertMessage, ChannelType } from "./types.ts";

/** Instant rows one channel contributes to a lease; they go out one after another. */
export const ROWS_PER_CHANNEL = 3;
const BATCH_SIZE = 100;
const DEFAULT_INTERVAL_MS = 5_000;

export interface DeliveryWorkerOptions {
  clock?: Clock;
  /** Pause between runs of the loop started by `start()`. */
  intervalMs?: number;
  /** Base of tracked links; defaults to RACKHUNT_PUBLIC_URL, else the server's own address. */
  publicUrl?: string;
  /** Lease owner id; a fresh one per worker by default. */
  owner?: string;
  /** How long a lease holds; defaults to the worst case of one run (see leaseFor). */
  leaseMs?: number;
}

/** What one run did. */
export interface RunSummary {
  leased: number;
  delivered: number;
  retried: number;
  failed: number;
}

export interface DeliveryWorker {
  owner: string;
  /** Run now and then every `intervalMs` until stopped (runs never overlap). */
  start(): void;
  /** Stop the loop and wait for the run in progress to settle its rows. */
  stop(): Promise<void>;
  /** Lease what is due, send it, settle it. */
  runOnce(): Promise<RunSummary>;
  /** Run again as soon as the run in progress (if any) ends: new alerts are in the outbox. */
  wake(): void;
  /**
   * Runs finished so far (by the loop or `runOnce`, failed ones included). Once two more have
   * finished after some moment, the worker has looked at the outbox since: how a test proves
   * that nothing more was sent.
   */
  readonly runs: number;
}

/**
 * The delivery worker of the outbox. Each run leases due rows with one conditional UPDATE
 * (pending and due, or sending with an expired lease), sends them with `deliver()` (instant
 * types; a channel's rows in order, channels in parallel) or `deliverDigest()` (email: all of a
 * channel's waiting rows in one mail), then settles each row only if it still holds the lease:
 * delivered (channel.alerts_sent + 1, alert.channel set), pending again after a backoff, or
 * failed after MAX_DELIVERY_ATTEMPTS or a permanent error.
 *
 * Guarantee: at least once, and exactly once unless the process dies between the
 * destination's 2xx and the settling UPDATE (a window of one local write). A crash anywhere
 * else leaves the row leased; it is sent once when the lease expires. Receivers de-duplicate
 * the rare repeat on the alert id (`Rackhunt-Delivery` header, `X-Rackhunt-Alerts` in email).
 *
 * @example
 * const worker = createDeliveryWorker(server.services, { intervalMs: 5000 });
 * worker.start();
 * process.on("SIGTERM", () => worker.stop());
 */
export function createDeliveryWorker(services: Pick<Services, "repos" | "notify" | "logger" | "config" | "clock"> & Partial<Pick<Services, "metrics">>, options: DeliveryWorkerOptions = {}): DeliveryWorker {
  const clock = options.clock ?? services.clock;
  const owner = options.owner ?? `worker-${crypto.randomUUID()}`;
  const { repos, notify, logger, config } = services;
  const base = options.publicUrl ?? config.publicBaseUrl ?? `http://${config.host}:${config.port}`;
  const leaseMs = options.leaseMs ?? leaseFor(config.notify.timeoutMs);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<RunSummary> | null = null;
  let stopped = true;
  let runs = 0;
  let woken = false;
  let unlisten: (() => Promise<void>) | null = null;

  async function runOnce(): Promise<RunSummary> {
    let summary: RunSummary | null = null;
    try {
      summary = await leaseAndSend();
      return summary;
    } finally {
      runs += 1;
      logger.debug("delivery run", { owner, run: runs, ...summary });
    }
  }

  async function leaseAndSend(): Promise<RunSummary> {
    const now = clock.now();
    const rows = await repos.outbox.lease({
      owner,
      now,
      leaseMs,
      digestCutoff: now - config.notify.digestMinutes * 60_000,
      perChannel: ROWS_PER_CHANNEL,
      limit: BATCH_SIZE,
    });
    const summary: RunSummary = { leased: rows.length, delivered: 0, retried: 0, failed: 0 };
    const groups = new Map<string, OutboxRow[]>();
    for (const row of rows) groups.set(row.channel_id, [...(groups.get(row.channel_id) ?? []), row]);
    await Promise.all([...groups.values()].map((group) => sendGroup(group, summary)));
    return summary;
  }

  async function sendGroup(group: OutboxRow[], summary: RunSummary): Promise<void> {
    const channel = await repos.channels.byId(group[0]!.channel_id);
    const live: OutboxRow[] = [];
    for (const row of group) {
      if (row.attempts <= MAX_DELIVERY_ATTEMPTS) live.push(row);
      else await settle(row, channel, failedResult(`gave up after ${MAX_DELIVERY_ATTEMPTS} attempts`), summary);
    }
    if (live.length === 0) return;
    if (!channel || !channel.enabled) {
      for (const row of live) await settle(row, channel, failedResult(channel ? "channel disabled" : "channel deleted"), summary);
      return;
    }
    let secrets: Awaited<ReturnType<typeof notify.open>>;
    try {
      secrets = await notify.open(channel);
    } catch {
      for (const row of live) await settle(row, channel, failedResult("channel secret cannot be decrypted"), summary);
      return;
    }
    const target = { type: channel.channel_type as ChannelType, ...secrets };
    if (live[0]!.digest) {
      const ctx = notify.context({ openPixelUrl: trackedUrls(base, notify.links, live[0]!.id).open });
      const result = await deliverDigest(target, live.map(message), ctx);
      for (const row of live) await settle(row, channel, result, summary);
      return;
    }
    for (const row of live) await settle(row, channel, await deliver(target, message(row), notify.context()), summary);
  }

  function message(row: OutboxRow): AlertMessage {
    const click_url = row.payload.listing.url ? trackedUrls(base, notify.links, row.id).click : null;
    return { ...row.payload, click_url, feedback: feedbackUrls(base, notify.links, row.id, clock.now()) };
  }

  async function settle(row: OutboxRow, channel: ChannelRow | null, result: DeliveryResult, summary: RunSummary): Promise<void> {
    const now = clock.now();
    let kept: boolean;
    let outcome: keyof Omit<RunSummary, "leased">;
    if (result.ok) {
      kept = await repos.outbox.markDelivered(row, owner, now, result.status, channel?.channel_type ?? "unknown");
      outcome = "delivered";
      // An instant destination reached: the alert's latency ends here (digests keep their own cadence).
      if (kept && !row.digest) await repos.stream.delivered(row.alert_id, now);
    } else if (result.outcome === "retryable" && row.attempts < MAX_DELIVERY_ATTEMPTS) {
      const delay = nextRetryDelaySeconds(row.attempts, result.retry_after_seconds);
      kept = await repos.outbox.reschedule(row, owner, now + delay * 1000, result.status, result.detail);
      outcome = "retried";
    } else {
      kept = await repos.outbox.markFailed(row, owner, result.status, result.detail);
      outcome = "failed";
    }
    if (kept) summary[outcome] += 1;
    if (kept) services.metrics?.delivery(channel?.channel_type ?? "unknown", outcome);
    const log = outcome === "failed" ? logger.warn : logger.info;
    log("delivery", { outbox_id: row.id, alert_id: row.alert_id, channel_id: row.channel_id, outcome, lease_kept: kept, attempts: row.attempts, status: result.status, detail: result.detail });
  }

  async function loop(): Promise<void> {
    if (stopped) return;
    running = runOnce().catch((error) => {
      logger.error("delivery run failed", { error: String((error as Error)?.message ?? error) });
      return { leased: 0, delivered: 0, retried: 0, failed: 0 };
    });
    const summary = await running;
    running = null;
    // Woken by new alerts, or rows delivered this run (a channel's rows go out a few per run): run again at once, so a backlog drains without waiting.
    const again = woken || summary.delivered > 0;
    woken = false;
    if (!stopped) timer = setTimeout(loop, again ? 0 : (options.intervalMs ?? DEFAULT_INTERVAL_MS));
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      woken = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = setTimeout(loop, 0);
  }

  return {
    owner,
    runOnce,
    get runs() {
      return runs;
    },
    wake,
    start() {
      if (!stopped) return;
      stopped = false;
      // New outbox rows from any process on the database wake this worker (it still polls).
      void repos.signals
        .listen("outbox", wake)
        .then(async (stop) => {
          if (stopped) await stop();
          else unlisten = stop;
        })
        .catch((error) => logger.warn("delivery: cannot listen for new alerts; polling only", { error: String((error as Error)?.message ?? error) }));
      void loop();
    },
    async stop() {
      stopped = true;
      await unlisten?.().catch(() => {});
      unlisten = null;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running;
    },
  };
}

/**
 * Lease length: the longest a run can hold a row: ROWS_PER_CHANNEL sends in a row, or one
 * SMTP digest (connect, greeting and data each bounded by the timeout), plus a margin.
 *
 * @example
 * leaseFor(10_000); // 90_000
 */
export function leaseFor(timeoutMs: number): number {
  return timeoutMs * Math.max(ROWS_PER_CHANNEL, 3) + 60_000;
}

// --- Internal helpers ---

function failedResult(detail: string): DeliveryResult {
  return { outcome: "permanent", ok: false, status: null, detail: `[notify] ${detail}`, code: "not_configured", retry_after_seconds: null };
}
