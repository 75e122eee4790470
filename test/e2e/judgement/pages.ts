/**
 * SYNTHETIC pages for the judgement tests, written in the recorded sites' real layouts (the
 * auction marketplace's `s-item` result rows, a subreddit's /new.json), with the listings a test
 * needs. Titles are written the way real sellers write them; prices are invented.
 */

export interface AuctionItem {
  id: string;
  title: string;
  /** As shown, with its currency sign (`$400.00`). */
  price: string;
  condition?: string;
}

const escape = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** A search result page of the auction marketplace in its `s-item` layout. */
export function auctionPage(items: readonly AuctionItem[]): string {
  const rows = items.map((it) =>
    `<li class="s-item s-item__pl-on-bottom" id="item${it.id}"><div class="s-item__wrapper clearfix"><div class="s-item__info clearfix">` +
    `<a href="https://www.ebay.com/itm/${it.id}" class="s-item__link"><div class="s-item__title"><span role="heading" aria-level="3">${escape(it.title)}</span></div></a>` +
    `<div class="s-item__subtitle"><span class="SECONDARY_INFO">${escape(it.condition ?? "Pre-Owned")}</span></div>` +
    `<div class="s-item__details clearfix"><div class="s-item__detail s-item__detail--primary"><span class="s-item__price">${escape(it.price)}</span></div></div>` +
    `</div></div></li>`,
  );
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>search | eBay</title></head><body><div id="srp-river-results"><ul class="srp-results srp-list clearfix">${rows.join("")}</ul></div></body></html>`;
}

/** A subreddit's /new.json with trade posts (flair "Selling"). */
export function redditPage(posts: readonly { id: string; title: string; created_utc: number }[]): string {
  return JSON.stringify({
    kind: "Listing",
    data: {
      after: null,
      children: posts.map((p) => ({
        kind: "t3",
        data: { id: p.id, name: `t3_${p.id}`, title: p.title, selftext: "", permalink: `/r/CanadianHardwareSwap/comments/${p.id}/x/`, author: "seller", created_utc: p.created_utc, link_flair_text: "Selling" },
      })),
    },
  });
}
