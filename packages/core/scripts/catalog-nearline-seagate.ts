/**
 * Seagate Exos X10 to X24, 7E8/7E10 and Enterprise Capacity rows. The seed holds the standard
 * and SED builds of X16/X18 as separate ids; rows here add the FIPS, 4KN, ISE and Dell builds
 * to the standard build's entry and add the capacities and SAS variants the seed lacks. Dell's code names
 * place Dell-only numbers: Cimarron is Exos 7E8 (Dell's own firmware table), Cimarron BP is
 * 7E10 (Dell lists the 7E10 manual's ST4000NM019B under it), Mobula BP is X14 and Evans X16
 * (Seagate firmware file names), Evans BP X18 (the same), Summit X24 (its numbers are the X24
 * SAS manual's).
 */
import { dellPn } from "./catalog-naming.ts";
import type { NearlineFamily } from "./catalog-nearline-drives.ts";

const ED = "linuxhw-enterprisedrive-hdd";
const DELL = "dell-hci-capacity-drives";
const E10_SATA = "seagate-7e10-sata-manual";
/** Seagate numbers of one family differ only in their last digits: `st("ST10000NM0", "216", "236")`. */
const st = (stem: string, ...ends: string[]) => ends.map((e) => `${stem}${e}`);

const X10: NearlineFamily = {
  brand: "Seagate", prefix: "Seagate", line: "Exos X10 (Enterprise Capacity v6)", generation: "Exos X10", rpm: 7200,
  rows: [
    { cap: "10TB", iface: "SAS", mpn: "ST10000NM0096", also: { "seagate-x10-sas-manual": st("ST10000NM0", "216", "236", "206", "226", "246") }, src: "seagate-x10-sas-manual" },
    { cap: "8TB", iface: "SAS", mpn: "ST8000NM0156", also: { "seagate-x10-sas-manual": ["ST8000NM0166"] }, src: "seagate-x10-sas-manual" },
  ],
};

const X12: NearlineFamily = {
  brand: "Seagate", prefix: "Seagate", line: "Exos X12", rpm: 7200,
  rows: [{ cap: "12TB", iface: "SAS", mpn: "ST12000NM0027", also: { "seagate-x12-sas-manual": ["ST12000NM0037"] }, src: "seagate-x12-sas-manual" }],
};

const X14: NearlineFamily = {
  brand: "Seagate", prefix: "Seagate", line: "Exos X14", rpm: 7200,
  rows: [
    { cap: "10TB", iface: "SATA", mpn: "ST10000NM0478", also: { [ED]: ["ST10000NM0568"] }, src: ED },
    { cap: "12TB", iface: "SATA", mpn: "ST12000NM0008", also: { [ED]: ["ST12000NM0248"], "smartmontools-drivedb": ["ST12000NM0538"] }, src: ED },
    { cap: "12TB", iface: "SAS", mpn: "ST12000NM0158", also: { [DELL]: dellPn("YMN53") }, src: DELL },
  ],
};

const X16: NearlineFamily = {
  brand: "Seagate", prefix: "Seagate", line: "Exos X16", rpm: 7200,
  rows: [
    { cap: "16TB", iface: "SAS", mpn: "ST16000NM002G", also: { "seagate-x16-sas-manual": ["ST16000NM009G"], [DELL]: ["ST16000NM010G", ...dellPn("CNXPV")] }, src: "seagate-x16-sas-manual" },
    { cap: "14TB", iface: "SAS", mpn: "ST14000NM002G", also: { "seagate-x16-sas-manual": ["ST14000NM012G"] }, src: "seagate-x16-sas-manual" },
    { cap: "12TB", iface: "SAS", mpn: "ST12000NM002G", also: { "seagate-x16-sas-manual": ["ST12000NM008G"] }, src: "seagate-x16-sas-manual" },
    { cap: "10TB", iface: "SAS", mpn: "ST10000NM002G", also: { "seagate-x16-sas-manual": ["ST10000NM010G"] }, src: "seagate-x16-sas-manual" },
    { cap: "16TB", iface: "SATA", mpn: "ST16000NM001G", also: { [ED]: ["00MX141"] }, src: ED },
  ],
};

