import { clean, first, hasClass, makeListing, rebaseUrl, scanRecords } from "@rackhunt/plugin-kit";
import { dollarAmounts } from "@rackhunt/plugin-kit";
import { SOURCE_NAME } from "./reddit.js";
import { isTradePost, parseTradeTitle, tradeStatus } from "./trade-post.js";
const THREAD_ID = /\/threads\/(?:[^/]*\.)?(\d+)\/?/;
/**
 * Reads a XenForo 2 thread list (`structItem--thread` rows): prefix label (FS/FT/WTB/Sold),
 * title, thread id from its URL, author, start date, locked state, and the next-page link.
 *
 * @example
 * const { listings, next_url } = parseXenforoThreads(html, "https://forums.example/forums/fs.21/", "USD");
 */
export function parseXenforoThreads(html, page_url, currency) {
    let next_href = null;
    const { records } = scanRecords(html, {
        isRecord: (name, attribs) => name === "div" && hasClass(attribs, "structItem--thread"),
        field(_name, attribs) {
            if (hasClass(attribs, "label"))
                return "prefix";
            if (attribs["data-tp-primary"] === "on")
                return "title";
            return null;
        },
        inside(name, attribs, record) {
            if (name === "a" && attribs["data-tp-primary"] === "on" && attribs.href)
                record.attrs.href = attribs.href;
            if (name === "time" && !record.attrs.time && attribs.datetime)
                record.attrs.time = attribs.datetime;
            if (name === "div" && hasClass(attribs, "structItem--thread"))
                record.attrs.author = attribs["data-author"] ?? "";
            if (hasClass(attribs, "structItem-status--locked"))
                record.attrs.locked = "1";
            if (hasClass(attribs, "structItem-status--sticky"))
                record.attrs.sticky = "1";
        },
        outside(name, attribs) {
            if (name === "a" && hasClass(attribs, "pageNav-jump--next") && attribs.href)
                next_href = attribs.href;
        },
    });
    const listings = [];
    for (const record of records) {
        const title = first(record, "title");
        const prefix = first(record, "prefix");
        const href = record.attrs.href;
        const id = href?.match(THREAD_ID)?.[1];
        if (!title || !href || !id || record.attrs.sticky || !isTradePost(prefix, title))
            continue;
        let status = tradeStatus(prefix, title);
        if (record.attrs.locked && status === "active")
            status = "closed";
        const amounts = dollarAmounts(title);
        const at = record.attrs.time ? Date.parse(record.attrs.time) : Number.NaN;
        listings.push(makeListing({
            external_id: id,
            source: SOURCE_NAME,
            title: prefix ? `${prefix}: ${title}` : title,
            url: new URL(href, page_url).href,
            price: amounts[0] ?? null,
            currency: amounts.length > 0 ? currency : null,
            location: parseTradeTitle(title).location,
            status,
            posted_at: Number.isNaN(at) ? null : new Date(at).toISOString(),
            seller: clean(record.attrs.author) || null,
            flair: prefix,
            extras: { locked: record.attrs.locked === "1", prices_stated: amounts.length },
        }));
    }
    return { listings, next_url: next_href ? rebaseUrl(next_href, page_url) : null };
}
