/** Money and percentages written for people: one place, so every reason reads the same. */

/**
 * A USD amount as "$1,234.50".
 * @example usd(120) // "$120.00"
 */
export function usd(amount: number): string {
  // Integer cents and a digit-group loop: toFixed and a regex made this the hot spot of scoring,
  // and toLocaleString depends on the runtime's ICU data.
  const cents = Math.round(Math.abs(amount) * 100);
  const frac = cents % 100;
  let rest = Math.floor(cents / 100);
  let groups = "";
  while (rest >= 1000) {
    groups = `,${String(rest % 1000).padStart(3, "0")}${groups}`;
    rest = Math.floor(rest / 1000);
  }
  return `${amount < 0 && cents > 0 ? "-" : ""}$${rest}${groups}.${frac < 10 ? "0" : ""}${frac}`;
}

/**
 * How a price stands against a reference, rounded honestly: one decimal under 10% ("0.3% above",
 * never "0% above"), whole percents beyond, and "at" only when the two are equal to the cent.
 * @example relativeTo(100.3, 100, "the median") // "0.3% above the median"
 */
export function relativeTo(price: number, reference: number, what: string): string {
  const cents = Math.round(price * 100) - Math.round(reference * 100);
  if (cents === 0) return `at ${what}`;
  const diff = Math.abs(price - reference) / reference;
  const pct = diff < 0.1 ? (Math.max(diff, 0.001) * 100).toFixed(1) : String(Math.round(diff * 100));
  return `${pct}% ${price < reference ? "below" : "above"} ${what}`;
}
