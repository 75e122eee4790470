import type { Category } from "../schemas/vocabulary.ts";
import type { TitleStyle } from "../schemas/catalog.ts";
/** How a title splits: which part names the item, and what the brackets say. */
export type TitleSections = {
    style: TitleStyle;
    /** The text that describes the item (the [H] side of a trade post, the tail of a deal post). */
    item: string;
    location: string | null;
    tag_category: Category | null;
    is_wanted: boolean;
};
/**
 * Splits a title into its item text and bracket facts.
 * @example splitTitle("[USA-CA] [H] 4x 32GB DDR4 [W] PayPal").item // "4x 32GB DDR4"
 */
export declare function splitTitle(title: string): TitleSections;
