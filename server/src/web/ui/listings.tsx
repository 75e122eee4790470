import type { Category } from "@rackhunt/core/schemas";
import { httpUrl } from "../../http/http-url.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import type { PriceView } from "../price-view.ts";
import { Badge, money, When } from "./format.tsx";
import { BenchBar } from "./svg.tsx";

/** Category names as people say them. */
export const CATEGORY_NAMES: Record<Category, string> = {
  hdd: "Hard drives",
  ssd: "SSDs",
  ram: "Memory",
  cpu: "CPUs",
  gpu: "GPUs",
  nic: "Network cards",
  hba: "HBAs and RAID cards",
  server: "Servers",
  switch: "Switches",
  minipc: "Mini PCs",
  other: "Other",
};

/**
 * A component's name with its brand, once: catalog models often start with the brand already.
 * @example displayName("HGST", "HGST Ultrastar He8") // "HGST Ultrastar He8"
 */
export function displayName(brand: string | null | undefined, name: string): string {
  if (!brand || name.toLowerCase().startsWith(brand.toLowerCase())) return name;
  return `${brand} ${name}`;
}

/** A listing's title linking to where it is sold (off this site); only an http(s) address becomes a link. */
export function ListingLink(props: { title: string | null; url: string | null }): SafeHtml {
  const title = props.title || "(untitled listing)";
  const href = httpUrl(props.url);
  return href ? <a href={href} rel="nofollow noopener noreferrer">{title}</a> : <span>{title}</span>;
}

/** The per-unit price in the unit that fits: $/TB for drives, $/GB for memory, else per item. */
export function UnitPrice(props: { view: PriceView; category: string | null }): SafeHtml {
  const v = props.view;
  if (v.unit === null) return <span class="muted">—</span>;
  const extra = (props.category === "hdd" || props.category === "ssd") && v.per_tb !== null ? `${money(v.per_tb)}/TB` : props.category === "ram" && v.per_gb !== null ? `${money(v.per_gb)}/GB` : null;
  return (
    <>
      {`${money(v.unit)} each`}
      {extra ? <><br /><span class="muted small">{extra}</span></> : null}
    </>
  );
}

/** Where the price sits in its market: percentile and the benchmark bar, or why there is none. */
export function MarketPosition(props: { view: PriceView }): SafeHtml {
  const v = props.view;
  if (v.bench && v.percentile !== null) {
    return (
      <>
        <span>{`p${Math.round(v.percentile)}`}</span> <BenchBar data={v.bench} />
      </>
    );
  }
  return <span class="muted small">{v.benchmark ? `no trusted market (${v.benchmark.reason_code})` : "not matched to a catalog variant"}</span>;
}

/** One row of a deals table. */
export interface DealRow {
  id: string;
  title: string | null;
  url: string | null;
  source: string;
  price: number | null;
  category: string | null;
  action: string | null;
  verdict: string | null;
  score: number | null;
  last_seen: string;
  view: PriceView;
}

/**
 * Current deals: verdict, percentile and per-unit price of each listing. On a phone-width screen
 * each row stands as a block of labelled lines (`stack-narrow` in site.css), so nothing scrolls
 * sideways.
 */
export function DealsTable(props: { rows: readonly DealRow[]; caption: string }): SafeHtml {
  if (props.rows.length === 0) return <p class="muted">No current deals match. Deals appear as scans judge listings against trusted market prices.</p>;
  return (
    <div class="table-wrap">
      <table class="stack-narrow">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Listing</th>
            <th scope="col">Verdict</th>
            <th scope="col" class="num">Price</th>
            <th scope="col" class="num">Per unit</th>
            <th scope="col">Market position</th>
            <th scope="col">Seen</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr>
              <td>
                <ListingLink title={r.title} url={r.url} />
                <br />
                <span class="muted small">{`${r.source}${r.category ? ` · ${r.category}` : ""}`}</span>
              </td>
              <td data-label="Verdict">
                <Badge kind={r.action} /> <span class="small">{r.verdict ?? ""}</span>
                {r.score !== null ? <span class="muted small">{` score ${r.score}`}</span> : null}
              </td>
              <td class="num" data-label="Price">{money(r.price)}</td>
              <td class="num" data-label="Per unit"><UnitPrice view={r.view} category={r.category} /></td>
              <td data-label="Market position"><MarketPosition view={r.view} /></td>
              <td data-label="Seen"><When at={r.last_seen} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
