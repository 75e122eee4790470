/**
 * OEM 7.2K nearline drive SKUs, each its own variant for the reason catalog-oem-sas.ts gives:
 * an HPE option, an HPE drive model or a NetApp X number is filled by whichever maker drive
 * the OEM qualified, so its capacity, interface and speed are the facts a buyer compares.
 * Dell P/Ns and Lenovo label numbers name one maker drive and sit on that drive's variant
 * instead (catalog-nearline-*.ts).
 */
import type { CatalogComponent } from "../src/schemas/catalog.ts";
import { type OemRow, oemDrives } from "./catalog-oem-sas.ts";

/** HPE midline options as HPE lists them: SC carrier first, then the LP carrier of the same size. */
const hpeOption = (pn: string, cap: string): OemRow => ({ brand: "HPE", pn, cap, rpm: 7200, ff: "3.5in", src: "hpe-option-list" });

const HPE_OPTIONS: OemRow[] = [
  ["P23863-B21", "16TB"], ["P09153-B21", "14TB"], ["881779-B21", "12TB"], ["857644-B21", "10TB"], ["819201-B21", "8TB"], ["861754-B21", "6TB"],
  ["P37669-B21", "18TB"], ["P23608-B21", "16TB"], ["P09155-B21", "14TB"], ["881781-B21", "12TB"], ["P09149-B21", "10TB"], ["834031-B21", "8TB"],
  ["861746-B21", "6TB"],
].map(([pn, cap]) => hpeOption(pn!, cap!));

/** HPE drive models (`MB` midline, capacity in GB) that smartctl reports as 3.5in 7200 rpm SATA drives, and one SAS model. */
const HPE_DRIVES: OemRow[] = [
  ...[
    ["MB004000GWFWB", "4TB"], ["MB006000GWKGR", "6TB"], ["MB006000GWWQT", "6TB"], ["MB008000GWJRT", "8TB"], ["MB008000GWRTC", "8TB"],
    ["MB8000GFECR", "8TB"], ["MB010000GWRTK", "10TB"], ["MB012000GWDFE", "12TB"], ["MB014000GWTFF", "14TB"],
  ].map(([pn, cap]): OemRow => ({ brand: "HPE", pn: pn!, cap: cap!, iface: "SATA", rpm: 7200, ff: "3.5in", src: "linuxhw-enterprisedrive-hdd" })),
  { brand: "HPE", pn: "MB012000JWDFD", cap: "12TB", rpm: 7200, ff: "3.5in", src: "nearline-drive-reports" },
];

/** NetApp NL-SAS and MSATA (a SATA drive behind NetApp's SAS bridge) drives of TR-3838's table. */
const NETAPP: OemRow[] = [
  { brand: "NetApp", pn: "X477A-R6", cap: "4TB", rpm: 7200, ff: null, src: "netapp-tr-3838-drive-table" },
  { brand: "NetApp", pn: "X315A-R6", cap: "4TB", rpm: 7200, ff: null, src: "netapp-tr-3838-drive-table" },
  { brand: "NetApp", pn: "X316A-R6", cap: "6TB", rpm: 7200, ff: null, src: "netapp-tr-3838-drive-table" },
  ...[["X480A-R5", "4TB"], ["X481A-R6", "6TB"], ["X483A-R6", "8TB"], ["X381A-R6", "10TB"]].map(([pn, cap]): OemRow => (
    { brand: "NetApp", pn: pn!, cap: cap!, iface: "SATA", rpm: 7200, ff: null, src: "netapp-tr-3838-drive-table" }
  )),
];

export const OEM_NEARLINE_ROWS: readonly OemRow[] = [...HPE_OPTIONS, ...HPE_DRIVES, ...NETAPP];

/** The nearline OEM SKUs as catalog variants. */
export const oemNearlineDrives = (): CatalogComponent[] => oemDrives(OEM_NEARLINE_ROWS);
