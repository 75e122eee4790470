import { decodeEntities, makeListing, stripTags } from "@rackhunt/plugin-kit";
import { isTradePost, parseTradeTitle, statedPrice, tradeStatus } from "./trade-post.js";
export const SOURCE_NAME = "forum";
function tradeListing(input) {
    const status = tradeStatus(input.flair, input.title);
    const trade = parseTradeTitle(input.title);
    const { price, count } = statedPrice(input.title, input.body, status);
    return makeListing({
        external_id: input.id,
        source: SOURCE_NAME,
        title: input.title,
        url: input.url,
        price,
        currency: price === null ? null : input.currency,
        location: trade.location,
        status,
        posted_at: input.posted_at,
        seller: input.author,
        flair: input.flair,
        extras: { ...input.extras, have: trade.have, want: trade.want, prices_stated: count },
    });
}
/**
 * Reads a Reddit Listing (`/r/<sub>/new.json`): trade posts only (stickies and meta threads
 * skipped), status from flair, price from the title or body. Returns the `after` cursor.
 *
 * @example
 * const { listings, after } = parseRedditListing(json, { base_url: "https://www.reddit.com", currency: "CAD" });
 */
export function parseRedditListing(data, o) {
    const listing = data;
    if (listing?.kind !== "Listing" || !Array.isArray(listing.data?.children))
        return { listings: [], after: null };
    const listings = [];
    for (const child of listing.data.children) {
        const post = child?.data;
        if (child?.kind !== "t3" || !post?.id || typeof post.title !== "string" || !post.permalink || post.stickied)
            continue;
        const title = decodeEntities(post.title).trim();
        const flair = post.link_flair_text ? decodeEntities(post.link_flair_text) : null;
        if (!title || !isTradePost(flair, title))
            continue;
        listings.push(tradeListing({
            id: post.id,
            title,
            body: decodeEntities(post.selftext ?? ""),
            url: new URL(post.permalink, o.base_url).href,
            author: post.author ?? null,
            flair,
            posted_at: typeof post.created_utc === "number" ? new Date(post.created_utc * 1000).toISOString() : null,
            currency: o.currency,
            extras: { subreddit: post.subreddit ?? null, comments: post.num_comments ?? null },
        }));
    }
    const after = listing.data.after;
    return { listings, after: typeof after === "string" && after ? after : null };
}
/**
 * Reads Reddit's Atom feed (`/r/<sub>/new/.rss`). Atom carries no flair, so status comes
 * from the title alone.
 *
 * @example
 * parseRedditAtom(parseFeed(xml), { base_url: "https://www.reddit.com", currency: "USD" });
 */
export function parseRedditAtom(entries, o) {
    const listings = [];
    for (const entry of entries) {
        const title = entry.title?.trim();
        const id = entry.id?.replace(/^t3_/, "");
        if (!title || !id || !entry.link || !isTradePost(null, title))
            continue;
        let url;
        try {
            url = new URL(entry.link, o.base_url).href;
        }
        catch {
            continue;
        }
        listings.push(tradeListing({
            id,
            title,
            body: stripTags(entry.html),
            url,
            author: entry.author?.replace(/^\/u\//, "") ?? null,
            flair: null,
            posted_at: entry.published ?? entry.updated,
            currency: o.currency,
            extras: { subreddit: entry.categories[0] ?? null },
        }));
    }
    return listings;
}
