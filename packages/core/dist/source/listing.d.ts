import type { RawListing } from "../schemas/source.ts";
/** The fields every listing must have; the rest default to null (or `active`, `{}`). */
export type ListingInput = Pick<RawListing, "external_id" | "source" | "title" | "url"> & Partial<RawListing>;
/**
 * Fills a RawListing's optional fields so a parser only states what the page says.
 *
 * @example
 * makeListing({ external_id: "1", source: "forum", title: "[H] X [W] $", url: "https://x.test/1" }).status; // "active"
 */
export declare function makeListing(input: ListingInput): RawListing;
