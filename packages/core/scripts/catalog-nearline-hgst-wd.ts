/**
 * HGST/WD Ultrastar helium drives (He8, He10, DC HC520 to HC560) and WD Red Plus, Red Pro and
 * Gold rows. HGST and WD number each drive `<family stem><capacity><interface letters><build>`
 * (HUH721212 AL5200 = HC520 12TB SAS; ALE600 = SATA): the stem places a SAS number in the
 * family whose SATA numbers smartctl's database files under that stem; the HC520 and He8 SAS
 * specifications confirm it for their stems.
 */
import { dellPn } from "./catalog-naming.ts";
import type { NearlineFamily } from "./catalog-nearline-drives.ts";

const ED = "linuxhw-enterprisedrive-hdd";
const DELL = "dell-hci-capacity-drives";
/** WD builds of one drive differ in the last digit (1 SED, 4 base, 5 SED-FIPS): `wdBuilds("WUH721818AL520", "0", "1")`. */
const wdBuilds = (stem: string, ...last: string[]) => last.map((d) => `${stem}${d}`);

const HE8: NearlineFamily = {
  brand: "HGST", prefix: "HGST", line: "Ultrastar He8", short: ["He8"], rpm: 7200,
  rows: [
    { cap: "8TB", iface: "SATA", mpn: "HUH728080ALE600", also: { [ED]: ["HUH728080ALE601", "HUH728080ALN600", "HUH728080ALE604"] }, src: ED },
    { cap: "6TB", iface: "SATA", mpn: "HUH728060ALE600", also: { [ED]: ["HUH728060ALE604"] }, src: ED },
    { cap: "8TB", iface: "SAS", mpn: "HUH728080AL5200", also: { "nearline-drive-reports": ["HUH728080AL4200"] }, src: "hgst-he8-sas-spec" },
    { cap: "6TB", iface: "SAS", mpn: "HUH728060AL5200", src: "nearline-drive-reports" },
  ],
};

const HE10: NearlineFamily = {
  brand: "HGST", prefix: "HGST", line: "Ultrastar He10", short: ["He10"], rpm: 7200,
  rows: [
    { cap: "10TB", iface: "SATA", mpn: "HUH721010ALE600", also: { [ED]: ["HUH721010ALE604", "HUH721010ALN600"] }, src: ED },
    { cap: "8TB", iface: "SATA", mpn: "HUH721008ALE600", also: { [ED]: ["HUH721008ALE601", "HUH721008ALE604"], [DELL]: dellPn("KRV2W") }, src: ED },
    {
      cap: "10TB", iface: "SAS", mpn: "HUH721010AL5200",
      also: { [DELL]: ["HUH721010AL4200", ...dellPn("07FPR", "YG2KH")], "curated-drive-tables": ["HUH721010AL5204"] }, src: DELL,
    },
    { cap: "8TB", iface: "SAS", mpn: "HUH721008AL5200", also: { [DELL]: ["HUH721008AL4200", ...dellPn("KRDKK", "CDDMJ")] }, src: DELL },
  ],
};

const HC520: NearlineFamily = {
  brand: "HGST", prefix: "HGST", line: "Ultrastar DC HC520", short: ["He12", "HC520"], rpm: 7200,
  rows: [
    {
      cap: "12TB", iface: "SATA", mpn: "HUH721212ALE600",
      also: { [ED]: ["HUH721212ALE601", "HUH721212ALN600", "HUH721212ALE604", "HUH721212ALN604"], [DELL]: dellPn("T2YHT") }, src: ED,
    },
    {
      cap: "12TB", iface: "SAS", mpn: "HUH721212AL5200",
      also: {
        "wd-hc520-sas-spec": ["5201", "5204", "5205", "4200", "4201", "4204", "4205"].map((b) => `HUH721212AL${b}`),
        [DELL]: dellPn("9HXK6"),
      },
      src: "wd-hc520-sas-spec",
    },
  ],
};

const HC530: NearlineFamily = {
  brand: "Western Digital", prefix: "WD", line: "Ultrastar DC HC530", short: ["HC530"], rpm: 7200,
  rows: [
    { cap: "14TB", iface: "SATA", mpn: "WUH721414ALE6L4", also: { "wd-hc530-sata-spec": ["WUH721414ALE6L1"], [ED]: ["WUH721414ALE604"] }, src: "wd-hc530-sata-spec" },
    { cap: "14TB", iface: "SAS", mpn: "WUH721414AL5204", also: { "nearline-drive-reports": ["WUH721414AL4200"] }, src: "nearline-drive-reports" },
  ],
};

