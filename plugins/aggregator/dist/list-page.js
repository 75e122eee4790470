import { clean, first, hasClass, makeListing, parseMoney, rebaseUrl, scanRecords } from "@rackhunt/plugin-kit";
import { parseDealTitle } from "./deal-title.js";
import { SOURCE_NAME } from "./feed-deals.js";
const THREAD_ID = /\/f\/(\d+)/;
/**
 * Reads a deal site's HTML list page (slickdeals-style `dealCard` tiles): title, price and
 * original price, store, extra info (shipping), thread id, time, and the next page.
 *
 * @example
 * const { listings, next_url } = parseDealList(html, "https://slickdeals.net/deals/", "USD");
 */
export function parseDealList(html, page_url, currency) {
    let next_href = null;
    const { records } = scanRecords(html, {
        isRecord: (name, attribs) => (name === "li" || name === "div" || name === "article") && (hasClass(attribs, "dealCard") || "data-threadid" in attribs),
        field(_name, attribs) {
            if (hasClass(attribs, "dealCard__title"))
                return "title";
            if (hasClass(attribs, "dealCard__price"))
                return "price";
            if (hasClass(attribs, "dealCard__originalPrice"))
                return "original";
            if (hasClass(attribs, "dealCard__storeLink"))
                return "store";
            if (hasClass(attribs, "dealCard__extraInfo"))
                return "extra";
            return null;
        },
        inside(name, attribs, record) {
            if ("data-threadid" in attribs && !record.attrs.id)
                record.attrs.id = attribs["data-threadid"];
            if (name === "a" && hasClass(attribs, "dealCard__title") && attribs.href)
                record.attrs.href = attribs.href;
            if (name === "time" && attribs.datetime)
                record.attrs.time = attribs.datetime;
        },
        outside(name, attribs) {
            if (name === "a" && attribs.href && (attribs.rel === "next" || hasClass(attribs, "pagination__next")))
                next_href = attribs.href;
        },
    });
    const listings = [];
    for (const record of records) {
        const title = first(record, "title");
        const href = record.attrs.href;
        const id = record.attrs.id || href?.match(THREAD_ID)?.[1];
        if (!title || !href || !id)
            continue;
        const deal = parseDealTitle(title);
        const stated = parseMoney(first(record, "price"), currency);
        const extra = clean((record.fields.extra ?? []).join(" "));
        const extra_deal = extra ? parseDealTitle(extra) : null;
        const price = stated?.amount ?? (/^free$/i.test(first(record, "price") ?? "") ? 0 : deal.price);
        const at = record.attrs.time ? Date.parse(record.attrs.time) : Number.NaN;
        listings.push(makeListing({
            external_id: id,
            source: SOURCE_NAME,
            title,
            url: new URL(href, page_url).href,
            price,
            currency: price === null ? null : (stated?.currency ?? currency),
            shipping: deal.shipping ?? extra_deal?.shipping ?? null,
            condition_text: deal.condition_text,
            posted_at: Number.isNaN(at) ? null : new Date(at).toISOString(),
            seller: first(record, "store"),
            flair: deal.tag,
            extras: { tag: deal.tag, original_price: parseMoney(first(record, "original"))?.amount ?? null, extra_info: extra || null },
        }));
    }
    return { listings, next_url: next_href ? rebaseUrl(next_href, page_url) : null };
}
