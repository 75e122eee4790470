/**
 * Where the enterprise 10K/15K SAS drive facts come from: one key per document, each with
 * what it gave and where it is. The build copies these rows into SOURCES.md; the drive
 * tables (catalog-enterprise-sas.ts, catalog-oem-sas.ts) name a key on every row.
 * Only facts are taken (model and part numbers, capacities, speeds); no text or code.
 */
import { INDEXED } from "./catalog-naming.ts";

export const SAS_SOURCES = {
  "seagate-exos-10e2400-manual": {
    what: "Seagate Exos 10E2400 SAS product manual 100827454 Rev. F, cover: 512E/4KN and 512N standard, SED, SED-FIPS and ISE model numbers; the same numbers head the Enterprise Performance 10K HDD v9 manual 100818015 (fdocuments.us)",
    where: "https://manuzoid.com/manuals/MJkgJ-Seagate%20ST600MM0009%20Exos%2010E2400%20600%20GB%20512N%2012%20Gb%20s%20SAS%20User%20manual",
  },
  "seagate-exos-15e900-manual": {
    what: "Seagate Exos 15E900 SAS product manual 100827313 Rev. C, cover: 512N and 512E/4KN standard, SED, ISE and SED-FIPS model numbers",
    where: "https://manuzoid.com/manuals/24Moa-Seagate%20ST300MP0006%20Exos%2015E900%20300GB%205xxn%2012%20Gb%20s%20SAS%20User%20manual",
  },
  "seagate-ep15k-v5-manual": {
    what: "Seagate Enterprise Performance 15K HDD v5 product manual 100748152 Rev. C, cover (HDD models only; the Turbo SSHD models are left out)",
    where: "https://vdocuments.site/enterprise-performance-15k-hdd-v5-enterprise-turbo-sshd-v2-2017-11-10-enterprise.html",
  },
  "seagate-ep15k-v4-manual": {
    what: "Seagate Enterprise Performance 15K HDD (v4) product manual 100721324 Rev. B, cover (HDD models only)",
    where: "http://manualzilla.com/doc/7312700/seagate-enterprise-performance-15k-hdd-savvio-15k-product...",
  },
  "seagate-ep10k-v7-manual": {
    what: "Seagate Enterprise Performance 10K HDD v7 product manual 100713202 Rev. C, cover",
    where: "https://somanualss.com/html/14/Seagate-Computer-Drive-ST1200MM0007-User-Guide.html",
  },
  "seagate-ep10k-v8-reports": {
    what: "Enterprise Performance 10K HDD v8 model numbers: a drive label transcribed as 'ST1200MM0018 (Enterprise Performance 10K HDD v8 1.2TB)' and a firmware bundle listing ST300MM0008, ST600MM0008, ST900MM0168, ST1200MM0088, ST1800MM0008 under one firmware; sizes from drive reports",
    where: `${INDEXED}s 59007034624 (label), 71215059513 (firmware groups), 54140104196 and 10044366317 (sizes)`,
  },
  "seagate-savvio-10k6-manual": {
    what: "Seagate Savvio 10K.6 SAS product manual 100699181 Rev. C, cover",
    where: "https://manuzoid.com/manuals/2E51J-Seagate%20Savvio%20ST300MM0006-30PK%20hard%20disk%20drive",
  },
  "seagate-savvio-10k5-manual": {
    what: "Seagate Savvio 10K.5 SAS product manual 100628561, cover",
    where: "https://manualmachine.com/seagate/st9450405ss/1360442-user-manual",
  },
  "seagate-savvio-10k4-manual": {
    what: "Seagate Savvio 10K.4 SAS product manual 100539221 Rev. A, cover",
    where: "http://somanuals.com/html/24/Seagate-SAVVIO-ST9600204SS-User-Manual.html",
  },
  "seagate-savvio-10k3-manual": {
    what: "Seagate Savvio 10K.3 SAS product manual 100516229 Rev. D, cover",
    where: "https://www.manualslib.com/manual/380565/Seagate-10k-3-Savvio-300-Gb-Hard-Drive.html",
  },
  "seagate-savvio-15k3-manual": {
    what: "Seagate Savvio 15K.3 SAS product manual 100629381, cover",
    where: "https://www.manualshelf.com/manual/seagate/savvio-st9146653ss/computer-drive-user-manual.html",
  },
  "seagate-savvio-15k2-manual": {
    what: "Seagate Savvio 15K.2 SAS product manual 100516230 Rev. E, cover",
    where: "https://skb.usermanuals.us/manual/24/Seagate-SAVVIO-15K2-SAS-ST973352SS-User-Manual.html",
  },
  "hgst-c10k1800-spec": {
    what: "HGST Ultrastar C10K1800 hard disk drive specification v1.5 (2016), model list",
    where: "https://pdfkiwi.com/documents/ultrastar-c10k1800-oem-specification-5dec11f78ba8c",
  },
  "hgst-c15k600-spec": {
    what: "HGST Ultrastar C15K600 hard disk drive specification v1.6 (2016), model list",
    where: "https://manualmachine.com/hgst/huc156030css200/8121924-operation-manual",
  },
  "hgst-c10k600-spec": {
    what: "HGST Ultrastar C10K600 hard disk drive specification v3.0 (2012), model list",
    where: "https://docslib.org/doc/7443810/product-manual-ultrastar-c10k600-oem-specification",
  },
  "hgst-c15k147-spec": {
    what: "HGST Ultrastar C15K147 hard disk drive specification v2.00 (2012), model list",
    where: "https://manualmachine.com/hgst/huc151473css600/17786601-user-manual",
  },
  "drive-inventory-reports": {
    what: "drive model strings shown next to their size (and rpm, form factor) in public inventories, smartctl/lsscsi/RAID-controller outputs and firmware notes: HGST C10K600/C10K900/C10K1200 and Toshiba AL13/AL14/AL15 models; EMC 118033034-02 and Toshiba HDEBC00NAA51 from one homelab inventory. Where a report gives no size, the size is the capacity field of the model number (HUC1090·60 → 600GB, AL13SEB·600 → 600GB)",
    where: `${INDEXED}s 62659609237, 63267609938, 67477943464, 28250130805, 48208699877, 1253031308, 10879358026 (Checkmk smartctl fixture), 5025288787, 41200525284, 10019183523, 22094761511, 46471732027, 16005770966, 21029100812, 58644321339, 6317487710, 27698993003, 1506867692, 56819204592, 59702363544, 56691063619, 29197911426, 48079650890, 57361008776, 35400037890`,
  },
  "toshiba-al-series-speeds": {
    what: "Toshiba AL series spindle speeds: AL14SE/AL15SE 10,500 rpm (10K class), AL14SX 15K rpm (Toshiba product manager, 2019); AL13SX at 15000 rpm in a smartctl report",
    where: "https://www.techfromthenet.it/201905298713/Tech-storage/toshiba-lo-storage-meccanico-ha-ancora-carte-da-giocare.html",
  },
  "dell-azure-hci-support-matrix": {
    what: "Dell Azure Stack HCI / Azure Local support matrix, 'SAS 2.5\" HDD Capacity Only': maker model and Dell Device Part Number (P/N) of 10K 2.4TB drives",
    where: "github.com/wturner123/azurestack-docs content/en/docs/hci/SupportMatrix/2512/14G-15G_HCI/_index.md and SupportMatrix/Archive/WS2016/_index.md @ b14c5822284822ead0d705e014dfba3ba0a43558",
  },
  "hpe-option-list": {
    what: "HPE 10K/15K SFF and 7.2K midline LFF SAS option numbers (-B21) with capacity, speed and form factor (LFF = 3.5in, SC and LP carriers), from a reseller catalog generator; 872479-B21 and its spare 872737-001 also in two parts databases and several HPE configuration BOMs",
    where: `${INDEXED}s 20562613550 (option list), 57373392064 and 56471899770 (spare), 6686786768 (BOM)`,
  },
  "hp-drive-inventory": {
    what: "HP drive model strings with their spare and GPN numbers, size and speed, from one homelab inventory",
    where: `${INDEXED} 62659609237`,
  },
  "cisco-ucs-inventory": {
    what: "Cisco UCS drive PID with its description ('1.2TB 12G SAS 10K RPM SFF HDD') and the maker drives reported under it (Seagate ST1200MM0009, ST1200MM0088; Toshiba AL15SEB120N) in Redfish and UCS CLI outputs",
    where: `${INDEXED}s 35766088370, 35400037890, 9655036686, 53438135803`,
  },
  "netapp-tr-3838-drive-table": {
    what: "NetApp drive table 'taken from TR-3838': model number, marketed size, type and rpm of the 10K SAS drives and of the 7.2K NL-SAS and MSATA (SATA) drives; NetApp X423/X425 inquiry strings from drive reports",
    where: `${INDEXED} 28246767139 (table); 54140104196, 48633555895 and 59736468437 (inquiry strings)`,
  },
} as const satisfies Record<string, { what: string; where: string }>;

/** A key of SAS_SOURCES (or the older `listing-title` key kept for IBM 00RX908). */
export type SasSourceKey = keyof typeof SAS_SOURCES | "listing-title";
