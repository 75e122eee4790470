import fc from "fast-check";

/**
 * Values for a valibot schema, read from the schema's own structure: mostly valid (so requests
 * get past validation into handlers) with hostile leaves mixed in (so they also probe the
 * validation edges). Anything unknown falls back to arbitrary JSON, so new schemas need no work.
 */

type Node = { kind?: string; type: string; pipe?: Node[]; entries?: Record<string, Node>; wrapped?: Node; options?: unknown[]; item?: Node; key?: Node; value?: Node; requirement?: unknown; literal?: unknown; rest?: Node };

/** Values no schema expects: unicode, control characters, huge and odd numbers, odd shapes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "\u202e\u0041", "😀".repeat(50), "'; DROP TABLE hunts; --", "<script>alert(1)</script>", "../../etc/passwd", "%00", "NaN", "Infinity", "-0", "1e400", "null", "true", "[]", "{}", "\ud800", "a".repeat(5000)),
  fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, Number.MIN_SAFE_INTEGER - 2, 2 ** 63, 5e-324, 1e21, 720.0000001),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.constantFrom(1, "x", null), { maxLength: 5 }),
);

function pipeActions(s: Node): Node[] {
  return (s.pipe ?? []).slice(1).filter((a) => a.kind !== "schema");
}

function req(actions: Node[], type: string): number | undefined {
  const a = actions.find((x) => x.type === type);
  return typeof a?.requirement === "number" ? a.requirement : undefined;
}

function stringFor(actions: Node[]): fc.Arbitrary<string> {
  const has = (t: string) => actions.some((a) => a.type === t);
  if (has("uuid")) return fc.uuid();
  if (has("email")) return fc.emailAddress();
  if (has("url")) return fc.webUrl();
  if (has("iso_timestamp")) return fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString());
  const regex = actions.find((a) => a.type === "regex");
  if (regex) return fc.stringMatching(regex.requirement as RegExp);
  const min = req(actions, "min_length") ?? 0;
  const max = req(actions, "max_length") ?? Math.max(min, 30);
  return fc.string({ unit: "grapheme", minLength: min, maxLength: Math.min(max, min + 60) }).filter((s) => s.length >= min && s.length <= max && (min === 0 || s.trim().length >= min));
}

function numberFor(actions: Node[]): fc.Arbitrary<number> {
  const lo = req(actions, "min_value") ?? req(actions, "gt_value") ?? -1e6;
  const hi = req(actions, "max_value") ?? req(actions, "lt_value") ?? 1e7;
  if (actions.some((a) => a.type === "integer")) return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }).filter((n) => !actions.some((a) => a.type === "gt_value") || n > lo);
}

/** A schema-shaped value; `hostility` is the chance a leaf is replaced by a hostile value. */
export function arbitraryFor(schema: unknown, hostility = 0.1, depth = 0): fc.Arbitrary<unknown> {
  const s = schema as Node;
  const valid = validFor(s, hostility, depth);
  if (hostility <= 0) return valid;
  const weight = Math.max(1, Math.round(hostility * 100));
  return fc.oneof({ arbitrary: valid, weight: 100 - weight }, { arbitrary: hostileValue, weight });
}

function validFor(s: Node, hostility: number, depth: number): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  // A pipe whose first step is a custom check (jsonObject) carries the real shape further along.
  const inner = s.pipe?.slice(1).find((p) => p.kind === "schema");
  if (s.type === "custom" && inner) return validFor(inner, hostility, depth);
  const actions = pipeActions(s);
  const next = (x: unknown) => arbitraryFor(x, hostility, depth + 1);
  switch (s.type) {
    case "string":
      return stringFor(actions);
    case "number":
      return numberFor(actions);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "literal":
      return fc.constant(s.literal);
    case "picklist":
    case "enum":
      return fc.constantFrom(...((s.options as unknown[]) ?? [null]));
    case "optional":
    case "nullish":
      return fc.option(next(s.wrapped), { nil: undefined, freq: 3 });
    case "nullable":
      return fc.option(next(s.wrapped), { nil: null, freq: 4 });
    case "array": {
      const max = req(actions, "max_length") ?? 5;
      return fc.array(next(s.item), { minLength: req(actions, "min_length") ?? 0, maxLength: Math.min(max, 6) });
    }
    case "record":
      return fc.dictionary(validFor(s.key!, 0, depth + 1) as fc.Arbitrary<string>, next(s.value), { maxKeys: 4 });
    case "object":
    case "strict_object":
    case "loose_object": {
      const entries = Object.fromEntries(Object.entries(s.entries ?? {}).map(([k, e]) => [k, next(e)]));
      const required = Object.entries(s.entries ?? {}).filter(([, e]) => e.type !== "optional" && e.type !== "nullish").map(([k]) => k);
      return fc.record(entries, { requiredKeys: required }).map((o) => Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined)));
    }
    case "union":
    case "variant":
      return fc.oneof(...((s.options as Node[]) ?? []).map(next));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
