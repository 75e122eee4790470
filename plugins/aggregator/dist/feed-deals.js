import { makeListing, stripTags } from "@rackhunt/plugin-kit";
import { parseDealTitle } from "./deal-title.js";
export const SOURCE_NAME = "aggregator";
const LINK_IN_HTML = /href="(https?:\/\/[^"]+)"/gi;
// The retailer is the first outbound link in the entry that is not the aggregator itself.
function retailer(entry, own_host) {
    for (const m of entry.html.matchAll(LINK_IN_HTML)) {
        try {
            const host = new URL(m[1].replace(/&amp;/g, "&")).hostname.replace(/^www\./, "");
            if (!host.endsWith(own_host) && !/reddit|redd\.it|slickdeals|imgur/.test(host))
                return host;
        }
        catch {
            // not a URL: keep looking
        }
    }
    return null;
}
/**
 * Turns RSS/Atom deal entries into listings: id from guid/id (else link), price and
 * shipping from the title, then the description when the title states none.
 *
 * @example
 * feedDeals(parseFeed(xml), "https://slickdeals.net/newsearch.php?rss=1", "USD");
 */
export function feedDeals(entries, page_url, currency) {
    const own_host = new URL(page_url).hostname.replace(/^www\./, "");
    const listings = [];
    for (const entry of entries) {
        const title = entry.title?.trim();
        const link = entry.link?.trim();
        const id = (entry.id ?? link)?.trim().replace(/^t3_/, "");
        if (!title || !link || !id)
            continue;
        let url;
        try {
            url = new URL(link, page_url).href;
        }
        catch {
            continue;
        }
        const deal = parseDealTitle(title);
        const body_price = deal.price === null ? parseDealTitle(stripTags(entry.html)).price : null;
        const price = deal.price ?? body_price;
        listings.push(makeListing({
            external_id: id,
            source: SOURCE_NAME,
            title,
            url,
            price,
            currency: price === null ? null : currency,
            shipping: deal.shipping,
            condition_text: deal.condition_text,
            posted_at: entry.published ?? entry.updated,
            seller: retailer(entry, own_host),
            flair: deal.tag,
            extras: { tag: deal.tag, categories: entry.categories.join(", ") || null, poster: entry.author },
        }));
    }
    return listings;
}
