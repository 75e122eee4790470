/** Naming helpers the catalog scripts share: ids and decimal capacities. */

/** `Ultrastar C10K1800 HUC101818CS4200` → `ultrastar-c10k1800-huc101818cs4200`. */
export function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** `1.8TB` → 1800, `900GB` → 900: decimal GB, as drive makers count. */
export function decimalGb(capacity: string): number {
  const m = /^([\d.]+)(TB|GB)$/.exec(capacity);
  if (!m) throw new Error(`bad capacity ${capacity}`);
  return Math.round(Number(m[1]) * (m[2] === "TB" ? 1000 : 1) * 100) / 100;
}

/**
 * A Dell P/N as Dell's matrices write it and as drive labels print it, with a leading 0:
 * `dellPn("9HXK6")` → [`9HXK6`, `09HXK6`]. The SAS tables list both forms the same way.
 */
export function dellPn(...pns: string[]): string[] {
  return pns.flatMap((p) => [p, `0${p}`]);
}

/** How a source table cites a file the code index returned: that index names no repository for full-text hits, so its file id is what can be cited. */
export const INDEXED = "public repository file reached through a full-text code index that does not name repositories; index file id";
