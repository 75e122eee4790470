/**
 * Fills a RawListing's optional fields so a parser only states what the page says.
 *
 * @example
 * makeListing({ external_id: "1", source: "forum", title: "[H] X [W] $", url: "https://x.test/1" }).status; // "active"
 */
export function makeListing(input) {
    return {
        price: null,
        price_max: null,
        currency: null,
        shipping: null,
        condition_text: null,
        location: null,
        status: "active",
        posted_at: null,
        ends_at: null,
        bids: null,
        buy_it_now: null,
        seller: null,
        flair: null,
        extras: {},
        ...input,
    };
}