const HC550: NearlineFamily = {
  brand: "Western Digital", prefix: "WD", line: "Ultrastar DC HC550", short: ["HC550"], rpm: 7200,
  rows: [
    { cap: "16TB", iface: "SATA", mpn: "WUH721816ALE6L4", also: { "wd-hc550-sata-spec": ["WUH721816ALE6L1"] }, src: ED },
    { cap: "18TB", iface: "SATA", mpn: "WUH721818ALE6L4", also: { [ED]: ["WUH721818ALE604"], "wd-hc550-sata-spec": ["WUH721818ALE6L1"] }, src: ED },
    {
      cap: "16TB", iface: "SAS", mpn: "WUH721816AL5200",
      also: { [DELL]: dellPn("VF206"), "wd-hc550-sas-spec": wdBuilds("WUH721816AL520", "4", "1", "5"), "nearline-drive-reports": ["WUH721816AL4200"] },
      src: DELL,
    },
    {
      cap: "18TB", iface: "SAS", mpn: "WUH721818AL5204",
      also: { "wd-hc550-sas-spec": wdBuilds("WUH721818AL520", "0", "1", "5"), "nearline-drive-reports": ["WUH721818AL4205"] },
      src: "nearline-drive-reports",
    },
  ],
};

const HC560: NearlineFamily = {
  brand: "Western Digital", prefix: "WD", line: "Ultrastar DC HC560", short: ["HC560"], rpm: 7200,
  rows: [
    { cap: "20TB", iface: "SATA", mpn: "WUH722020BLE6L4", also: { [ED]: ["WUH722020ALE604", "WUH722020BLE604"] }, src: ED },
    {
      cap: "20TB", iface: "SAS", mpn: "WUH722020BL5204",
      also: { [DELL]: ["WUH722020BL5200", ...dellPn("1D4CR")], "nearline-drive-reports": ["WUH722020BL4200"] }, src: "nearline-drive-reports",
    },
  ],
};

/** The SATA rows bring the family name to the seed's entry, so `HC570 22TB` without an interface names no variant. */
const HC570: NearlineFamily = {
  brand: "Western Digital", prefix: "WD", line: "Ultrastar DC HC570", short: ["HC570"], rpm: 7200,
  rows: [
    { cap: "22TB", iface: "SATA", mpn: "WUH722222ALE6L4", src: "smartmontools-drivedb" },
    { cap: "22TB", iface: "SAS", mpn: "WUH722222AL4200", src: "nearline-drive-reports" },
  ],
};

/** Dell's London DP WUH722420AL5200 shares the HC580's WUH7224 stem (24TB family, 20TB model). */
const HC580: NearlineFamily = {
  brand: "Western Digital", prefix: "WD", line: "Ultrastar DC HC580", short: ["HC580"], rpm: 7200,
  rows: [
    { cap: "24TB", iface: "SATA", mpn: "WUH722424ALE6L4", src: "smartmontools-drivedb" },
    { cap: "24TB", iface: "SAS", mpn: "WUH722424AL5201", src: "nearline-drive-reports" },
    { cap: "20TB", iface: "SAS", mpn: "WUH722420AL5200", also: { [DELL]: dellPn("MTTCF") }, src: DELL },
  ],
};

/** New numbers of a capacity the seed already holds join that entry, so `WD Gold 10TB` still names one variant. */
const WD_RETAIL: NearlineFamily[] = [
  {
    brand: "Western Digital", prefix: "WD", line: "Red Plus", generation: "Red Plus (CMR)",
    rows: [{ cap: "14TB", iface: "SATA", mpn: "WD140EFFX", also: { "curated-drive-tables": ["WD140EFGX"] }, src: "curated-drive-tables" }],
  },
  {
    brand: "Western Digital", prefix: "WD", line: "Red Pro", rpm: 7200,
    rows: [{ cap: "8TB", iface: "SATA", mpn: "WD8003FFBX", src: ED }],
  },
  {
    brand: "Western Digital", prefix: "WD", line: "Gold", rpm: 7200,
    rows: [
      { cap: "10TB", iface: "SATA", mpn: "WD102KRYZ", also: { [ED]: ["WD101KRYZ"] }, src: ED },
      { cap: "18TB", iface: "SATA", mpn: "WD181KRYZ", src: ED },
    ],
  },
];

export const HGST_WD_FAMILIES: readonly NearlineFamily[] = [HE8, HE10, HC520, HC530, HC550, HC560, HC570, HC580, ...WD_RETAIL];
