/**
 * Enterprise 10K/15K SAS drives by maker family: Seagate Exos 10E/15E, Enterprise Performance
 * and Savvio, HGST Ultrastar C10K/C15K, Toshiba AL13/AL14/AL15. One variant per family and
 * capacity; `mpn` is the maker's standard model and `also` its other builds of the same drive
 * (SED, ISE, FIPS, 512n/4Kn), all from the row's source. `oem` lists numbers an OEM sells that
 * exact drive under, each list under the source that states it. Nothing here is inferred
 * from a naming pattern beyond what the source names.
 */
import type { CatalogComponent } from "../src/schemas/catalog.ts";
import { decimalGb, slug } from "./catalog-naming.ts";
import type { SasSourceKey } from "./catalog-sas-sources.ts";

type Row = {
  cap: string;
  mpn: string;
  also?: string[];
  oem?: Partial<Record<SasSourceKey, string[]>>;
  src: SasSourceKey;
};
type Family = { brand: string; line: string; short: string[]; rpm: 10000 | 15000; rows: Row[] };

/** Seagate numbers of one family differ only in their last digits: `st("ST600MP00", "16", "36")`. */
const st = (stem: string, ...ends: string[]) => ends.map((e) => `${stem}${e}`);
/** HGST lists each C10K1800/C15K600 model in four builds (…200 standard, …201, …204, …205). */
const hgst = (stem: string) => ["200", "201", "204", "205"].map((b) => `${stem}${b}`);

const EXOS_10E2400: Family = {
  brand: "Seagate", line: "Exos 10E2400", short: ["10E2400", "Enterprise Performance 10K v9"], rpm: 10000,
  rows: [
    { cap: "2.4TB", mpn: "ST2400MM0129", also: st("ST2400MM0", "139", "149", "159"), src: "seagate-exos-10e2400-manual",
      oem: { "dell-azure-hci-support-matrix": ["36YG1", "036YG1", "DL2400MM0159", "RWR8F", "0RWR8F", "BL2400MM0159", "1D0F5", "01D0F5"] } },
    { cap: "1.8TB", mpn: "ST1800MM0129", also: st("ST1800MM0", "139", "149", "159"), src: "seagate-exos-10e2400-manual" },
    { cap: "1.2TB", mpn: "ST1200MM0129", also: st("ST1200MM0", "139", "149", "159", "009", "039", "069", "099"), src: "seagate-exos-10e2400-manual" },
    { cap: "600GB", mpn: "ST600MM0099", also: st("ST600MM0", "109", "119", "009", "039", "069"), src: "seagate-exos-10e2400-manual" },
  ],
};

const EXOS_15E900: Family = {
  brand: "Seagate", line: "Exos 15E900", short: ["15E900"], rpm: 15000,
  rows: [
    { cap: "900GB", mpn: "ST900MP0006", also: st("ST900MP0", "016", "026", "126", "146", "156", "136", "166"), src: "seagate-exos-15e900-manual" },
    { cap: "600GB", mpn: "ST600MP0006", also: st("ST600MP0", "016", "036", "026", "136", "146", "126", "156"), src: "seagate-exos-15e900-manual" },
    { cap: "300GB", mpn: "ST300MP0006", also: st("ST300MP0", "016", "026", "106", "116", "096"), src: "seagate-exos-15e900-manual" },
  ],
};

const EP_15K_V5: Family = {
  brand: "Seagate", line: "Enterprise Performance 15K v5", short: [], rpm: 15000,
  rows: [
    { cap: "600GB", mpn: "ST600MP0005", also: st("ST600MP00", "35", "65", "15", "45", "75", "25", "55", "85"), src: "seagate-ep15k-v5-manual" },
    { cap: "450GB", mpn: "ST450MP0005", also: st("ST450MP00", "35", "65", "15", "45", "75"), src: "seagate-ep15k-v5-manual" },
    { cap: "300GB", mpn: "ST300MP0005", also: st("ST300MP00", "35", "65", "15", "45", "75"), src: "seagate-ep15k-v5-manual" },
  ],
};

const EP_15K_V4: Family = {
  brand: "Seagate", line: "Enterprise Performance 15K v4", short: [], rpm: 15000,
  rows: [
    { cap: "600GB", mpn: "ST600MP0034", also: st("ST600MP0", "064", "044", "074", "054", "084", "094", "104"), src: "seagate-ep15k-v4-manual" },
    { cap: "450GB", mpn: "ST450MP0004", also: st("ST450MP0", "034", "064", "014", "044", "074", "024", "054", "084", "094", "104", "114"), src: "seagate-ep15k-v4-manual" },
    { cap: "300GB", mpn: "ST300MP0004", also: st("ST300MP0", "034", "064", "014", "044", "074", "094", "104", "114"), src: "seagate-ep15k-v4-manual" },
  ],
};