/** Dell's Evans BP builds of the X18 SAS drives, and a firmware bundle's 18TB one. */
const X18_SAS_BUILDS: Record<string, NearlineFamily["rows"][number]["also"]> = {
  "18": { "nearline-drive-reports": ["ST18000NM006J"] },
  "16": { [DELL]: ["ST16000NM006J", ...dellPn("41DXR")] },
  "12": { [DELL]: ["ST12000NM006J", ...dellPn("M1C0T")] },
};

const X18: NearlineFamily = {
  brand: "Seagate", prefix: "Seagate", line: "Exos X18", rpm: 7200,
  rows: [
    ...["18", "16", "14", "12"].map((tb) => ({
      cap: `${tb}TB`, iface: "SAS" as const, mpn: `ST${tb}000NM004J`,
      also: { "seagate-x18-sas-manual": [`ST${tb}000NM007J`], ...X18_SAS_BUILDS[tb] }, src: "seagate-x18-sas-manual" as const,
    })),
    { cap: "10TB", iface: "SAS", mpn: "ST10000NM013G", also: { "seagate-x18-sas-manual": ["ST10000NM016G"] }, src: "seagate-x18-sas-manual" },
    { cap: "16TB", iface: "SATA", mpn: "ST16000NM000J", also: { [ED]: ["ST16000NM001J"] }, src: ED },
    // The seed gives Dell's 16TB SATA build an id of its own (from Backblaze); its Dell P/N joins it there.
    { cap: "16TB", iface: "SATA", mpn: "ST16000NM002J", also: { [DELL]: dellPn("JWV1P") }, src: DELL },
    { cap: "12TB", iface: "SATA", mpn: "ST12000NM000J", also: { [DELL]: ["ST12000NM002J", ...dellPn("KTJTY")] }, src: "seagate-product-manuals" },
  ],
};

const X20: NearlineFamily = {
  brand: "Seagate", prefix: "Seagate", line: "Exos X20", rpm: 7200,
  rows: [{ cap: "20TB", iface: "SAS", mpn: "ST20000NM002D", also: { [DELL]: ["ST20000NM004D", ...dellPn("R3G03")] }, src: "nearline-drive-reports" }],
};

/** Dell's Summit rows carry the manual's ISE numbers: FN7VR, R0G8W and R5KP7. */
const X24_DELL: Record<string, string[]> = { "24": [], "20": dellPn("R5KP7"), "16": dellPn("R0G8W"), "12": dellPn("FN7VR") };

const X24: NearlineFamily = {
  brand: "Seagate", prefix: "Seagate", line: "Exos X24", rpm: 7200,
  rows: Object.entries(X24_DELL).map(([tb, dell]) => ({
    cap: `${tb}TB`, iface: "SAS" as const, mpn: `ST${tb}000NM007H`,
    also: { "seagate-x24-sas-manual": [`ST${tb}000NM005H`, tb === "12" ? "ST12000NM009H" : `ST${tb}000NM006H`], [DELL]: dell },
    src: "seagate-x24-sas-manual" as const,
  })),
};

const E8: NearlineFamily = {
  brand: "Seagate", prefix: "Seagate", line: "Exos 7E8", rpm: 7200,
  rows: [
    { cap: "8TB", iface: "SAS", mpn: "ST8000NM014A", also: { [DELL]: dellPn("0N660") }, src: DELL },
    { cap: "4TB", iface: "SAS", mpn: "ST4000NM003A", also: { [DELL]: ["ST4000NM017A", ...dellPn("KRM6X")] }, src: DELL },
    { cap: "8TB", iface: "SATA", mpn: "ST8000NM000A", also: { [DELL]: ["ST8000NM012A", ...dellPn("F4JXT")] }, src: DELL },
    { cap: "4TB", iface: "SATA", mpn: "ST4000NM000A", also: { [DELL]: ["ST4000NM016A", ...dellPn("XPJ47")], [ED]: ["00YK040"] }, src: DELL },
  ],
};

