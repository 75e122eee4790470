import type { SafeHtml } from "../jsx/jsx-runtime.ts";

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2, minimumFractionDigits: 2 });
const USD_SMALL = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 4, minimumFractionDigits: 2 });

/**
 * A USD amount; small per-GB figures keep more digits. "—" for unknown.
 * @example money(1234.5) // "$1,234.50"
 */
export function money(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  return Math.abs(value) < 1 && value !== 0 ? USD_SMALL.format(value) : USD.format(value);
}

/** An instant as readable UTC text in a <time> element. */
export function When(props: { at: number | string | null | undefined; empty?: string }): SafeHtml {
  if (props.at === null || props.at === undefined) return <span class="muted">{props.empty ?? "never"}</span>;
  const d = new Date(props.at);
  if (Number.isNaN(d.getTime())) return <span class="muted">{props.empty ?? "never"}</span>;
  const iso = d.toISOString();
  return <time datetime={iso}>{`${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`}</time>;
}

/** A coloured label (action, state, trust status); its text says it all, colour only helps. */
export function Badge(props: { kind: string | null | undefined; text?: string }): SafeHtml {
  if (!props.kind) return <span class="muted">—</span>;
  return <span class={`badge badge-${props.kind}`}>{props.text ?? props.kind}</span>;
}

/** Plain words for a benchmark trust status. */
export function trustWords(status: string): string {
  if (status === "trusted") return "trusted";
  if (status === "insufficient_evidence") return "not enough evidence yet";
  if (status === "untrusted") return "not trusted";
  return status.replaceAll("_", " ");
}

/** Previous/next links of a paged list (offset paging), keeping the other query parameters. */
export function Pager(props: { url: URL; offset: number; limit: number; total: number; label: string }): SafeHtml {
  const { url, offset, limit, total } = props;
  const at = (o: number) => {
    const u = new URL(url);
    u.searchParams.set("offset", String(o));
    return `${u.pathname}?${u.searchParams}`;
  };
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(total, offset + limit);
  return (
    <nav class="pager" aria-label={`${props.label} pages`}>
      {offset > 0 ? <a href={at(Math.max(0, offset - limit))} rel="prev">Previous</a> : null}
      <span class="muted">{`${first}–${last} of ${total.toLocaleString("en-US")}`}</span>
      {last < total ? <a href={at(offset + limit)} rel="next">Next</a> : null}
    </nav>
  );
}