const EP_10K_V8: Family = {
  brand: "Seagate", line: "Enterprise Performance 10K v8", short: [], rpm: 10000,
  rows: [
    { cap: "1.8TB", mpn: "ST1800MM0008", src: "seagate-ep10k-v8-reports" },
    { cap: "1.2TB", mpn: "ST1200MM0088", also: ["ST1200MM0018"], src: "seagate-ep10k-v8-reports" },
    { cap: "900GB", mpn: "ST900MM0168", src: "seagate-ep10k-v8-reports" },
    { cap: "600GB", mpn: "ST600MM0008", src: "seagate-ep10k-v8-reports" },
    { cap: "300GB", mpn: "ST300MM0008", src: "seagate-ep10k-v8-reports" },
  ],
};

const EP_10K_V7: Family = {
  brand: "Seagate", line: "Enterprise Performance 10K v7", short: [], rpm: 10000,
  rows: [{ cap: "1.2TB", mpn: "ST1200MM0007", also: st("ST1200MM00", "17", "27", "37"), src: "seagate-ep10k-v7-manual" }],
};

const SAVVIO_10K6: Family = {
  brand: "Seagate", line: "Savvio 10K.6", short: [], rpm: 10000,
  rows: [
    { cap: "900GB", mpn: "ST900MM0006", also: st("ST900MM00", "26", "46", "36"), src: "seagate-savvio-10k6-manual" },
    { cap: "600GB", mpn: "ST600MM0006", also: st("ST600MM00", "26", "46"), src: "seagate-savvio-10k6-manual" },
    { cap: "450GB", mpn: "ST450MM0006", also: st("ST450MM00", "26", "46"), src: "seagate-savvio-10k6-manual" },
    { cap: "300GB", mpn: "ST300MM0006", also: st("ST300MM00", "26", "46"), src: "seagate-savvio-10k6-manual" },
  ],
};

const SAVVIO_10K5: Family = {
  brand: "Seagate", line: "Savvio 10K.5", short: [], rpm: 10000,
  rows: [
    { cap: "900GB", mpn: "ST9900805SS", also: ["ST9900705SS", "ST9900605SS"], src: "seagate-savvio-10k5-manual" },
    { cap: "600GB", mpn: "ST9600205SS", also: ["ST9600105SS", "ST9600005SS"], src: "seagate-savvio-10k5-manual" },
    { cap: "450GB", mpn: "ST9450405SS", also: ["ST9450305SS", "ST9450205SS"], src: "seagate-savvio-10k5-manual" },
    { cap: "300GB", mpn: "ST9300605SS", also: ["ST9300505SS", "ST9300405SS"], src: "seagate-savvio-10k5-manual" },
  ],
};

const SAVVIO_10K4: Family = {
  brand: "Seagate", line: "Savvio 10K.4", short: [], rpm: 10000,
  rows: [
    { cap: "600GB", mpn: "ST9600204SS", also: ["ST9600104SS"], src: "seagate-savvio-10k4-manual" },
    { cap: "450GB", mpn: "ST9450404SS", also: ["ST9450304SS"], src: "seagate-savvio-10k4-manual" },
  ],
};

const SAVVIO_10K3: Family = {
  brand: "Seagate", line: "Savvio 10K.3", short: [], rpm: 10000,
  rows: [
    { cap: "300GB", mpn: "ST9300603SS", also: ["ST9300503SS"], src: "seagate-savvio-10k3-manual" },
    { cap: "146GB", mpn: "ST9146803SS", also: ["ST9146703SS"], src: "seagate-savvio-10k3-manual" },
  ],
};

const SAVVIO_15K3: Family = {
  brand: "Seagate", line: "Savvio 15K.3", short: [], rpm: 15000,
  rows: [
    { cap: "300GB", mpn: "ST9300653SS", also: ["ST9300553SS", "ST9300453SS"], src: "seagate-savvio-15k3-manual" },
    { cap: "146GB", mpn: "ST9146853SS", also: ["ST9146753SS", "ST9146653SS"], src: "seagate-savvio-15k3-manual" },
  ],
};

