import type { CountsBySource } from "@rackhunt/core";
import type { HuntUnderstanding } from "@rackhunt/core/schemas";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";

/** How each rule that keeps a listing out of a hunt reads in a sentence. */
const RULE_WORDS: Readonly<Record<string, string>> = {
  sold: "sold (price evidence only)",
  not_an_item: "not the item (wanted posts, boxes, photos, parts)",
  category: "another kind of part",
  capacity: "another capacity",
  interface: "another interface",
  form_factor: "another form factor",
  brand: "another brand",
  words: "missing the search words",
};

/**
 * What a hunt's exclusions add up to, per rule over every source, most first: "4 sold (price
 * evidence only), 2 another capacity"; empty when nothing was kept out.
 * @example exclusionWords({auction: {sold: 3}, forum: {sold: 1, capacity: 2}}) // "4 sold (price evidence only), 2 another capacity"
 */
export function exclusionWords(excluded: CountsBySource<string>): string {
  const totals = new Map<string, number>();
  for (const bySource of Object.values(excluded)) for (const [rule, n] of Object.entries(bySource)) totals.set(rule, (totals.get(rule) ?? 0) + (n ?? 0));
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .map(([rule, n]) => `${n} ${RULE_WORDS[rule] ?? rule.replaceAll("_", " ")}`)
    .join(", ");
}

/** What Rackhunt read of a hunt's sentence, in words: shown on the form's preview and the hunt page. */
export function Understood(props: { u: HuntUnderstanding }): SafeHtml {
  const u = props.u;
  const parts = [
    u.category ? `${u.category} listings` : null,
    u.capacity_gb !== null ? `${u.capacity_gb >= 1000 ? `${u.capacity_gb / 1000}TB` : `${u.capacity_gb}GB`}${u.capacity_scope === "total" ? " in all" : " each"}` : null,
    u.interface,
    u.form_factor,
    ...u.understood,
  ].filter((p): p is string => Boolean(p));
  return (
    <p class="understood">
      {`Read from ${u.from === "query" ? "the query" : "the name"} "${u.sentence}": ${parts.length ? parts.join("; ") : "search words only"}. Searching for "${u.search}".`}
      {u.unplaced.length ? ` Words kept as search words that titles must carry: ${u.unplaced.join(", ")}.` : ""}
    </p>
  );
}
