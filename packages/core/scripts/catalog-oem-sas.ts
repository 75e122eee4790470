/**
 * OEM 10K/15K SAS drive SKUs that their sources do not tie to one maker drive. HPE, Cisco and
 * NetApp each sell one part number filled by several makers (Cisco's UCS-HD12TB10K12N reports
 * as a Seagate ST1200MM0009 in one server and a Toshiba AL15SEB120N in the next), so the
 * number cannot be an alias of a maker variant without claiming which drive is inside. Each
 * SKU is its own variant instead: capacity, interface and speed are what a buyer compares.
 * The 7.2K nearline SKUs (catalog-oem-nearline.ts) are built the same way by `oemDrives`.
 */
import type { CatalogComponent } from "../src/schemas/catalog.ts";
import { decimalGb, slug } from "./catalog-naming.ts";
import type { PartSourceKey } from "./catalog-part-sources.ts";
import type { SasSourceKey } from "./catalog-sas-sources.ts";

export type OemRow = {
  brand: string;
  /** The OEM's own number (option, PID, drive model); `also` holds its other numbers (spares, inquiry strings). */
  pn: string;
  also?: string[];
  cap: string;
  /** SAS unless the source says SATA. */
  iface?: "SATA";
  rpm: 7200 | 10000 | 15000;
  /** `2.5in` when the source says SFF/2.5", `3.5in` for LFF/3.5"; null when it does not say. */
  ff: "2.5in" | "3.5in" | null;
  src: SasSourceKey | PartSourceKey;
};

const FORM_WORD = { "2.5in": " SFF", "3.5in": " LFF" } as const;

const HPE: OemRow[] = [
  { brand: "HPE", pn: "881457-B21", cap: "2.4TB", rpm: 10000, ff: "2.5in", src: "hpe-option-list" },
  { brand: "HPE", pn: "872481-B21", cap: "1.8TB", rpm: 10000, ff: "2.5in", src: "hpe-option-list" },
  { brand: "HPE", pn: "872479-B21", also: ["872737-001"], cap: "1.2TB", rpm: 10000, ff: "2.5in", src: "hpe-option-list" },
  { brand: "HPE", pn: "872477-B21", cap: "600GB", rpm: 10000, ff: "2.5in", src: "hpe-option-list" },
  { brand: "HPE", pn: "872475-B21", cap: "300GB", rpm: 10000, ff: "2.5in", src: "hpe-option-list" },
  { brand: "HPE", pn: "870759-B21", cap: "900GB", rpm: 15000, ff: "2.5in", src: "hpe-option-list" },
  { brand: "HPE", pn: "870757-B21", cap: "600GB", rpm: 15000, ff: "2.5in", src: "hpe-option-list" },
  { brand: "HPE", pn: "870753-B21", cap: "300GB", rpm: 15000, ff: "2.5in", src: "hpe-option-list" },
  { brand: "HPE", pn: "P28352-B21", cap: "2.4TB", rpm: 10000, ff: "2.5in", src: "hpe-option-list" },
  { brand: "HPE", pn: "P28586-B21", cap: "1.2TB", rpm: 10000, ff: "2.5in", src: "hpe-option-list" },
  { brand: "HPE", pn: "P40430-B21", cap: "300GB", rpm: 10000, ff: "2.5in", src: "hpe-option-list" },
  { brand: "HPE", pn: "P28028-B21", cap: "300GB", rpm: 15000, ff: "2.5in", src: "hpe-option-list" },
  // HP drive model strings with the spare and GPN numbers printed on the same drive.
  { brand: "HP", pn: "EG0300FBVFL", also: ["641552-001", "652566-001"], cap: "300GB", rpm: 10000, ff: "2.5in", src: "hp-drive-inventory" },
  { brand: "HP", pn: "EH0146FARWD", also: ["518216-002", "652599-002"], cap: "146GB", rpm: 15000, ff: "2.5in", src: "hp-drive-inventory" },
];

const CISCO: OemRow[] = [
  { brand: "Cisco", pn: "UCS-HD12TB10K12N", cap: "1.2TB", rpm: 10000, ff: "2.5in", src: "cisco-ucs-inventory" },
];

const NETAPP: OemRow[] = [
  { brand: "NetApp", pn: "X410A-R5", cap: "300GB", rpm: 10000, ff: null, src: "netapp-tr-3838-drive-table" },
  { brand: "NetApp", pn: "X421A-R5", cap: "450GB", rpm: 10000, ff: null, src: "netapp-tr-3838-drive-table" },
  { brand: "NetApp", pn: "X422A-R5", cap: "600GB", rpm: 10000, ff: null, src: "netapp-tr-3838-drive-table" },
  { brand: "NetApp", pn: "X423A-R5", also: ["X423_TAL13900A10", "X423_HCOBE900A10"], cap: "900GB", rpm: 10000, ff: null, src: "netapp-tr-3838-drive-table" },
  { brand: "NetApp", pn: "X425A-R6", also: ["X425_HCBEP1T2A10"], cap: "1.2TB", rpm: 10000, ff: null, src: "netapp-tr-3838-drive-table" },
  // Self-encrypting SKUs of the same table.
  { brand: "NetApp", pn: "X416A-R5", cap: "600GB", rpm: 10000, ff: null, src: "netapp-tr-3838-drive-table" },
  { brand: "NetApp", pn: "X417A-R6", cap: "900GB", rpm: 10000, ff: null, src: "netapp-tr-3838-drive-table" },
];

export const OEM_SAS_ROWS: readonly OemRow[] = [...HPE, ...CISCO, ...NETAPP];

/** The 10K/15K OEM SKUs as catalog variants. */
export const oemSasDrives = (): CatalogComponent[] => oemDrives(OEM_SAS_ROWS);

/**
 * OEM SKUs as catalog variants: `HPE 12TB SAS 7.2K LFF (881779-B21)`. The short NetApp number
 * (`X423`) is how listings and inquiry strings name the drive, so it is an alias too.
 */
export function oemDrives(rows: readonly OemRow[]): CatalogComponent[] {
  return rows.map((r): CatalogComponent => {
    const short = r.brand === "NetApp" ? [r.pn.split("A-")[0]!] : [];
    const iface = r.iface ?? "SAS";
    return {
      id: slug(`${r.brand} ${r.pn}`),
      category: "hdd",
      subcategory: null,
      brand: r.brand,
      model: `${r.brand} ${r.cap} ${iface} ${r.rpm / 1000}K${r.ff ? FORM_WORD[r.ff] : ""} (${r.pn})`,
      mpn: r.pn,
      capacity: r.cap,
      capacity_gb: decimalGb(r.cap),
      interface: iface,
      form_factor: r.ff,
      generation: null,
      aliases: [...(r.also ?? []), ...short],
      specs: { rpm: r.rpm },
      source: r.src,
    };
  });
}
