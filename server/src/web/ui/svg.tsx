import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { money } from "./format.tsx";

/**
 * A small trend line of values over time, drawn on the server (no script): `label` says in words
 * what it shows, for screen readers.
 */
export function Sparkline(props: { points: readonly { t: number; v: number }[]; label: string }): SafeHtml {
  const pts = props.points;
  if (pts.length < 2) return <span class="muted small">—</span>;
  const w = 120;
  const h = 28;
  const t0 = pts[0]!.t;
  const t1 = pts[pts.length - 1]!.t;
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of pts) {
    lo = Math.min(lo, p.v);
    hi = Math.max(hi, p.v);
  }
  const x = (t: number) => (t1 === t0 ? w / 2 : ((t - t0) / (t1 - t0)) * (w - 4) + 2);
  const y = (v: number) => (hi === lo ? h / 2 : h - 3 - ((v - lo) / (hi - lo)) * (h - 6));
  const line = pts.map((p) => `${x(p.t).toFixed(1)},${y(p.v).toFixed(1)}`).join(" ");
  return (
    <svg class="spark" viewBox={`0 0 ${w} ${h}`} role="img" aria-label={props.label}>
      <polyline points={line} />
    </svg>
  );
}

/** What a benchmark bar draws: the market's spread and where a price falls in it. */
export interface BenchBarData {
  min: number;
  p25: number;
  median: number;
  p75: number;
  max: number;
  price: number | null;
}

/**
 * A price against its benchmark: the range min–max, the p25–p75 box, the median line and the price
 * marked, with a text alternative giving the same numbers.
 */
export function BenchBar(props: { data: BenchBarData; large?: boolean }): SafeHtml {
  const d = props.data;
  const w = props.large ? 520 : 220;
  const h = props.large ? 64 : 34;
  const lo = Math.min(d.min, d.price ?? d.min);
  const hi = Math.max(d.max, d.price ?? d.max);
  const pad = 8;
  const x = (v: number) => (hi === lo ? w / 2 : pad + ((v - lo) / (hi - lo)) * (w - 2 * pad));
  const barY = props.large ? 18 : 8;
  const barH = props.large ? 18 : 10;
  const label = `Market p25 ${money(d.p25)}, median ${money(d.median)}, p75 ${money(d.p75)} (range ${money(d.min)}–${money(d.max)})${d.price !== null ? `; this price ${money(d.price)}` : ""}`;
  return (
    <svg class={props.large ? "bench large" : "bench"} viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label}>
      <rect class="track" x={x(d.min)} y={barY + barH / 2 - 2} width={Math.max(1, x(d.max) - x(d.min))} height="4" rx="2" />
      <rect class="iqr" x={x(d.p25)} y={barY} width={Math.max(1, x(d.p75) - x(d.p25))} height={barH} />
      <line class="median" x1={x(d.median)} x2={x(d.median)} y1={barY - 2} y2={barY + barH + 2} />
      {d.price !== null ? <path class="price" d={`M${x(d.price).toFixed(1)} ${barY + barH + 3} l-5 8 h10 z`} /> : null}
      {props.large ? <Label at={x(d.p25)} y={12} width={w} text={money(d.p25)} /> : null}
      {props.large ? <Label at={x(d.p75)} y={12} width={w} text={money(d.p75)} /> : null}
      {props.large && d.price !== null ? <Label at={x(d.price)} y={h - 2} width={w} text={money(d.price)} /> : null}
    </svg>
  );
}

/** Width of one character of a large bar's 12 px labels, generous (digits and "$" of system fonts are ~7 px). */
const LABEL_CHAR_PX = 7.5;

/**
 * A number centred under its mark, unless that would cut it at an edge of the drawing: a price at
 * the low end of its market ("$44.00" at x = 8) then starts at the left edge, one at the high end
 * ends at the right edge, so the label always reads whole.
 */
function Label(props: { at: number; y: number; width: number; text: string }): SafeHtml {
  const half = (props.text.length * LABEL_CHAR_PX) / 2;
  if (props.at - half < 0) return <text x="0" y={props.y} text-anchor="start">{props.text}</text>;
  if (props.at + half > props.width) return <text x={props.width} y={props.y} text-anchor="end">{props.text}</text>;
  return <text x={props.at} y={props.y} text-anchor="middle">{props.text}</text>;
}
