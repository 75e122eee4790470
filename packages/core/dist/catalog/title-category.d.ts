import type { Category } from "../schemas/vocabulary.ts";
export type CategoryRead = {
    category: Category | null;
    brand: string | null;
};
/**
 * What the item is: the first category word in the text, except that a container
 * (server, mini PC) wins wherever it appears, and `other` words count only when
 * nothing else is named before them.
 */
export declare function readCategory(lower: string, tagCategory: Category | null): CategoryRead;
