import { compileQuery, type QuerySpec } from "../pipeline/relevance.ts";
import type { Hunt } from "../schemas/hunt.ts";
import { type CompiledHunt, compileHunt } from "../scoring/compile.ts";
import { DEFAULT_PRICE_DROP_STEP } from "./alert-rules.ts";
import { DEFAULT_AUCTION_ALERT_HOURS } from "./auction-close.ts";

/** The hunt fields judgement reads: a stored Hunt fits as it is (ids may be any string). */
export type HuntInput = Pick<Hunt, "name" | "config"> & Partial<Pick<Hunt, "criteria" | "target_price" | "ceiling_price">> & { id: string };

/** A hunt read once for a batch: its query, its scoring rules and its alert rules. */
export interface PreparedHunt {
  readonly id: string;
  readonly hunt: HuntInput;
  /** Its query (config.query, else its name), read like a title. */
  readonly query: QuerySpec;
  readonly scoring: CompiledHunt;
  /** Location keyword its benchmarks are restricted to (config.location). */
  readonly location: string | null;
  /** Fraction a price must drop by before an alerted listing alerts again. */
  readonly price_drop_step: number;
  /** An auction alerts only in its last this many hours. */
  readonly auction_alert_hours: number;
}

/**
 * Read a hunt once so every listing of a batch is judged against it without set-up work.
 * @example prepareHunt({id: "h1", name: "EPYC 7302P", config: {}, target_price: 150}).query.words // ["epyc", "7302p"]
 */
export function prepareHunt(hunt: HuntInput): PreparedHunt {
  const config = hunt.config ?? {};
  return {
    id: hunt.id,
    hunt,
    query: compileQuery(config.query ?? hunt.name),
    scoring: compileHunt({ config, criteria: hunt.criteria ?? null, target_price: hunt.target_price ?? null, ceiling_price: hunt.ceiling_price ?? null }),
    location: config.location ?? null,
    price_drop_step: config.price_drop_step ?? DEFAULT_PRICE_DROP_STEP,
    auction_alert_hours: config.auction_alert_hours ?? DEFAULT_AUCTION_ALERT_HOURS,
  };
}
