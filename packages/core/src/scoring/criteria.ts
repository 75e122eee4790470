import type { HuntConfig, HuntCriteria } from "../schemas/hunt-criteria.ts";
import type { ListingFactsInput } from "../schemas/scoring.ts";
import { usd } from "../pricing/usd.ts";
import { locationMatches } from "../pricing/location.ts";
import { GB_PER_TB } from "../pricing/unit-price.ts";

/** What a check sees: the listing, its per-item price and its lower-cased title. */
export interface CheckInput {
  readonly listing: ListingFactsInput;
  readonly unit: number;
  readonly title: string;
}

/** One compiled criteria rule: its name (the criteria field) and a test returning why it fails, or null. */
export interface Check {
  readonly rule: string;
  readonly test: (input: CheckInput) => string | null;
}

/**
 * The checks of a hunt's criteria (and config.location), only for the fields it states, each
 * with its lists lower-cased once. A listing lacking the fact a rule needs fails that rule.
 * @example compileCriteria({category: "hdd"}, {}).map((c) => c.rule) // ["category"]
 */
export function compileCriteria(criteria: HuntCriteria | null | undefined, config: HuntConfig | undefined): Check[] {
  const checks: Check[] = [];
  const c = criteria ?? {};
  const add = (rule: string, test: Check["test"]) => checks.push({ rule, test });
  const lower = (words: readonly string[]) => words.map((w) => w.toLowerCase());

  if (c.category !== undefined) {
    const want = c.category;
    add("category", ({ listing }) => ((listing.category ?? null) === want ? null : `category ${listing.category ?? "unknown"} is not ${want}`));
  }
  if (c.component_ids?.length) {
    const ids = new Set(c.component_ids);
    add("component_ids", ({ listing }) =>
      listing.component_id != null && ids.has(listing.component_id) ? null : `component ${listing.component_id ?? "unmatched"} is not one of the hunt's`,
    );
  }
  if (c.conditions?.length) {
    const conds = new Set<string>(c.conditions);
    // A listing that does not state its condition counts as used, as its market stratum does.
    const unknownPasses = conds.has("used");
    add("conditions", ({ listing }) =>
      (listing.condition == null ? unknownPasses : conds.has(listing.condition)) ? null : `condition ${listing.condition ?? "unknown"} is not one of ${c.conditions!.join(", ")}`,
    );
  }
  if (c.brands?.length) {
    const brands = lower(c.brands);
    add("brands", ({ listing, title }) => {
      const b = listing.brand?.toLowerCase();
      const ok = b != null ? brands.includes(b) : brands.some((w) => title.includes(w));
      return ok ? null : `brand ${listing.brand ?? "unknown"} is not one of ${c.brands!.join(", ")}`;
    });
  }
  if (c.keywords?.length) {
    const words = lower(c.keywords);
    add("keywords", ({ title }) => {
      for (const w of words) if (!title.includes(w)) return `title lacks the keyword "${w}"`;
      return null;
    });
  }
  if (c.exclude?.length) {
    const words = lower(c.exclude);
    add("exclude", ({ title }) => {
      for (const w of words) if (title.includes(w)) return `title contains the excluded word "${w}"`;
      return null;
    });
  }
  const range = (rule: string, value: (l: ListingFactsInput) => number | null | undefined, bound: number | undefined, isMin: boolean, what: string) => {
    if (bound === undefined) return;
    add(rule, ({ listing }) => {
      const x = value(listing);
      if (x == null) return `${what} unknown`;
      return (isMin ? x >= bound : x <= bound) ? null : `${what} ${x} is ${isMin ? "below the minimum" : "above the maximum"} ${bound}`;
    });
  };
  range("capacity_min_gb", (l) => l.capacity_gb, c.capacity_min_gb, true, "capacity (GB)");
  range("capacity_max_gb", (l) => l.capacity_gb, c.capacity_max_gb, false, "capacity (GB)");
  range("min_quantity", (l) => l.quantity ?? 1, c.min_quantity, true, "quantity");
  range("max_quantity", (l) => l.quantity ?? 1, c.max_quantity, false, "quantity");
  if (c.include_lots === false) {
    add("include_lots", ({ listing }) => ((listing.quantity ?? 1) > 1 ? `a lot of ${listing.quantity} and the hunt excludes lots` : null));
  }
  if (c.max_unit_price !== undefined) {
    const cap = c.max_unit_price;
    add("max_unit_price", ({ unit }) => (unit <= cap ? null : `${usd(unit)} per item is above the cap ${usd(cap)}`));
  }
  const perCapacity = (rule: string, cap: number | undefined, gbPerUnit: number, unitName: string) => {
    if (cap === undefined) return;
    add(rule, ({ listing, unit }) => {
      const gb = listing.capacity_gb;
      if (gb == null || !(gb > 0)) return `capacity unknown, so no price per ${unitName}`;
      const per = unit / (gb / gbPerUnit);
      return per <= cap ? null : `${usd(per)}/${unitName} is above the cap ${usd(cap)}/${unitName}`;
    });
  };
  perCapacity("max_price_per_tb", c.max_price_per_tb, GB_PER_TB, "TB");
  perCapacity("max_price_per_gb", c.max_price_per_gb, 1, "GB");
  const locationRule = (rule: string, keywords: readonly string[]) =>
    add(rule, ({ listing }) =>
      keywords.some((k) => locationMatches(listing.location ?? null, k)) ? null : `location ${listing.location ?? "unknown"} is not ${keywords.join(" or ")}`,
    );
  if (c.locations?.length) locationRule("locations", c.locations);
  if (config?.location) locationRule("location", [config.location]);
  return checks;
}

/**
 * Whether any compiled check reads the title (so the title is lower-cased only when needed).
 * @example needsTitle(compileCriteria({keywords: ["sas"]}, {})) // true
 */
export function needsTitle(checks: readonly Check[]): boolean {
  return checks.some((c) => c.rule === "keywords" || c.rule === "exclude" || c.rule === "brands");
}
