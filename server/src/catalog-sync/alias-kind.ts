/** The two kinds of alias stored in component_aliases.kind and shown in a component's `aliases`. */
export const ALIAS_KINDS = ["name", "part_number"] as const;
export type AliasKind = (typeof ALIAS_KINDS)[number];

// One token of letters, digits and part-number punctuation holding at least one digit:
// `SSDPEDKE040T7`, `00RX908`, `PC4-2666V-L`, `E3-1281v3`.
const PART_NUMBER = /^(?=[^\s]*\d)[A-Za-z0-9][A-Za-z0-9+./_-]{3,}$/;

/**
 * Whether a catalog alias is a part/OEM/FRU number or a name the item is sold under. The shipped
 * catalog keeps both in one list; the API separates them so a client can search by part number.
 * @example aliasKind("00RX908") // "part_number"; aliasKind("Xeon Gold 6434H") // "name"
 */
export function aliasKind(alias: string): AliasKind {
  return PART_NUMBER.test(alias.trim()) ? "part_number" : "name";
}

/**
 * The `aliases` object of a component detail, from stored alias rows.
 * @example groupAliases([{alias: "HUC101818CS4200", kind: "part_number"}]) // {names: [], part_numbers: ["HUC101818CS4200"]}
 */
export function groupAliases(rows: readonly { alias: string; kind: string }[]): { names: string[]; part_numbers: string[] } {
  const out = { names: [] as string[], part_numbers: [] as string[] };
  for (const r of rows) (r.kind === "part_number" ? out.part_numbers : out.names).push(r.alias);
  return out;
}