const SAVVIO_15K2: Family = {
  brand: "Seagate", line: "Savvio 15K.2", short: [], rpm: 15000,
  rows: [
    { cap: "146GB", mpn: "ST9146852SS", also: ["ST9146752SS", "ST9146652SS"], src: "seagate-savvio-15k2-manual" },
    { cap: "73GB", mpn: "ST973452SS", also: ["ST973352SS", "ST973252SS"], src: "seagate-savvio-15k2-manual" },
  ],
};

/** A 146GB 10K Savvio an inventory lists with its IBM numbers; the inventory names no generation. */
const SAVVIO_IBM: Family = {
  brand: "Seagate", line: "Savvio", short: [], rpm: 10000,
  rows: [{ cap: "146GB", mpn: "ST9146802SS", oem: { "drive-inventory-reports": ["43X0825", "42D0248"] }, src: "drive-inventory-reports" }],
};

const C10K1800: Family = {
  brand: "HGST", line: "Ultrastar C10K1800", short: ["C10K1800"], rpm: 10000,
  rows: [
    { cap: "1.8TB", mpn: "HUC101818CS4200", also: hgst("HUC101818CS4").slice(1), oem: { "listing-title": ["00RX908"] }, src: "hgst-c10k1800-spec" },
    { cap: "1.2TB", mpn: "HUC101812CSS200", also: [...hgst("HUC101812CSS").slice(1), ...hgst("HUC101812CS4")], src: "hgst-c10k1800-spec" },
    { cap: "900GB", mpn: "HUC101890CSS200", also: [...hgst("HUC101890CSS").slice(1), ...hgst("HUC101890CS4")], src: "hgst-c10k1800-spec" },
    { cap: "600GB", mpn: "HUC101860CSS200", also: [...hgst("HUC101860CSS").slice(1), ...hgst("HUC101860CS4")], src: "hgst-c10k1800-spec" },
    { cap: "450GB", mpn: "HUC101845CS4200", also: hgst("HUC101845CS4").slice(1), src: "hgst-c10k1800-spec" },
    { cap: "300GB", mpn: "HUC101830CSS200", also: hgst("HUC101830CSS").slice(1), src: "hgst-c10k1800-spec" },
  ],
};

const C15K600: Family = {
  brand: "HGST", line: "Ultrastar C15K600", short: ["C15K600"], rpm: 15000,
  rows: [
    { cap: "600GB", mpn: "HUC156060CSS200", also: [...hgst("HUC156060CSS").slice(1), ...hgst("HUC156060CS4")], src: "hgst-c15k600-spec" },
    { cap: "450GB", mpn: "HUC156045CSS200", also: [...hgst("HUC156045CSS").slice(1), ...hgst("HUC156045CS4")], src: "hgst-c15k600-spec" },
    { cap: "300GB", mpn: "HUC156030CSS200", also: [...hgst("HUC156030CSS").slice(1), ...hgst("HUC156030CS4")], src: "hgst-c15k600-spec" },
  ],
};

const C10K1200: Family = {
  brand: "HGST", line: "Ultrastar C10K1200", short: ["C10K1200"], rpm: 10000,
  rows: [{ cap: "1.2TB", mpn: "HUC101212CSS600", src: "drive-inventory-reports" }],
};

const C10K900: Family = {
  brand: "HGST", line: "Ultrastar C10K900", short: ["C10K900"], rpm: 10000,
  rows: [
    { cap: "900GB", mpn: "HUC109090CSS600", oem: { "drive-inventory-reports": ["118033034-02"] }, src: "drive-inventory-reports" },
    { cap: "600GB", mpn: "HUC109060CSS600", src: "drive-inventory-reports" },
    { cap: "300GB", mpn: "HUC109030CSS600", src: "drive-inventory-reports" },
  ],
};

const C10K600: Family = {
  brand: "HGST", line: "Ultrastar C10K600", short: ["C10K600"], rpm: 10000,
  rows: [
    { cap: "600GB", mpn: "HUC106060CSS600", also: ["HUC106060CSS601"], src: "hgst-c10k600-spec" },
    { cap: "450GB", mpn: "HUC106045CSS601", src: "hgst-c10k600-spec" },
    { cap: "300GB", mpn: "HUC106030CSS600", also: ["HUC106030CSS601"], src: "hgst-c10k600-spec" },
  ],
};

const C15K147: Family = {
  brand: "HGST", line: "Ultrastar C15K147", short: ["C15K147"], rpm: 15000,
  rows: [
    { cap: "147GB", mpn: "HUC151414CSS600", src: "hgst-c15k147-spec" },
    { cap: "73GB", mpn: "HUC151473CSS600", src: "hgst-c15k147-spec" },
  ],
};

