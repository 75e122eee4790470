import type { TitleStyle } from "../schemas/catalog.ts";

/**
 * Whether a title sells an item nobody has in hand yet: a pre-order or presale, the resale of a
 * confirmed order, a reservation or a queue ticket, or a card "arriving 10/8" or that "ships
 * early October". Such listings sell at launch-scarcity prices (or below, to move an order), so
 * pooling them with in-hand cards moves the used median; they are kept out of cohorts.
 */

/** Month names and their short forms (not `may`, nor prefixes such as `sep` of `separately` or `oct` of `octa`). */
const MONTH = String.raw`(?:jan|january|feb|february|mar|march|apr|april|june?|july?|aug|august|sept?|september|oct|octo|october|nov|november|dec|december)\.?(?![a-z])`;
/** `10/24`, `11-27`, `9.21.2020`; not `1-2 days`, `2.5`. */
const DATE = String.raw`(?:\d{1,2}/\d{1,2}(?:/\d{2,4})?|\d{1,2}-\d{1,2}(?:-\d{2,4})?|\d{1,2}\.\d{1,2}\.\d{2,4})(?!\d)(?!\s?(?:days?|business|weeks?|hrs?|hours?|d\b))`;
/** One alternation of every order wording; each phrase is read with its context below. */
const ORDER_RE = new RegExp(
  [
    String.raw`pre[\s_-]?d?orders?(?:ed)?`,
    String.raw`pre[\s-]?sale`,
    String.raw`(?:confirmed|comfirmed|guarante?ed|secured|shipped)\s(?:[a-z&.]+\s){0,2}?orders?`,
    String.raw`orders?\s(?:is\s)?(?:confirmed|comfirmed|confirm|shipped|secured)`,
    String.raw`(?:amazon|newegg|best\s?buy|bestbuy|b&h|nvidia|evga|microcenter)\s(?:confirmed\s)?orders?`,
    String.raw`(?:purchase|shipping|shipment)\s(?:confirmed|confirm)|confirmed\s(?:purchase|shipment|shipping|ship|arrival)`,
    String.raw`confirm(?:ed)?`,
    String.raw`ordered`,
    String.raw`awaiting\sarrival|in\stransit|ships?\s(?:once|upon)\s(?:received|arrival)|will\sship\sonce`,
    String.raw`back[\s-]?order(?:ed)?`,
    String.raw`reservations?|reserved\s(?:spot|slot|order)|queue|tickets?`,
    String.raw`arriv(?:es|ing|al)`,
    String.raw`scheduled\s(?:for\s)?delivery`,
    String.raw`(?:eta|est\.?|est:)\s?${DATE}`,
    String.raw`ship\w*\s(?:out\s)?(?:on\s|by\s|to\s(?:u|you)\s|usps\s2-day\s|free\s?)?(?:[a-z]{3,5}\s)?${DATE}`,
    String.raw`${DATE}\s?ship\w*`,
    String.raw`(?:ship\w*|comes|delivery)\s(?:in\s|by\s)?(?:early\s|mid[\s-]?|late\s|the\s)?(?:(?:first|1st)\sweek\sof\s)?${MONTH}`,
    String.raw`${MONTH}\s(?:\d{1,2}(?:-\d{1,2})?\s)?(?:shipping|delivery)`,
    String.raw`ship\w*\s(?:next\s(?:week|wk|month)|in\s(?:\d|two|a\sfew)\s?weeks?)`,
  ].map((p) => `(?<![a-z])(?:${p})(?![a-z])`).join("|"),
  "g",
);
/** The seller has the item: an order word elsewhere describes how it came (`Confirmed order, In hand`). */
const IN_HAND_RE = /\b(?:in|on)[\s-]?hand\b|\binhand\b|\bnot\sa\spre[\s-]?order|\bno\spre[\s-]?order|\bactually\shave\b/;
/** `Tested & Confirmed Working`, `Confirmed Trade Thread`: confirmed, but not an order's status. */
const CONFIRMED_NOT_ORDER_AFTER_RE = /^[\s-]?(?:to\s)?(?:working|works?|functional|compatible|authentic|genuine|tested|good|fit|trade|trades|seller|buyer)\b/;
/** A bare `CONFIRMED` next to in-stock shipping (`SHIPPED SAME DAY - CONFIRMED`) is not an order's status. */
const IN_STOCK_RE = /\bship(?:s|ped|ping)?\s(?:same\sday|today|now|immediately|instantly)\b/;
/** `New Arrival`: shop talk, not the seller's card on its way. */
const ARRIVAL_NOT_ORDER_BEFORE_RE = /(?:\bnew|\bfast|\bquick|\bsafe)\s$/;
/** `Pre-order bonus`, `COD Preorder` game codes; `ordered before 3pm`: order words about something else. */
const ORDER_ABOUT_ELSE_AFTER_RE = /^\s?(?:bonus|bonuses|codes?|before|by\s\d)/;
const ORDER_ABOUT_ELSE_BEFORE_RE = /(?:\bcod|\bgame|\bif)\s?$/;

/**
 * Whether the title sells a pre-order, an order resale, a reservation or a ticket. A retailer's
 * `backorder` or `ETA` on a deal post is its stock note, not a resale.
 * @example isPreorder("zotac rtx 3080 trinity confirmed order!", "marketplace") // true
 */
export function isPreorder(lower: string, style: TitleStyle): boolean {
  if (IN_HAND_RE.test(lower)) return false;
  ORDER_RE.lastIndex = 0;
  for (let m = ORDER_RE.exec(lower); m !== null; m = ORDER_RE.exec(lower)) {
    const word = m[0];
    const end = m.index + word.length;
    const after = lower.slice(end, end + 16);
    if (word.startsWith("confirm") && word.length <= 9 && (CONFIRMED_NOT_ORDER_AFTER_RE.test(after) || IN_STOCK_RE.test(lower))) continue;
    if ((word.startsWith("pre") || word === "ordered") && (ORDER_ABOUT_ELSE_AFTER_RE.test(after) || ORDER_ABOUT_ELSE_BEFORE_RE.test(lower.slice(Math.max(0, m.index - 6), m.index)))) continue;
    if (word.startsWith("arriv") && ARRIVAL_NOT_ORDER_BEFORE_RE.test(lower.slice(Math.max(0, m.index - 6), m.index))) continue;
    if (style === "deal" && (word.startsWith("back") || word.startsWith("eta") || word.startsWith("est"))) continue;
    return true;
  }
  return false;
}

/** Words one of which every ORDER_RE phrase contains, for the word scan's gate (title-scan.ts). */
export const PREORDER_TRIGGERS: readonly string[] = [
  "pre", "preorder", "preorders", "preordered", "predorder", "presale", "order", "orders", "ordered", "confirmed", "comfirmed",
  "confirm", "purchase", "shipping", "shipment", "awaiting", "transit", "ship", "ships", "shipped", "backorder", "backordered",
  "back", "reservation", "reservations", "reserved", "queue", "ticket", "tickets", "arrives", "arriving", "arrival", "scheduled",
  "eta", "est", "comes", "delivery", "shipps",
];
