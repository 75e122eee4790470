/**
 * 3.5" nearline (7200 rpm class) drives that flood the used market, by maker family: HGST
 * Ultrastar 7K4000, 7K6000, DC HC310/HC320, He8 to DC HC580, WD Red Pro and Gold, Seagate
 * Exos X10 to X24, 7E8/7E10 and Enterprise Capacity, Toshiba MG04 to MG10. One variant per
 * family, capacity and interface; `mpn` is the build a source names first and `also` lists
 * the other builds of the same drive (SED, 4Kn, ISE, FIPS, Dell builds, Dell P/Ns and the
 * Lenovo numbers printed in a drive's own model string), each list under the source that
 * states it.
 *
 * Most SATA variants already exist in the seed, one id per number; a row whose numbers meet
 * one of them is merged into it (merge-drive-numbers.ts), never given a second id.
 */
import type { CatalogComponent } from "../src/schemas/catalog.ts";
import { decimalGb, slug } from "./catalog-naming.ts";
import { HGST_FAMILIES } from "./catalog-nearline-hgst.ts";
import { HGST_WD_FAMILIES } from "./catalog-nearline-hgst-wd.ts";
import { SEAGATE_FAMILIES } from "./catalog-nearline-seagate.ts";
import { TOSHIBA_FAMILIES } from "./catalog-nearline-toshiba.ts";
import type { PartSourceKey } from "./catalog-part-sources.ts";

export type NearlineRow = {
  cap: string;
  iface: "SATA" | "SAS";
  mpn: string;
  also?: Partial<Record<PartSourceKey, string[]>>;
  src: PartSourceKey;
};

export type NearlineFamily = {
  brand: string;
  /** How the model name and id start (`HGST`, `WD`, `Seagate`, `Toshiba`), as in the seed. */
  prefix: string;
  line: string;
  /** Defaults to `line`; the seed writes some families differently (`Red Plus (CMR)`). */
  generation?: string;
  /** Family names sellers write without the line (`He8`, `HC520`, `MG07`). */
  short?: string[];
  rpm?: number;
  rows: NearlineRow[];
};

export const NEARLINE_FAMILIES: readonly NearlineFamily[] = [...HGST_FAMILIES, ...HGST_WD_FAMILIES, ...SEAGATE_FAMILIES, ...TOSHIBA_FAMILIES];

/** Every nearline row as a catalog variant: 3.5in, its interface, and the family's rpm when known. */
export function nearlineDrives(): CatalogComponent[] {
  return NEARLINE_FAMILIES.flatMap((f) => f.rows.map((r): CatalogComponent => ({
    id: slug(`${f.prefix} ${f.line} ${r.mpn}`),
    category: "hdd",
    subcategory: null,
    brand: f.brand,
    model: `${f.prefix} ${f.line} ${r.cap}`,
    mpn: r.mpn,
    capacity: r.cap,
    capacity_gb: decimalGb(r.cap),
    interface: r.iface,
    form_factor: "3.5in",
    generation: f.generation ?? f.line,
    aliases: [...new Set([...Object.values(r.also ?? {}).flat(), ...(f.short ?? [])])].filter((a) => a !== r.mpn),
    specs: f.rpm ? { rpm: f.rpm } : {},
    source: r.src,
  })));
}
