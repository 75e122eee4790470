import type { Category } from "../schemas/vocabulary.ts";
/**
 * Word lists the title parser reads. Kept apart from the code so a new brand or
 * keyword is a one-line change. All keys are lower case.
 */
/** Brand spellings seen in titles → canonical brand name. */
export declare const BRANDS: Readonly<Record<string, string>>;
/** Bracket tags of deal posts (`[GPU]`, `[Hard Drive]`) → category. */
export declare const TAG_CATEGORIES: Readonly<Record<string, Category>>;
/**
 * Words in the item text that say what it is. Phrases are matched before single words
 * at the same place (so `cpu cooler` is not a CPU). Container categories win over parts.
 */
export declare const ITEM_HINTS: Readonly<Record<string, Category>>;
/** Categories that contain other parts: their hint wins wherever it appears. */
export declare const CONTAINER_CATEGORIES: ReadonlySet<Category>;
/** Words of a trade post's [H] side that mean "I pay", so the post is a buy (wanted) post. */
export declare const PAYMENT_WORDS: ReadonlySet<string>;
/** Tags of deal posts that name a store or a region, not a category. */
export declare const STORE_TAGS: ReadonlySet<string>;
