/**
 * Where the nearline drive and server DIMM part numbers come from: one key per document or
 * data set, with what it gave and where it is. The build copies these rows into SOURCES.md;
 * the tables (catalog-nearline-*.ts, catalog-dimm-part-numbers.ts) name a key on every row
 * and on every number list. Only facts are taken (part numbers, capacities, speeds, module
 * types, interfaces); no text or code.
 */

/** The code index behind the search tool names no repository for full-text hits; its file id is what can be cited. */
const INDEXED = "public repository file reached through a full-text code index that does not name repositories; index file id";

export const PART_SOURCES = {
  "linuxhw-enterprisedrive-hdd": {
    what: "smartctl reports of enterprise HDDs from servers (hw-probe): device model, user capacity, rotation rate, form factor, SATA version and smartctl's model family, one report per model read (`HDD/<vendor>/<prefix>/<model>/<id>`)",
    where: "github.com/linuxhw/EnterpriseDrive HDD/ @ 66faf203c101ca6b6bb96b5eb84610374b37e7ad",
    licence: "CC BY 4.0 (linuxhw.org / hw-probe)",
  },
  "dell-hci-capacity-drives": {
    what: "Dell Azure Stack HCI / Azure Local support matrices, 'SAS 3.5\" HDD' and 'SATA 3.5\" HDD Capacity Only' tables (interface, form factor, maker, Dell code name, maker model, Dell P/N, capacity) and the firmware tables ('HGST HUH721010AL4200 … Storage - 10TB SAS HDD'); Dell's firmware row 'Cimarron (Exos 7E8), HDD, 12Gbps SAS, 3.5' names the 7E8 code name",
    where: "github.com/wturner123/azurestack-docs content/en/docs/hci/SupportMatrix/*/ (14G-15G_HCI, 16G_HCI, Archive/WS2016) @ b14c5822284822ead0d705e014dfba3ba0a43558",
    licence: "facts only",
  },
  "hgst-he8-sas-spec": {
    what: "HGST Ultrastar He8 3.5 inch Serial Attached SCSI hard disk drive specification rev 1.8 (2016), filed under model HUH728080AL5200",
    where: "https://manualmachine.com/hgst/huh728080al5200/8121912-service-manual",
    licence: "facts only",
  },
  "wd-hc520-sas-spec": {
    what: "Ultrastar DC HC520 (previously known as Ultrastar He12) 3.5 inch SAS specification rev 1.3 (2020), models HUH721212AL5200/1/4/5 and HUH721212AL4200/1/4/5",
    where: "https://dokumen.tips/documents/hard-disk-drive-specifications-ultrastar-dc-hc520-.html",
    licence: "facts only",
  },
  "wd-hc530-sata-spec": {
    what: "Ultrastar DC HC530 3.5 inch Serial ATA specification rev 1.3 (2020), models WUH721414ALE6L4 and WUH721414ALE6L1",
    where: "https://manualmachine.com/westerndigital/wuh721414ale6l4/17906696-user-manual",
    licence: "facts only",
  },
  "seagate-x10-sas-manual": {
    what: "Seagate X10 SAS product manual 100828055 Rev. C (Enterprise Capacity 3.5 HDD v6 SAS 100791103): standard, SED and SED-FIPS 512E and 4KN model numbers",
    where: "https://vdocuments.us/x10-sas-product-manual-seagate.html",
    licence: "facts only",
  },
  "seagate-x12-sas-manual": {
    what: "Seagate X12 SAS product manual 100828039 Rev. B: standard model ST12000NM0027, SED model ST12000NM0037",
    where: "https://vdocuments.site/x12-sas-product-manual-when-referring-to-drive-capacity-one-gigabyte-or-gb.html",
    licence: "facts only",
  },
  "seagate-x16-sas-manual": {
    what: "Seagate X16 SAS product manual 100845788 Rev. K, cover: standard, self-encrypting and SED-FIPS 512E models",
    where: "https://pdfslide.net/documents/x16-sas-product-manual-this-document-and-the-sas-interface-manual-part-number.html",
    licence: "facts only",
  },
  "seagate-x18-sas-manual": {
    what: "Seagate X18 SAS product manual 100865853 Rev. H, cover: standard, self-encrypting and SED-FIPS 140-3 512E models",
    where: "https://manualspro.net/396837-seagate-st18000nm004j-18-tb-hard-drive-user-manual",
    licence: "facts only",
  },
  "seagate-7e10-sas-manual": {
    what: "Seagate 7E10 SAS product manual 201473700 Rev. E, cover: 512N standard, SED, SED-FIPS and ISE models",
    where: "https://fdocuments.net/document/7e10-sas-product-manual-512n-sector-size.html",
    licence: "facts only",
  },
  "nearline-drive-reports": {
    what: "drive model strings shown with their interface and size in smartctl, storcli, lsscsi, camcontrol and Ceph outputs and homelab write-ups: HUH728080AL4200 ('8 TB, 7200 rpm, SAS 12 Gb/s'), HUH728080AL5200, WUH721414AL5204 (storcli SAS 12.732 TB), WUH721818AL5204 (smartctl SAS 18.0 TB; 'Ultrastar DC HC550 WUH721818AL5204'), WUH722020BL5204 ('a 20 TB SAS model'), MG07SCA12TE ('12TB SAS drives'), MG07SCA14TE (smartctl SAS fixture), MG08SCA16TE (lsscsi 16.0TB), MG09SCA18TE (storcli SAS 16.370 TB), ST20000NM002D ('Seagate Exos X20 20 To'; Ceph SAS device 18.1T)",
    where: `${INDEXED}s 68304497295, 17463565882, 52664536413, 659238401, 2662173415, 2507303462, 63225437575, 57102757957, 69401368930, 2884215940, 27721470531, 13204808760, 48161517343, 42233097052, 1584850445`,
    licence: "facts only",
  },
  "curated-drive-tables": {
    what: "hand-written drive tables of one public project (family, interface, capacity, model number): used only for numbers another listed source or the model-number family agrees with (HC510/HC520/HC530/HC550 SAS 12 Gb/s, Red Plus 14TB WD140EFGX, Toshiba MG06SCA10TE); the tables hold errors elsewhere (AL15SEB numbers), so nothing rests on them alone without that agreement",
    where: `${INDEXED}s 69853267224 (WD), 69888624055 (Seagate), 69695667171 (Toshiba)`,
    licence: "facts only",
  },
  "seagate-firmware-codenames": {
    what: "Seagate firmware file names pairing Dell code names with families ('MobulaBPExosX14SATA', 'EvansExosX16SATA'), used to place Dell's Mobula BP and Evans SAS drives in Exos X14 and X16",
    where: `${INDEXED} 54832894902`,
    licence: "facts only",
  },
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

/** A key of PART_SOURCES, or a seed key (`smartmontools-drivedb`) whose family regexes place a model. */
export type PartSourceKey = keyof typeof PART_SOURCES | "smartmontools-drivedb";
