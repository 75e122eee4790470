import type * as Core from "@rackhunt/core";

export declare const OFFERS: number;
export declare function recordedSales(): (Core.JudgeInput & { external_id: string; source: string; price: number; observed_at: number })[];
export interface MarketRow { component_id: string; price: number; observed_at: number; source: string; condition: string; kind: string }
export interface Offer { sku: string; title: string; price: number }
export declare function crossSurfaceSet(core: typeof Core, now: number): { market: MarketRow[]; offers: Offer[] };
export declare function comparable(facts: Core.ListingFacts, verdict: string, reasons: string[]): { facts: Omit<Core.ListingFacts, "source" | "url">; verdict: string; reasons: string[] };