// Toshiba drives report their model with a trailing Y in some systems (AL15SEB24EQY); both are listed.
const AL15SEB: Family = {
  brand: "Toshiba", line: "AL15SEB", short: ["AL15SE"], rpm: 10000,
  rows: [
    { cap: "2.4TB", mpn: "AL15SEB24EQ", also: ["AL15SEB24EQY"], oem: { "dell-azure-hci-support-matrix": ["F9NWJ", "0F9NWJ"] }, src: "drive-inventory-reports" },
    { cap: "1.8TB", mpn: "AL15SEB18EQ", also: ["AL15SEB18EQY"], src: "drive-inventory-reports" },
    { cap: "1.2TB", mpn: "AL15SEB120N", also: ["AL15SEB120NY"], src: "drive-inventory-reports" },
    { cap: "600GB", mpn: "AL15SEB060N", also: ["AL15SEB060NY"], src: "drive-inventory-reports" },
    { cap: "300GB", mpn: "AL15SEB030N", also: ["AL15SEB030NY"], src: "drive-inventory-reports" },
  ],
};

const AL14SEB: Family = {
  brand: "Toshiba", line: "AL14SEB", short: ["AL14SE"], rpm: 10000,
  rows: [
    { cap: "1.8TB", mpn: "AL14SEB18EQ", also: ["AL14SEB18EQY"], src: "drive-inventory-reports" },
    { cap: "600GB", mpn: "AL14SEB060N", src: "drive-inventory-reports" },
    { cap: "300GB", mpn: "AL14SEB030N", src: "drive-inventory-reports" },
  ],
};

const AL14SXB: Family = {
  brand: "Toshiba", line: "AL14SXB", short: ["AL14SX"], rpm: 15000,
  rows: [
    { cap: "600GB", mpn: "AL14SXB60EN", also: ["AL14SXB60ENY"], src: "drive-inventory-reports" },
    { cap: "300GB", mpn: "AL14SXB30EN", also: ["AL14SXB30ENY"], src: "drive-inventory-reports" },
  ],
};

const AL13SEB: Family = {
  brand: "Toshiba", line: "AL13SEB", short: ["AL13SE"], rpm: 10000,
  rows: [
    { cap: "900GB", mpn: "AL13SEB900", also: ["HDEBC00NAA51"], src: "drive-inventory-reports" },
    { cap: "600GB", mpn: "AL13SEB600", src: "drive-inventory-reports" },
    { cap: "300GB", mpn: "AL13SEB300", src: "drive-inventory-reports" },
  ],
};

const AL13SXB: Family = {
  brand: "Toshiba", line: "AL13SXB", short: ["AL13SX"], rpm: 15000,
  rows: [
    { cap: "600GB", mpn: "AL13SXB60EN", src: "drive-inventory-reports" },
    { cap: "300GB", mpn: "AL13SXB300N", src: "drive-inventory-reports" },
  ],
};

export const SAS_FAMILIES: readonly Family[] = [
  EXOS_10E2400, EXOS_15E900, EP_15K_V5, EP_15K_V4, EP_10K_V8, EP_10K_V7, SAVVIO_10K6, SAVVIO_10K5, SAVVIO_10K4,
  SAVVIO_10K3, SAVVIO_15K3, SAVVIO_15K2, SAVVIO_IBM, C10K1800, C15K600, C10K1200, C10K900, C10K600, C15K147,
  AL15SEB, AL14SEB, AL14SXB, AL13SEB, AL13SXB,
];

/** Every maker family row as a catalog variant: 2.5in SAS, with its rpm class in `specs.rpm`. */
export function enterpriseSasDrives(): CatalogComponent[] {
  return SAS_FAMILIES.flatMap((f) => f.rows.map((r): CatalogComponent => ({
    id: slug(`${f.brand} ${f.line} ${r.mpn}`),
    category: "hdd",
    subcategory: null,
    brand: f.brand,
    model: `${f.brand} ${f.line} ${r.cap}`,
    mpn: r.mpn,
    capacity: r.cap,
    capacity_gb: decimalGb(r.cap),
    interface: "SAS",
    form_factor: "2.5in",
    generation: f.line,
    aliases: [...new Set([...(r.also ?? []), ...Object.values(r.oem ?? {}).flat(), ...f.short])],
    specs: { rpm: f.rpm },
    source: r.src,
  })));
}
