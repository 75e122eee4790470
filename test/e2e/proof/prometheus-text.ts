/**
 * A strict reader of the Prometheus text exposition format (0.0.4), for tests: it throws on any
 * line a Prometheus server would refuse, and checks histogram buckets are cumulative.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? ([^ ]+)( -?\d+)?$/;
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);

function parseLabels(text: string, line: string): Record<string, string> {
  const out: Record<string, string> = {};
  let rest = text;
  while (rest.length) {
    const m = LABEL.exec(rest);
    if (!m) throw new Error(`bad labels in: ${line}`);
    if (m[1]! in out) throw new Error(`duplicate label ${m[1]} in: ${line}`);
    out[m[1]!] = m[2]!.replace(/\\n/g, "\n").replace(/\\"/g, '"').replace(/\\\\/g, "\\");
    rest = rest.slice(m[0].length);
  }
  return out;
}

function parseValue(raw: string, line: string): number {
  if (raw === "+Inf") return Infinity;
  if (raw === "-Inf") return -Infinity;
  if (raw === "NaN") return NaN;
  const n = Number(raw);
  if (raw === "" || Number.isNaN(n)) throw new Error(`bad value in: ${line}`);
  return n;
}

/** The family a sample belongs to (histogram series carry _bucket/_sum/_count suffixes). */
function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, "");
  return types.get(base) === "histogram" || types.get(base) === "summary" ? base : undefined;
}

/** Parse the whole text; throws with the offending line on any error. */
export function parsePrometheusText(text: string): { types: Map<string, string>; samples: Sample[] } {
  if (!text.endsWith("\n")) throw new Error("exposition must end with a newline");
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split("\n")) {
    if (line.startsWith("# TYPE ")) {
      const [, , name, type] = line.split(" ");
      if (!name || !NAME.test(name) || !TYPES.has(type ?? "")) throw new Error(`bad TYPE line: ${line}`);
      if (types.has(name)) throw new Error(`TYPE given twice: ${line}`);
      types.set(name, type!);
      continue;
    }
    if (line.startsWith("#") || line === "") continue;
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`bad sample line: ${line}`);
    if (!familyOf(m[1]!, types)) throw new Error(`sample before its TYPE: ${line}`);
    samples.push({ name: m[1]!, labels: m[3] ? parseLabels(m[3], line) : {}, value: parseValue(m[4]!, line) });
  }
  for (const [name, type] of types) if (type === "histogram") checkHistogram(name, samples);
  return { types, samples };
}

function checkHistogram(name: string, samples: Sample[]): void {
  const series = new Map<string, Sample[]>();
  for (const s of samples.filter((x) => x.name === `${name}_bucket`)) {
    const { le: _le, ...rest } = s.labels;
    const key = JSON.stringify(rest);
    series.set(key, [...(series.get(key) ?? []), s]);
  }
  for (const [key, buckets] of series) {
    for (let i = 1; i < buckets.length; i++) if (buckets[i]!.value < buckets[i - 1]!.value) throw new Error(`${name} buckets not cumulative for ${key}`);
    const inf = buckets.find((b) => b.labels.le === "+Inf");
    const count = samples.find((s) => s.name === `${name}_count` && JSON.stringify(s.labels) === key);
    if (!inf || !count || inf.value !== count.value) throw new Error(`${name}: +Inf bucket and _count disagree for ${key}`);
  }
}

/** Sum of the samples named `name` whose labels include `match`. */
export function total(samples: Sample[], name: string, match: Record<string, string> = {}): number {
  return samples.filter((s) => s.name === name && Object.entries(match).every(([k, v]) => s.labels[k] === v)).reduce((a, s) => a + s.value, 0);
}
