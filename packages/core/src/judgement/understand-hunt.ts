import type { Catalog } from "../catalog/create-catalog.ts";
import { readHunt } from "../pipeline/read-hunt.ts";
import type { HuntConfig, HuntCriteria, HuntUnderstanding } from "../schemas/hunt-criteria.ts";

/** The fields a hunt's understanding reads and writes. */
export interface HuntWords {
  name: string;
  config: HuntConfig;
  criteria?: HuntCriteria | null;
  target_price?: number | null;
}

/** Where a sentence and a field the user set disagree: a 422 names both. */
export interface HuntConflict {
  /** The field path (`criteria.category`, `target_price`). */
  field: string;
  /** Where the sentence is (`name` or `config.query`). */
  sentence_field: string;
  message: string;
}

/** The criteria a sentence can state (its category, variant and capacity steer what the hunt is about instead). */
const SENTENCE_KEYS = ["max_price_per_tb", "max_price_per_gb", "capacity_min_gb", "capacity_max_gb", "conditions", "min_quantity"] as const;
/** Categories a per-TB and a per-GB cap make sense for. */
const PER_TB = new Set(["hdd", "ssd"]);
const PER_GB = new Set(["ram", "ssd", "hdd"]);

/** Readings are pure and sentences repeat (every page of hunts shows them): the last few are kept. */
const READINGS = new Map<string, HuntUnderstanding>();
const MAX_READINGS = 2_000;

/**
 * How a hunt's sentence (`config.query`, else its name) was read, as the Hunt resource shows it.
 * @example huntUnderstanding({name: "8TB SAS drives under $12/TB", config: {}}).criteria // {max_price_per_tb: 12}
 */
export function huntUnderstanding(hunt: Pick<HuntWords, "name" | "config">, catalog?: Catalog): HuntUnderstanding {
  const from = hunt.config.query ? "query" : "name";
  const sentence = hunt.config.query ?? hunt.name;
  const key = `${from}\u0000${sentence}`;
  let u = READINGS.get(key);
  if (u) return u;
  const r = readHunt(sentence, catalog);
  const criteria: HuntCriteria = {};
  for (const k of SENTENCE_KEYS) if (r.criteria[k] !== undefined) (criteria as Record<string, unknown>)[k] = r.criteria[k];
  u = {
    from,
    sentence,
    search: r.search || sentence,
    understood: r.understood,
    criteria,
    target_price: r.target_price,
    category: r.category,
    component_id: r.component_id,
    interface: r.interface,
    form_factor: r.form_factor,
    capacity_gb: r.capacity_gb,
    capacity_scope: r.capacity_scope,
    words: r.words,
    unplaced: r.unplaced,
  };
  if (READINGS.size >= MAX_READINGS) READINGS.delete(READINGS.keys().next().value!);
  READINGS.set(key, u);
  return u;
}

/**
 * The criteria and target a hunt is saved with: what its sentence states, under what the user set
 * explicitly (explicit fields win). On an update, a value equal to what the previous sentence
 * stated counts as the sentence's, so a new sentence replaces it. A sentence that contradicts
 * a field (a per-TB cap on a CPU hunt, another category) is a conflict naming both.
 * @example understandHunt({name: "EPYC 7302P under $150", config: {}}, {}).target_price // 150
 */
export function understandHunt(
  next: Pick<HuntWords, "name" | "config">,
  explicit: { criteria?: HuntCriteria | null; target_price?: number | null },
  previous?: HuntWords,
  catalog?: Catalog,
): { criteria: HuntCriteria | null; target_price: number | null; understanding: HuntUnderstanding; conflicts: HuntConflict[] } {
  const u = huntUnderstanding(next, catalog);
  const before = previous ? huntUnderstanding(previous, catalog) : null;
  // On an update, a value equal to what the previous sentence stated is the sentence's, not the
  // user's (an edit form sends every field back): the new sentence decides it.
  const given: HuntCriteria = explicit.criteria !== undefined ? { ...(explicit.criteria ?? {}) } : { ...(previous?.criteria ?? {}) };
  const base = before ? withoutStated(given, before.criteria) : given;
  const givenTarget = explicit.target_price !== undefined ? explicit.target_price : (previous?.target_price ?? null);
  const baseTarget = before && givenTarget === before.target_price ? null : givenTarget;
  const criteria: HuntCriteria = { ...u.criteria, ...base };
  const target_price = baseTarget ?? u.target_price;
  const conflicts = conflictsOf(u, base, criteria);
  // Nothing stated anywhere: an explicit {} stays {}, otherwise no criteria at all.
  const none = explicit.criteria === undefined ? null : explicit.criteria && {};
  return { criteria: Object.keys(criteria).length ? criteria : none, target_price, understanding: u, conflicts };
}

/** The criteria with every key a sentence stated, and the user left as it was, taken out. */
function withoutStated(criteria: HuntCriteria, stated: HuntCriteria): HuntCriteria {
  const out: Record<string, unknown> = { ...criteria };
  for (const [k, value] of Object.entries(stated)) if (JSON.stringify(out[k]) === JSON.stringify(value)) delete out[k];
  return out as HuntCriteria;
}

function conflictsOf(u: HuntUnderstanding, explicit: HuntCriteria, merged: HuntCriteria): HuntConflict[] {
  const out: HuntConflict[] = [];
  const at = u.from === "query" ? "config.query" : "name";
  if (explicit.category && u.category && explicit.category !== u.category) {
    out.push({ field: "criteria.category", sentence_field: at, message: `criteria.category "${explicit.category}" contradicts ${at} "${u.sentence}", which is about ${u.category}` });
  }
  const category = explicit.category ?? u.category;
  const capNote = (key: "max_price_per_tb" | "max_price_per_gb", allowed: Set<string>, unit: string) => {
    if (merged[key] === undefined || !category || allowed.has(category)) return;
    const fromSentence = u.criteria[key] !== undefined && explicit[key] === undefined;
    const categoryFrom = explicit.category ? "criteria.category" : at;
    out.push({
      field: fromSentence ? at : `criteria.${key}`,
      sentence_field: categoryFrom,
      message: `a per-${unit} cap (${fromSentence ? `${at} "${u.sentence}"` : `criteria.${key}`}) means nothing for a ${category} hunt (${categoryFrom === at ? `${at} "${u.sentence}"` : "criteria.category"}): set a target_price instead`,
    });
  };
  capNote("max_price_per_tb", PER_TB, "TB");
  capNote("max_price_per_gb", PER_GB, "GB");
  return out;
}
