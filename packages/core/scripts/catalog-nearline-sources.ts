/**
 * Where the 3.5" nearline drive numbers come from (catalog-nearline-*.ts, catalog-oem-nearline.ts):
 * one key per document or data set, with what it gave and where it is. catalog-part-sources.ts
 * merges these into PART_SOURCES, which the build copies into SOURCES.md. Only facts are taken
 * (model and part numbers, capacities, interfaces, speeds); no text or code.
 */
import { INDEXED } from "./catalog-naming.ts";

export const NEARLINE_SOURCES = {
  "linuxhw-enterprisedrive-hdd": {
    what: "smartctl reports of enterprise HDDs from servers (hw-probe): device model, user capacity, rotation rate, form factor, SATA version and smartctl's model family, one report per model read (`HDD/<vendor>/<prefix>/<model>/<id>`); HPE drive models (MB012000GWDFE …) with their size; the Lenovo numbers a Lenovo-labelled drive carries in its model string ('ST10000NM0086 00YK342 00YK345LEN')",
    where: "github.com/linuxhw/EnterpriseDrive HDD/ @ 66faf203c101ca6b6bb96b5eb84610374b37e7ad",
    licence: "CC BY 4.0 (linuxhw.org / hw-probe)",
  },
  "dell-hci-capacity-drives": {
    what: "Dell Azure Stack HCI / Azure Local support matrices, 'SAS 3.5\" HDD' and 'SATA 3.5\" HDD Capacity Only' tables (interface, form factor, maker, Dell code name, maker model, Dell P/N, capacity) and the firmware tables ('HGST HUH721010AL4200 … Storage - 10TB SAS HDD'); Dell's firmware row 'Cimarron (Exos 7E8), HDD, 12Gbps SAS, 3.5' names the 7E8 code name; Summit rows carry the Exos X24 SAS manual's numbers (ST12000NM007H …); Evans BP is Exos X18 (seagate-firmware-codenames); Makara BP and Makara Plus (ST4000NM0295, ST8000NM0185 SAS; ST4000NM0265, ST8000NM0205 SATA) are Enterprise Capacity 3.5 HDD, the family smartctl names for ST4000NM0265 (linuxhw-enterprisedrive-hdd); London DP WUH722420AL5200 has the stem of the DC HC580 (WUH7224…)",
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
    what: "drive model strings shown with their interface and size in smartctl, storcli, lsscsi, camcontrol and Ceph outputs and homelab write-ups: HUH728080AL4200 ('8 TB, 7200 rpm, SAS 12 Gb/s'), HUH728080AL5200, WUH721414AL5204 (storcli SAS 12.732 TB), WUH721818AL5204 (smartctl SAS 18.0 TB; 'Ultrastar DC HC550 WUH721818AL5204'), WUH722020BL5204 ('a 20 TB SAS model'), MG07SCA12TE ('12TB SAS drives'), MG07SCA14TE (smartctl SAS fixture), MG08SCA16TE (lsscsi 16.0TB), MG09SCA18TE (storcli SAS 16.370 TB), ST20000NM002D ('Seagate Exos X20 20 To'; Ceph SAS device 18.1T), HUH728060AL5200 (storcli JBOD SAS 5.458 TB), WUH722424AL5201 (a reseller feed: 'Ultrastar DC HC580 WUH722424AL5201', 'Hard Drives > 24TB > 3.5 > SAS > 7.2K RPM'), MB012000JWDFD ('12 TB SAS HGST He12'; TrueNAS disk of 12000138625024 bytes), MG04SCA40EN (smartctl: SAS, 4.00 TB, 7200 rpm, 3.5 inches; https://pastebin.com/nAVBMrCW), and SAS builds a UCS firmware bundle groups by firmware (WUH721414AL4200, WUH721816AL4200, WUH721818AL4205, WUH722020BL4200, WUH722222AL4200, ST18000NM006J: the size is the model number's capacity field)",
    where: `${INDEXED}s 68304497295, 17463565882, 52664536413, 659238401, 2662173415, 2507303462, 63225437575, 57102757957, 69401368930, 2884215940, 27721470531, 13204808760, 48161517343, 42233097052, 1584850445, 12290011609, 68354913370, 61523268359, 70117048792, 71215059513`,
    licence: "facts only",
  },
  "curated-drive-tables": {
    what: "hand-written drive tables of one public project (family, interface, capacity, model number): used only for numbers another listed source or the model-number family agrees with (HC510/HC520/HC530/HC550 SAS 12 Gb/s, Red Plus 14TB WD140EFGX, Toshiba MG06SCA10TE); the tables hold errors elsewhere (AL15SEB numbers), so nothing rests on them alone without that agreement",
    where: `${INDEXED}s 69853267224 (WD), 69888624055 (Seagate), 69695667171 (Toshiba)`,
    licence: "facts only",
  },
  "seagate-firmware-codenames": {
    what: "Seagate firmware file names pairing Dell code names with families ('MobulaBPExosX14SATA', 'EvansExosX16SATA'), used to place Dell's Mobula BP and Evans SAS drives in Exos X14 and X16; 'ExosX18-EvansBP-STD-SATA-512E' places Evans BP in Exos X18",
    where: `${INDEXED}s 54832894902, 27246979157`,
    licence: "facts only",
  },
  "wd-hc550-sas-spec": {
    what: "Ultrastar DC HC550 3.5 inch Serial Attached SCSI specification rev 1.5 (2021), models WUH721818AL5200/5201/5204/5205 and WUH721816AL5201/5204/5205",
    where: "https://vdocument.in/hard-disk-drive-specifications-ultrastar-dc-hc550-2021-1-16-revision-14-18.html",
    licence: "facts only",
  },
  "wd-hc550-sata-spec": {
    what: "Ultrastar DC HC550 3.5 inch Serial ATA specification rev 1.3 (2021), models WUH721818ALE6L1/6L4 and WUH721816ALE6L1/6L4",
    where: "https://manualmachine.com/westerndigital/wuh721818ale6l1/17908189-user-manual",
    licence: "facts only",
  },
  "wd-hc310-sas-spec": {
    what: "Ultrastar DC HC310 3.5 inch Serial Attached SCSI specification rev 1.4 (2018), models HUS726T6TAL5201/4/5, HUS726T6TAL4201/4/5, HUS726T4TAL5201/4/5, HUS726T4TAL4201/4/5, HUS726T4TALS201/4/5",
    where: "https://manualmachine.com/westerndigital/hus726t4tal5201/8193322-manual/",
    licence: "facts only",
  },
  "wd-hc310-sata-spec": {
    what: "Ultrastar DC HC310 3.5 inch Serial ATA specification rev 1.4 (2018), models HUS726T6TALE6L4, HUS726T6TALN6L4, HUS726T4TALE6L4, HUS726T4TALN6L4, HUS726T4TALA6L4",
    where: "https://manualmachine.com/westerndigital/hus726t4tale6l4/8193370-user-manual",
    licence: "facts only",
  },
  "wd-hc320-sata-spec": {
    what: "Ultrastar DC HC320 3.5 inch Serial ATA specification rev 1.3 (2018), models HUS728T8TALE6L4 and HUS728T8TALN6L4",
    where: "https://dokumen.tips/documents/hard-disk-drive-specifications-ultrastar-dc-hc320-hard-disk-drive-specifications.html",
    licence: "facts only",
  },
  "hgst-7k6000-sas-spec": {
    what: "HGST Ultrastar 7K6000 3.5 inch Serial Attached SCSI specification rev 1.6 (2016), models HUS7260{60,50,40,20}AL5210/1/4/5 and AL4210/1/4/5 (6, 5, 4 and 2 TB)",
    where: "https://manualmachine.com/hgst/hus726060al5210/8121916-service-manual",
    licence: "facts only",
  },
  "hgst-7k4000-sas-spec": {
    what: "HGST Ultrastar 7K4000 3.5\" SAS 6Gb specification version 1.8 (2016), models HUS724040ALS640/641, HUS724030ALS640/641, HUS724020ALS640/641",
    where: "https://manuals.online/hgst/storage/hus724040als640/user-manual/1yeeg",
    licence: "facts only",
  },
  "seagate-x24-sas-manual": {
    what: "Seagate Exos X24 SAS product manual 200562600 Rev. A, cover: 512E ISE models ST24000NM007H, ST20000NM007H, ST16000NM007H, ST12000NM007H; SED models ST24000NM005H … ST12000NM005H; SED-FIPS models ST24000NM006H, ST20000NM006H, ST16000NM006H, ST12000NM009H",
    where: "https://manuals.plus/seagate/st20000nm007h-512e-self-encrypting-ise-models-manual",
    licence: "facts only",
  },
  "seagate-7e10-sata-manual": {
    what: "Seagate Exos 7E10 SATA product manual 200440800 Rev. F, cover: 512E/4KN standard, SED, ISE, FIPS and non-mirrored models and 4KN standard, SED and ISE models (2-10 TB)",
    where: "https://manualmachine.com/seagate/st10000nm006bexos7e10sata/27632135-product-manual-2022-rev",
    licence: "facts only",
  },
} as const satisfies Record<string, { what: string; where: string; licence: string }>;
