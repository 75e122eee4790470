import type { Condition } from "../schemas/vocabulary.ts";
/** What an identifier (title parser + catalog matcher) tells evaluate about a listing. */
export interface Identification {
    component: {
        id: string;
        brand: string | null;
        model: string | null;
    };
    /** Confidence of the catalog match, 0..1. */
    confidence: number;
    condition: Condition | null;
    /** Items in the listing (a lot); the request's price is divided by it. */
    quantity?: number | null;
    capacity_gb?: number | null;
}
/**
 * Identifies a listing from its title and the condition the request stated (raw text, or null).
 * Returns null when no catalog variant matches. Injected, so evaluate does not depend on the catalog.
 */
export type Identify = (title: string, condition: string | null) => Identification | null;
