import { Counter, Gauge, Histogram, Registry } from "./prom-client-classes.ts";

/** Latency buckets in seconds: sub-millisecond reads up to slow scans. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SCAN_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/** What one source fetch of a scan came to (a SourceRun, narrowed to what metrics read). */
export interface SourceOutcome {
  source: string;
  ok: boolean;
  listings: readonly unknown[];
}

/**
 * The service's Prometheus metrics: one instance per process, fed by one-line hooks in the
 * router, the scanner, the delivery worker and the payment ledger.
 * @example
 * const metrics = createMetrics();
 * metrics.request("list_hunts", 200, 0.004);
 * metrics.render(); // Prometheus text
 */
export function createMetrics() {
  const started = Date.now();
  // A registry of its own: each app (and test server) in one process keeps separate figures.
  const registers = [new Registry()];
  const counter = <L extends string>(name: string, help: string, labelNames: L[]) => new Counter({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, labelNames: L[], buckets: number[]) => new Histogram({ name, help, labelNames, buckets, registers });
  const gauge = (name: string, help: string, read: () => number) => new Gauge({ name, help, registers, collect() { this.set(read()); } });
  const requests = counter("rackhunt_http_requests_total", "HTTP requests by operation and status.", ["operation", "status"]);
  const latency = histogram("rackhunt_http_request_duration_seconds", "HTTP request latency by operation.", ["operation"], LATENCY_BUCKETS);
  const scans = counter("rackhunt_scan_hunts_total", "Hunts scanned, by trigger.", ["trigger"]);
  const scanBatches = histogram("rackhunt_scan_duration_seconds", "Duration of one scan batch (fetch, store, score, record).", ["trigger"], SCAN_BUCKETS);
  const sourceRuns = counter("rackhunt_source_fetches_total", "Source fetches of scans by source and outcome (ok, error).", ["source", "outcome"]);
  const sourceListings = counter("rackhunt_source_listings_total", "Listings read from each source.", ["source"]);
  const alerts = counter("rackhunt_alerts_total", "Alerts fired (committed), by action.", ["action"]);
  const deliveries = counter("rackhunt_deliveries_total", "Alert deliveries settled, by channel type and outcome (delivered, retried, failed).", ["channel_type", "outcome"]);
  const payments = counter("rackhunt_payments_total", "Payment attempts settled, by rail and outcome.", ["rail", "outcome"]);
  const streamReads = counter("rackhunt_stream_reads_total", "Reads of sources' streams of newest items, by source and outcome (ok, failing).", ["source", "outcome"]);
  const streamItems = counter("rackhunt_stream_items_total", "New items read from each source's stream.", ["source"]);
  const streamMalformed = counter("rackhunt_stream_malformed_total", "Malformed items a source's stream skipped.", ["source"]);
  // Quantiles computed from the database's records (latency.ts), not from observations here: set
  // whole on each scrape, as gauges of a summary's shape.
  const alertLatency = new Gauge({ name: "rackhunt_alert_latency_seconds", help: "From a listing's posting (else first sight) to its alert's first instant delivery, per source, over the last 7 days.", labelNames: ["source", "quantile"], registers });
  const alertLatencyCount = new Gauge({ name: "rackhunt_alert_latency_seconds_count", help: "Alerts behind rackhunt_alert_latency_seconds, per source.", labelNames: ["source"], registers });
  gauge("process_resident_memory_bytes", "Resident memory size in bytes.", () => process.memoryUsage().rss);
  gauge("process_heap_bytes", "JavaScript heap in use, in bytes.", () => process.memoryUsage().heapUsed);
  gauge("process_uptime_seconds", "Seconds since this process built its metrics.", () => (Date.now() - started) / 1000);

  // Requests are counted on every call: their series are looked up once per (operation, status).
  const requestSeries = new Map<string, { count: Counter.Internal; latency: Histogram.Internal<"operation"> }>();

  return {
    /** One answered API request. */
    request(operation: string, status: number, seconds: number): void {
      const key = `${operation} ${status}`;
      let s = requestSeries.get(key);
      if (!s) {
        s = { count: requests.labels({ operation, status: String(status) }), latency: latency.labels({ operation }) };
        requestSeries.set(key, s);
      }
      s.count.inc();
      s.latency.observe(seconds);
    },
    /** One scan batch committed: how many hunts, how long, what each distinct source fetch came to, and the alerts it fired. */
    scan(trigger: "scheduled" | "manual", hunts: number, seconds: number, runs: Iterable<SourceOutcome>, recorded: Iterable<{ alerts: Iterable<{ action: string }> }> = []): void {
      scans.inc({ trigger }, hunts);
      scanBatches.observe({ trigger }, seconds);
      for (const r of runs) {
        sourceRuns.inc({ source: r.source, outcome: r.ok ? "ok" : "error" });
        sourceListings.inc({ source: r.source }, r.listings.length);
      }
      for (const o of recorded) for (const a of o.alerts) alerts.inc({ action: a.action });
    },
    /** One outbox row settled by the delivery worker. */
    delivery(channelType: string, outcome: string): void {
      deliveries.inc({ channel_type: channelType, outcome });
    },
    /** One read of a source's stream. */
    streamRead(source: string, outcome: "ok" | "failing", items: number, malformed: number): void {
      streamReads.inc({ source, outcome });
      streamItems.inc({ source }, items);
      streamMalformed.inc({ source }, malformed);
    },
    /** The alert latency figures as last read from the database (latency.ts). */
    setAlertLatency(rows: readonly { source: string; count: number; p50_seconds: number; p95_seconds: number }[]): void {
      alertLatency.reset();
      alertLatencyCount.reset();
      for (const r of rows) {
        alertLatency.set({ source: r.source, quantile: "0.5" }, r.p50_seconds);
        alertLatency.set({ source: r.source, quantile: "0.95" }, r.p95_seconds);
        alertLatencyCount.set({ source: r.source }, r.count);
      }
    },
    /** One payment attempt written to the ledger. */
    payment(rail: string, outcome: string): void {
      payments.inc({ rail, outcome });
    },
    /** Everything, in the Prometheus text format. */
    render: () => registers[0]!.metrics(),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
