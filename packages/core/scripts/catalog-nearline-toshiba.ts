/**
 * Toshiba MG04 to MG10 rows: MGxxACA/ADA is SATA, MGxxSCA/SDA SAS. Numbers ending in Y are the
 * builds Dell's matrices list (MG07SCA12TEY); a row carries them next to the maker number the
 * reports name, the way the seed's AL15SEB rows carry AL15SEB24EQ and AL15SEB24EQY. The SATA
 * rows without a Y reuse the seed's entries (`Toshiba MG07ACA Enterprise Capacity 14TB`).
 */
import { dellPn } from "./catalog-naming.ts";
import type { NearlineFamily } from "./catalog-nearline-drives.ts";

const ED = "linuxhw-enterprisedrive-hdd";
const DELL = "dell-hci-capacity-drives";
const REPORTS = "nearline-drive-reports";

/** The SATA line as the seed names it (from smartctl's family `Toshiba MG07ACA... Enterprise Capacity HDD`). */
function sata(gen: string, short: string, rows: NearlineFamily["rows"]): NearlineFamily {
  return { brand: "Toshiba", prefix: "Toshiba", line: `${gen} Enterprise Capacity`, generation: gen, short: [short], rpm: 7200, rows };
}

function sas(gen: string, short: string, rows: NearlineFamily["rows"]): NearlineFamily {
  return { brand: "Toshiba", prefix: "Toshiba", line: gen, short: [short], rpm: 7200, rows };
}

export const TOSHIBA_FAMILIES: readonly NearlineFamily[] = [
  sata("MG04ACA", "MG04", [
    { cap: "4TB", iface: "SATA", mpn: "MG04ACA400NY", also: { [ED]: ["MG04ACA400N", "MG04ACA400E", "MG04ACA400EY"], [DELL]: dellPn("95M6K") }, src: ED },
    { cap: "6TB", iface: "SATA", mpn: "MG04ACA600A", also: { [ED]: ["MG04ACA600E", "MG04ACA600EY"] }, src: ED },
  ]),
  sas("MG04SCA", "MG04", [
    { cap: "4TB", iface: "SAS", mpn: "MG04SCA40EN", also: { [DELL]: ["MG04SCA40ENY", ...dellPn("1MVTT")] }, src: REPORTS },
  ]),
  sata("MG06ACA", "MG06", [
    { cap: "10TB", iface: "SATA", mpn: "MG06ACA10TE", also: { [ED]: ["MG06ACA10TEY"] }, src: ED },
    { cap: "8TB", iface: "SATA", mpn: "MG06ACA800E", also: { [ED]: ["MG06ACA800EY"], [DELL]: dellPn("9X09C") }, src: ED },
    { cap: "6TB", iface: "SATA", mpn: "MG06ACA600E", src: ED },
  ]),
  sas("MG06SCA", "MG06", [
    { cap: "10TB", iface: "SAS", mpn: "MG06SCA10TEY", also: { [DELL]: dellPn("14YYC"), "curated-drive-tables": ["MG06SCA10TE"] }, src: DELL },
    { cap: "8TB", iface: "SAS", mpn: "MG06SCA800EY", also: { [DELL]: dellPn("FV725") }, src: DELL },
    { cap: "6TB", iface: "SAS", mpn: "MG06SCA600EY", also: { [DELL]: dellPn("XXPPV") }, src: DELL },
  ]),
  sata("MG07ACA", "MG07", [
    { cap: "14TB", iface: "SATA", mpn: "MG07ACA14TE", src: ED },
    { cap: "12TB", iface: "SATA", mpn: "MG07ACA12TE", also: { [ED]: ["MG07ACA12TEY"], [DELL]: dellPn("753F0") }, src: ED },
  ]),
  sas("MG07SCA", "MG07", [
    { cap: "14TB", iface: "SAS", mpn: "MG07SCA14TE", src: REPORTS },
    { cap: "12TB", iface: "SAS", mpn: "MG07SCA12TE", also: { [DELL]: ["MG07SCA12TEY", ...dellPn("DK7C9", "KFJ7G")] }, src: REPORTS },
  ]),
  sata("MG08ACA", "MG08", [
    { cap: "16TB", iface: "SATA", mpn: "MG08ACA16TE", also: { [DELL]: ["MG08ACA16TEY", ...dellPn("HPGJ4")] }, src: ED },
    { cap: "14TB", iface: "SATA", mpn: "MG08ACA14TE", src: "smartmontools-drivedb" },
  ]),
  sata("MG08ADA", "MG08", [
    { cap: "8TB", iface: "SATA", mpn: "MG08ADA800E", also: { [DELL]: ["MG08ADA800EY", ...dellPn("T5XR5")] }, src: "smartmontools-drivedb" },
    { cap: "4TB", iface: "SATA", mpn: "MG08ADA400E", also: { [ED]: ["MG08ADA400N"], [DELL]: ["MG08ADA400NY", ...dellPn("W2M9N")] }, src: ED },
  ]),
  sas("MG08SCA", "MG08", [
    { cap: "16TB", iface: "SAS", mpn: "MG08SCA16TE", also: { [DELL]: ["MG08SCA16TEY", ...dellPn("24HF9", "4N7V0", "8MG73")] }, src: REPORTS },
  ]),
  sas("MG08SDA", "MG08", [
    { cap: "8TB", iface: "SAS", mpn: "MG08SDA800EY", also: { [DELL]: dellPn("NJWMG") }, src: DELL },
    { cap: "4TB", iface: "SAS", mpn: "MG08SDA400NY", also: { [DELL]: dellPn("FN2YX") }, src: DELL },
  ]),
  sata("MG09ACA", "MG09", [
    { cap: "18TB", iface: "SATA", mpn: "MG09ACA18TE", src: ED },
    { cap: "16TB", iface: "SATA", mpn: "MG09ACA16TE", also: { [ED]: ["03LC279"] }, src: ED },
  ]),
  sas("MG09SCA", "MG09", [
    { cap: "18TB", iface: "SAS", mpn: "MG09SCA18TE", src: REPORTS },
    { cap: "16TB", iface: "SAS", mpn: "MG09SCA16TEY", also: { [DELL]: dellPn("MXC46") }, src: DELL },
    { cap: "12TB", iface: "SAS", mpn: "MG09SCA12TEY", also: { [DELL]: dellPn("0N96X") }, src: DELL },
  ]),
  sas("MG10SCA", "MG10", [
    { cap: "20TB", iface: "SAS", mpn: "MG10SCA20TEY", also: { [DELL]: dellPn("NT45N") }, src: DELL },
  ]),
  sas("MG10SDA", "MG10", [
    { cap: "8TB", iface: "SAS", mpn: "MG10SDA800EY", also: { [DELL]: dellPn("VJDMM") }, src: DELL },
    { cap: "4TB", iface: "SAS", mpn: "MG10SDA400NY", also: { [DELL]: dellPn("9VN79") }, src: DELL },
  ]),
];