const E10: NearlineFamily = {
  brand: "Seagate", prefix: "Seagate", line: "Exos 7E10", rpm: 7200,
  rows: [
    { cap: "8TB", iface: "SAS", mpn: "ST8000NM024B", also: { [DELL]: dellPn("C5HD0") }, src: DELL },
    { cap: "6TB", iface: "SAS", mpn: "ST6000NM001B", src: "seagate-7e10-sas-manual" },
    {
      cap: "4TB", iface: "SAS", mpn: "ST4000NM001B",
      also: { "seagate-7e10-sas-manual": st("ST4000NM0", "07B", "13B", "19B"), [DELL]: ["DL4000NM019B", ...dellPn("10N7R", "F7DTR")] },
      src: "seagate-7e10-sas-manual",
    },
    { cap: "2TB", iface: "SAS", mpn: "ST2000NM001B", also: { "seagate-7e10-sas-manual": st("ST2000NM0", "07B", "13B") }, src: "seagate-7e10-sas-manual" },
    { cap: "10TB", iface: "SATA", mpn: "ST10000NM017B", also: { [E10_SATA]: st("ST10000NM0", "21B", "25B", "02B", "06B", "14B") }, src: E10_SATA },
    {
      cap: "8TB", iface: "SATA", mpn: "ST8000NM017B",
      also: { [DELL]: ["ST8000NM023B", ...dellPn("J7W80")], [E10_SATA]: st("ST8000NM0", "19B", "23B", "21B", "25B", "02B", "06B", "14B") }, src: DELL,
    },
    { cap: "6TB", iface: "SATA", mpn: "ST6000NM019B", also: { [E10_SATA]: st("ST6000NM0", "21B", "25B", "23B", "27B", "04B", "08B", "16B") }, src: E10_SATA },
    {
      cap: "4TB", iface: "SATA", mpn: "ST4000NM024B",
      also: { [DELL]: ["ST4000NM018B", ...dellPn("6KR2M")], [E10_SATA]: st("ST4000NM0", "26B", "30B", "28B", "04B", "10B", "22B") }, src: DELL,
    },
  ],
};

/**
 * Enterprise Capacity 3.5 HDD builds Dell lists as Makara BP and Makara Plus (smartctl names
 * ST4000NM0265's family), and the Lenovo numbers in ST10000NM0086's model string.
 */
const EC: NearlineFamily = {
  brand: "Seagate", prefix: "Seagate", line: "Enterprise Capacity 3.5 HDD", generation: "Enterprise Capacity", rpm: 7200,
  rows: [
    { cap: "4TB", iface: "SAS", mpn: "ST4000NM0295", also: { [DELL]: dellPn("5JH5X") }, src: DELL },
    { cap: "8TB", iface: "SAS", mpn: "ST8000NM0185", also: { [DELL]: dellPn("M40TH") }, src: DELL },
    { cap: "4TB", iface: "SATA", mpn: "ST4000NM0265", also: { [DELL]: dellPn("MWHY9") }, src: ED },
    { cap: "8TB", iface: "SATA", mpn: "ST8000NM0205", also: { [DELL]: dellPn("92MDW") }, src: ED },
    { cap: "10TB", iface: "SATA", mpn: "ST10000NM0086", also: { [ED]: ["00YK342", "00YK345"] }, src: ED },
  ],
};

export const SEAGATE_FAMILIES: readonly NearlineFamily[] = [X10, X12, X14, X16, X18, X20, X24, E8, E10, EC];
