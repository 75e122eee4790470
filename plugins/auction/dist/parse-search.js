import { all, first, hasClass, makeListing, rebaseUrl, scanRecords } from "@rackhunt/plugin-kit";
import { readPrice, readRows } from "./attribute-rows.js";
export const SOURCE_NAME = "auction";
// Field classes in both layouts: the current `s-card` and the older `s-item`.
const FIELD_CLASSES = [
    ["s-card__title", "title"],
    ["s-item__title", "title"],
    ["s-card__price", "price"],
    ["s-item__price", "price"],
    ["s-card__subtitle", "subtitle"],
    ["SECONDARY_INFO", "condition"],
    ["s-card__attribute-row", "row"],
    ["s-item__shipping", "row"],
    ["s-item__location", "row"],
    ["s-item__bids", "row"],
    ["s-item__time-left", "row"],
    ["s-item__purchase-options", "row"],
    ["s-item__seller-info-text", "row"],
    ["s-card__caption", "caption"],
    ["s-item__caption", "caption"],
    ["s-item__title--tag", "caption"],
];
const ITEM_ID = /\/itm\/(?:[^/?#]+\/)?(\d{9,15})(?:[/?#]|$)/;
const PLACEHOLDER_TITLE = /^shop on ebay$/i;
// One regex over the class attribute instead of a test per field class: this runs for every
// element inside a result card.
const FIELD_BY_CLASS = new Map(FIELD_CLASSES);
const FIELD_CLASS = new RegExp(`(?:^|\\s)(${FIELD_CLASSES.map(([cls]) => cls).join("|")})(?:\\s|$)`);
function fieldOf(_name, attribs) {
    const list = attribs.class;
    if (!list)
        return null;
    const m = FIELD_CLASS.exec(list);
    return m ? (FIELD_BY_CLASS.get(m[1]) ?? null) : null;
}
// The listings region: from the first result card to the end of the pagination block. On a
// real page that skips about two thirds of the bytes (inline scripts in the head, footer
// scripts after the results); the slice starts and ends at tag boundaries.
function resultsRegion(html) {
    const marker = html.search(/class="s-(?:card|item)[ "]/);
    if (marker < 0)
        return html;
    const start = Math.max(0, html.lastIndexOf("<li", marker));
    const pagination = html.lastIndexOf('class="pagination');
    const end = pagination > marker ? html.indexOf("</nav>", pagination) : -1;
    return end < 0 ? html.slice(start) : html.slice(start, end + "</nav>".length);
}
/**
 * Parses a marketplace search result page in either layout: title, price (ranges too),
 * shipping, condition, location, bids, auction end, buy-it-now, item id from the URL, and
 * the next page.
 *
 * @example
 * const { listings, next_url } = parseSearchPage(html, "https://www.ebay.com/sch/i.html?_nkw=epyc", new Date().toISOString(), null);
 */
export function parseSearchPage(html, page_url, now, fallback_currency) {
    let next_href = null;
    const { records } = scanRecords(resultsRegion(html), {
        isRecord: (name, attribs) => name === "li" && (hasClass(attribs, "s-card") || hasClass(attribs, "s-item")),
        field: fieldOf,
        ignore: (_name, attribs) => attribs.class !== undefined && (hasClass(attribs, "clipped") || hasClass(attribs, "LIGHT_HIGHLIGHT")),
        inside(name, attribs, record) {
            if (name === "a" && !record.attrs.href && attribs.href && ITEM_ID.test(attribs.href))
                record.attrs.href = attribs.href;
        },
        outside(name, attribs) {
            if (name === "a" && hasClass(attribs, "pagination__next") && attribs.href && attribs["aria-disabled"] !== "true") {
                next_href = attribs.href;
            }
        },
    });
    const now_ms = Date.parse(now);
    const listings = [];
    const seen = new Set();
    for (const record of records) {
        const title = first(record, "title");
        const href = record.attrs.href;
        const id = href?.match(ITEM_ID)?.[1];
        if (!title || !href || !id || PLACEHOLDER_TITLE.test(title) || seen.has(id))
            continue;
        seen.add(id);
        const origin = new URL(href, page_url).origin;
        const rows = all(record, "row");
        const facts = readRows(rows);
        const { price, price_max, currency } = readPrice(all(record, "price"), fallback_currency);
        const caption = first(record, "caption");
        const sold = caption !== null && /^sold\b/i.test(caption);
        const condition = first(record, "condition") ?? first(record, "subtitle")?.split("·")[0]?.trim() ?? null;
        listings.push(makeListing({
            external_id: id,
            source: SOURCE_NAME,
            title,
            url: `${origin}/itm/${id}`,
            price,
            price_max,
            currency,
            shipping: facts.shipping,
            condition_text: condition || null,
            location: facts.location,
            status: sold ? "sold" : "active",
            ends_at: facts.time_left_ms !== null && Number.isFinite(now_ms) ? new Date(now_ms + facts.time_left_ms).toISOString() : null,
            bids: facts.bids,
            buy_it_now: facts.buy_it_now,
            seller: facts.seller,
            extras: {
                best_offer: facts.best_offer,
                sold_count: facts.sold_count,
                watchers: facts.watchers,
                sold_caption: sold ? caption : null,
            },
        }));
    }
    const next_url = next_href ? rebaseUrl(next_href, page_url) : null;
    return { listings, next_url: next_url && next_url !== page_url ? next_url : null };
}
