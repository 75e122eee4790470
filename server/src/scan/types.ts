import type { HuntConfig, HuntCriteria } from "@rackhunt/core/schemas";

/** What the pipeline needs of a raw listing a source produced. */
export interface SourceListing {
  source: string;
  external_id: string;
  title: string;
  url: string | null;
  price: number | null;
  currency?: string | null;
  /** active, sold, closed or wanted: only active listings can alert. */
  status: string;
  location?: string | null;
  condition_text?: string | null;
  [extra: string]: unknown;
}

/** One source's answer to one query. Never throws: errors are reported. */
export interface SourceRun {
  source: string;
  ok: boolean;
  listings: SourceListing[];
  error: string | null;
}

/** The sources a server can scan, by name. */
export interface SourceRegistry {
  names(): string[];
  run(source: string, query: string): Promise<SourceRun>;
}

/** What Rackhunt knows of a listing after parsing and matching: stored as the listing's facts. */
export interface ListingFacts {
  title: string;
  url: string | null;
  price: number | null;
  currency: string | null;
  quantity: number;
  capacity: string | null;
  capacity_gb: number | null;
  category: string | null;
  condition: string | null;
  brand: string | null;
  component_id: string | null;
  match_confidence: number;
  location: string | null;
  status: string;
  is_accessory: boolean;
  /** Price of one item of a lot (the price when quantity is 1). */
  unit_price: number | null;
  [extra: string]: unknown;
}

/** The hunt fields scoring needs. */
export interface HuntForScoring {
  id: string;
  name: string;
  config: HuntConfig;
  criteria: HuntCriteria | null;
  target_price: number | null;
  ceiling_price: number | null;
}

export interface Judgement {
  score: number;
  action: "ALERT" | "WATCH" | "SKIP";
  verdict: string | null;
  reasons: string[];
}

/** Parse, match and score: the engine of the core behind one interface the pipeline calls. */
export interface Judge {
  facts(listing: SourceListing): ListingFacts;
  /** Precompute whatever scoring a hunt needs once per scan. */
  compile(hunt: HuntForScoring): unknown;
  /** Is this listing about what the hunt searches for at all (its query terms)? */
  relevant(facts: ListingFacts, compiled: unknown): boolean;
  judge(facts: ListingFacts, compiled: unknown, now: number): Judgement;
  /** A price observation was recorded: keep benchmarks current. */
  observed?(obs: { component_id: string; price: number; observed_at: number; source: string; condition: string | null; location: string | null; listing_id: string | null; id: number }): void;
}
