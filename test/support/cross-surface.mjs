/**
 * The cross-surface set: real recorded listings judged by every way into Rackhunt (scan, `rackhunt
 * import`, REST and MCP evaluate, the SDK) against one market, which must answer alike.
 *
 * Both halves come from test/fixtures/sold (eBay US sold RTX 3080 listings: titles, prices and
 * dates as published). The older four fifths become the market: judged by the core the SDK way (one
 * batch against nothing), their accepted observations written as `component_id` lines, dates moved so
 * the newest is a day before `now`. From the newest fifth, 120 listings spread evenly are offered
 * for sale today at their real title and price (non-items included). Plain JavaScript, with the
 * core passed in, so the packed SDK on Node builds the same set as the sources do under Bun.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const DAY = 86_400_000;
const CSV = fileURLToPath(new URL("../fixtures/sold/rtx-3080-10gb-ebay.csv", import.meta.url));
/** Listings offered: enough for the "≥ 100 recorded real listings". */
export const OFFERS = 120;

/** One CSV line's cells (RFC 4180 quotes). */
function cells(line) {
  const out = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (line[i + 1] === '"') cell += line[++i];
      else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      out.push(cell);
      cell = "";
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

/** The recorded sales, oldest first, as the judgement takes listings (sold, at their date). */
export function recordedSales() {
  const [, ...lines] = readFileSync(CSV, "utf8").split(/\r?\n/).filter((l) => l.trim() !== "");
  return lines
    .map((line, i) => {
      const [title, price, currency, date] = cells(line);
      return { external_id: `row-${i}`, source: "ebay", title, price: Number(price), currency, status: "sold", observed_at: Date.parse(`${date}T12:00:00Z`) };
    })
    .sort((a, b) => a.observed_at - b.observed_at || (a.external_id < b.external_id ? -1 : 1));
}

/**
 * The market rows and the offers, for judging at `now`.
 * @param core the SDK (`@rackhunt/core`, packed or from source)
 * @returns {{ market: {component_id: string, price: number, observed_at: number, source: string, condition: string, kind: string}[], offers: {sku: string, title: string, price: number}[] }}
 */
export function crossSurfaceSet(core, now) {
  const sales = recordedSales();
  const split = Math.floor(sales.length * 0.8);
  const history = sales.slice(0, split);
  const shift = now - DAY - history.at(-1).observed_at;
  const moved = history.map((s) => ({ ...s, observed_at: s.observed_at + shift }));
  const judged = core.judgeListings({ listings: moved, now }, core.createMarket([], { now }));
  let market = judged.listings.flatMap((l) => (l.observation?.observation ? [l.observation.observation] : []));
  // The kept prices are judged again as one batch on import: drop what that batch's own floor
  // would refuse, so every line is accepted and every surface holds the very same market.
  for (let refused = core.batchSuspicious(market); refused.size > 0; refused = core.batchSuspicious(market)) market = market.filter((_, i) => !refused.has(i));
  const rows = market.map((o) => ({ component_id: o.component_id, price: o.price, observed_at: Number(o.observed_at), source: o.source, condition: o.condition, kind: "sold" }));
  const newest = sales.slice(split);
  const step = newest.length / OFFERS;
  const offers = Array.from({ length: OFFERS }, (_, i) => newest[Math.floor(i * step)]).map((s, i) => ({ sku: `RTX-${i}`, title: s.title, price: s.price }));
  return { market: rows, offers };
}

/** What every surface must agree on: the facts (but where the listing came from), the verdict and its reasons. */
export function comparable(facts, verdict, reasons) {
  const { source: _source, url: _url, ...read } = facts;
  return { facts: read, verdict, reasons };
}
