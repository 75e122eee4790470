/**
 * A minimal Prometheus registry: counters and histograms with labels, rendered in the text
 * exposition format 0.0.4. Kept in process memory; each process exposes its own figures.
 */

type Labels = Record<string, string>;

/** Label values may hold anything: escape backslash, quote and newline as the format asks. */
function escapeLabel(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

function labelText(names: readonly string[], values: readonly string[], extra = ""): string {
  const parts = names.map((n, i) => `${n}="${escapeLabel(values[i] ?? "")}"`);
  if (extra) parts.push(extra);
  return parts.length ? `{${parts.join(",")}}` : "";
}

function formatNumber(n: number): string {
  if (Number.isNaN(n)) return "NaN";
  if (n === Infinity) return "+Inf";
  if (n === -Infinity) return "-Inf";
  return String(n);
}

export interface Family {
  render(): string;
}

/**
 * A summary whose quantiles are computed elsewhere (from the database, so every server shows the
 * same figures) and set whole: `name{source="forum",quantile="0.5"} 12.3`, with `_count`.
 */
export class QuantileSnapshot implements Family {
  private rows: { labels: string[]; quantiles: [string, number][]; count: number }[] = [];
  constructor(readonly name: string, readonly help: string, private readonly labelNames: string[]) {}
  set(rows: { labels: string[]; quantiles: [string, number][]; count: number }[]): void {
    this.rows = rows;
  }
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} summary`];
    for (const r of this.rows) {
      for (const [q, value] of r.quantiles) lines.push(`${this.name}${labelText(this.labelNames, r.labels, `quantile="${q}"`)} ${formatNumber(value)}`);
      lines.push(`${this.name}_count${labelText(this.labelNames, r.labels)} ${formatNumber(r.count)}`);
    }
    return lines.join("\n");
  }
}

/** A monotonically increasing count per label set. */
export class Counter<L extends string> implements Family {
  private readonly values = new Map<string, { labels: string[]; value: number }>();
  constructor(readonly name: string, readonly help: string, readonly labelNames: readonly L[]) {}

  inc(labels: Record<L, string>, by = 1): void {
    this.series(labels).value += by;
  }

  /** The series of one label set, created at 0: callers on hot paths keep it and add to `value`. */
  series(labels: Record<L, string>): { value: number } {
    const vals = this.labelNames.map((n) => labels[n]);
    const key = vals.join("\u0000");
    let cur = this.values.get(key);
    if (!cur) {
      cur = { labels: vals, value: 0 };
      this.values.set(key, cur);
    }
    return cur;
  }

  /** The current count for one label set (0 when never incremented). */
  get(labels: Record<L, string>): number {
    return this.values.get(this.labelNames.map((n) => labels[n]).join("\u0000"))?.value ?? 0;
  }

  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const { labels, value } of this.values.values()) lines.push(`${this.name}${labelText(this.labelNames, labels)} ${formatNumber(value)}`);
    return lines.join("\n");
  }
}

/** Observations counted into cumulative buckets, with their sum and count. */
export class Histogram<L extends string> implements Family {
  private readonly series = new Map<string, { labels: string[]; buckets: number[]; sum: number; count: number }>();
  constructor(readonly name: string, readonly help: string, readonly labelNames: readonly L[], readonly bounds: readonly number[]) {}

  observe(labels: Record<L, string>, value: number): void {
    this.bound(labels)(value);
  }

  /** An observer of one label set, for hot paths that keep it (no label lookup per observation). */
  bound(labels: Record<L, string>): (value: number) => void {
    const vals = this.labelNames.map((n) => labels[n]);
    const key = vals.join("\u0000");
    let s = this.series.get(key);
    if (!s) {
      s = { labels: vals, buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    const series = s;
    return (value) => {
      for (let i = 0; i < this.bounds.length; i++) if (value <= this.bounds[i]!) series.buckets[i]! += 1;
      series.sum += value;
      series.count += 1;
    };
  }

  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const s of this.series.values()) {
      this.bounds.forEach((b, i) => lines.push(`${this.name}_bucket${labelText(this.labelNames, s.labels, `le="${formatNumber(b)}"`)} ${s.buckets[i]}`));
      lines.push(`${this.name}_bucket${labelText(this.labelNames, s.labels, 'le="+Inf"')} ${s.count}`);
      lines.push(`${this.name}_sum${labelText(this.labelNames, s.labels)} ${formatNumber(s.sum)}`);
      lines.push(`${this.name}_count${labelText(this.labelNames, s.labels)} ${s.count}`);
    }
    return lines.join("\n");
  }
}

/** A value read when scraped (memory, uptime). */
export class Gauge implements Family {
  constructor(readonly name: string, readonly help: string, private readonly read: () => number) {}
  render(): string {
    return [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} gauge`, `${this.name} ${formatNumber(this.read())}`].join("\n");
  }
}

/**
 * Holds metric families and renders them all.
 * @example
 * const reg = new Registry();
 * const hits = reg.add(new Counter("hits_total", "Hits.", ["path"]));
 * hits.inc({ path: "/" });
 * reg.render(); // "# HELP hits_total Hits.\n# TYPE hits_total counter\nhits_total{path=\"/\"} 1\n"
 */
export class Registry {
  private readonly families: Family[] = [];
  add<F extends Family>(family: F): F {
    this.families.push(family);
    return family;
  }
  render(): string {
    return `${this.families.map((f) => f.render()).join("\n")}\n`;
  }
}
export type { Labels };
