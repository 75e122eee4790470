/**
 * Where the nearline drive (catalog-nearline-sources.ts), server DIMM and NIC part numbers come
 * from: one key per document or data set, with what it gave and where it is. The build copies
 * these rows into SOURCES.md; the tables (catalog-nearline-*.ts, catalog-dimm-part-numbers.ts)
 * name a key on every row and on every number list. Only facts are taken (part numbers,
 * capacities, speeds, module types, interfaces); no text or code.
 */
import { INDEXED } from "./catalog-naming.ts";
import { NEARLINE_SOURCES } from "./catalog-nearline-sources.ts";

export const PART_SOURCES = {
  ...NEARLINE_SOURCES,
  "pci-ids-chelsio-t6": {
    what: "Chelsio Terminator 6 adapter names (T6225-CR, -SO-CR, -LL-CR; T6425-CR, -SO-CR; T62100-CR, -LP-CR, -SO-CR), vendor 1425 devices 6001-6011, as the seed's `pci-ids` rows name the T4/T5 cards",
    where: "Debian package pci.ids 0.0~2023.04.11, /usr/share/misc/pci.ids",
    licence: "GPL-2.0+ OR BSD-3-Clause (facts only)",
  },
  "nvidia-cx4lx-user-guides": {
    what: "NVIDIA ConnectX-4 Lx Ethernet adapter card user guides, Introduction: ordering part numbers with port count, connector and data rate (MCX4121A-ACAT/ACUT/ACST/ACHT, MCX4121A-XCAT/XCHT, MCX4111A-ACAT/ACUT; OCP 2.0: MCX4411A-ACQN/ACAN/ACUN, MCX4421A-ACQN/ACUN/ACAN)",
    where: "https://docs.nvidia.com/networking/display/CX4LxEN/Introduction and https://docs.nvidia.com/networking/display/CX4LxENOCP2/Introduction",
    licence: "facts only",
  },
  "linuxhw-dmi-memory": {
    what: "dmidecode type 17 records of server and desktop/workstation boards (hw-probe): module part number, size, DDR type, type detail (Registered/LRDIMM) and rated speed. Kept: part numbers seen in at least two records that agree on size, DDR type and module type, whose maker's module code (M393/M386, HMA…R7/L7, …72PZ/72LZ) agrees with that type, and whose highest reported speed is the one the maker's speed code (-CTD, -VK, -2G6…) names (lower ones are configured speeds); numbers without a known speed code need one speed in all records; modules under 4GB are left out",
    where: "github.com/linuxhw/DMI Server/ and Desktop/ @ 57b21bc6fdd863380e99c228c22aafcd1509528c",
    licence: "CC BY 4.0 (linuxhw.org / hw-probe)",
  },
  "dram-mpn-decoder-tests": {
    what: "test table of a DRAM part-number decoder: part number with capacity, rank, DDR type, speed and module type (e.g. 'M393A4K40CB2-CTD # 32GB 2Rx4 DDR4-2666 RDIMM'); used for Micron MTA, Kingston and Crucial numbers the DMI records do not carry. One of its rows (HMAA8GR7AJR4N-WM as 3200) disagrees with the DMI records (2933) and is not used",
    where: `${INDEXED} 56404045999`,
    licence: "facts only",
  },
} as const satisfies Record<string, { what: string; where: string; licence: string }>;

/** A key of PART_SOURCES, or a seed key: `smartmontools-drivedb` (its family regexes place a model), `seagate-product-manuals`. */
export type PartSourceKey = keyof typeof PART_SOURCES | "smartmontools-drivedb" | "seagate-product-manuals";
