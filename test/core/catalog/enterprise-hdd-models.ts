/**
 * Current enterprise 3.5" hard drives (4-24 TB, SAS and SATA) as sellers name them: the maker's
 * model number, a Dell P/N, an HPE option or drive model, a NetApp or Lenovo number, or the
 * family name with capacity and interface. Every number is one a public data sheet or table
 * states for that drive; `src` is the key of that source in
 * packages/core/src/catalog/data/SOURCES.md (where the document itself is named and linked).
 * `pn` is the number (or family name) the matched variant must carry; `cap` and `iface` are
 * what the source says the drive is.
 */
export type EnterpriseHdd = { title: string; pn: string; cap: string; iface: "SAS" | "SATA"; src: string };

const row = (title: string, pn: string, cap: string, iface: "SAS" | "SATA", src: string): EnterpriseHdd => ({ title, pn, cap, iface, src });

/** HGST / WD Ultrastar: 7K4000, 7K6000, He8, He10, DC HC310 to HC580. */
const HGST_WD: EnterpriseHdd[] = [
  row('HGST Ultrastar 7K4000 HUS724040ALS640 4TB SAS 3.5" 6Gb/s', "HUS724040ALS640", "4TB", "SAS", "hgst-7k4000-sas-spec"),
  row("HGST HUS724040ALE640 4TB 7200RPM SATA 3.5in Ultrastar 7K4000", "HUS724040ALE640", "4TB", "SATA", "linuxhw-enterprisedrive-hdd"),
  row("HGST Ultrastar 7K6000 HUS726040AL5214 4TB SAS 12Gb/s", "HUS726040AL5214", "4TB", "SAS", "hgst-7k6000-sas-spec"),
  row("Dell X4FKY 4TB 7.2K SAS 3.5 HUS726040ALS210", "X4FKY", "4TB", "SAS", "dell-hci-capacity-drives"),
  row("HGST HUS726060AL4210 6TB 7.2K SAS 4Kn", "HUS726060AL4210", "6TB", "SAS", "hgst-7k6000-sas-spec"),
  row("HGST Ultrastar 7K6000 4TB SATA HUS726040ALA610", "HUS726040ALA610", "4TB", "SATA", "dell-hci-capacity-drives"),
  row("HGST He8 HUH728060AL5200 6TB SAS 12Gb/s", "HUH728060AL5200", "6TB", "SAS", "nearline-drive-reports"),
  row("HGST Ultrastar He8 8TB SAS HUH728080AL4200", "HUH728080AL4200", "8TB", "SAS", "nearline-drive-reports"),
  row("HGST Ultrastar He10 10TB SATA HUH721010ALE604", "HUH721010ALE604", "10TB", "SATA", "linuxhw-enterprisedrive-hdd"),
  row("HGST Ultrastar DC HC520 12TB SAS 4Kn HUH721212AL4205", "HUH721212AL4205", "12TB", "SAS", "wd-hc520-sas-spec"),
  row("WD Ultrastar DC HC310 4TB SAS HUS726T4TAL5204", "HUS726T4TAL5204", "4TB", "SAS", "wd-hc310-sas-spec"),
  row("WD Ultrastar DC HC310 6TB SAS 12Gb/s HUS726T6TAL5204", "HUS726T6TAL5204", "6TB", "SAS", "wd-hc310-sas-spec"),
  row("HGST Ultrastar DC HC310 HUS726T4TALE6L4 4TB SATA 6Gb/s", "HUS726T4TALE6L4", "4TB", "SATA", "wd-hc310-sata-spec"),
  row("WD Ultrastar DC HC320 8TB SATA HUS728T8TALE6L4", "HUS728T8TALE6L4", "8TB", "SATA", "wd-hc320-sata-spec"),
  row('Dell 44YFV 8TB 7.2K 12G SAS 3.5" HUS728T8TAL5200', "44YFV", "8TB", "SAS", "dell-hci-capacity-drives"),
  row("WD Ultrastar DC HC530 14TB SATA WUH721414ALE6L4", "WUH721414ALE6L4", "14TB", "SATA", "wd-hc530-sata-spec"),
  row("WD Ultrastar DC HC530 WUH721414AL5204 14TB SAS", "WUH721414AL5204", "14TB", "SAS", "nearline-drive-reports"),
  row("WD Ultrastar DC HC550 16TB SATA WUH721816ALE6L4", "WUH721816ALE6L4", "16TB", "SATA", "wd-hc550-sata-spec"),
  row("WD Ultrastar DC HC550 18TB SAS SED WUH721818AL5201", "WUH721818AL5201", "18TB", "SAS", "wd-hc550-sas-spec"),
  row("WD HC550 WUH721816AL5205 16TB SAS FIPS", "WUH721816AL5205", "16TB", "SAS", "wd-hc550-sas-spec"),
  row("WD Ultrastar DC HC560 20TB SAS WUH722020BL4200 4Kn", "WUH722020BL4200", "20TB", "SAS", "nearline-drive-reports"),
  row("WD Ultrastar DC HC570 22TB SATA WUH722222ALE6L4", "WUH722222ALE6L4", "22TB", "SATA", "smartmontools-drivedb"),
  row("WD Ultrastar DC HC570 22TB SAS WUH722222AL4200", "WUH722222AL4200", "22TB", "SAS", "nearline-drive-reports"),
  row("Western Digital Ultrastar DC HC580 WUH722424AL5201 24TB SAS", "WUH722424AL5201", "24TB", "SAS", "nearline-drive-reports"),
  row("WD Ultrastar DC HC580 24TB SATA WUH722424ALE6L4", "WUH722424ALE6L4", "24TB", "SATA", "smartmontools-drivedb"),
  row("Dell MTTCF 20TB SAS 7.2K 3.5 WUH722420AL5200", "MTTCF", "20TB", "SAS", "dell-hci-capacity-drives"),
];

/** Seagate Exos X10 to X24, 7E8, 7E10 and Enterprise Capacity. */
const SEAGATE: EnterpriseHdd[] = [
  row("Seagate Exos X10 10TB SATA ST10000NM0016", "ST10000NM0016", "10TB", "SATA", "smartmontools-drivedb"),
  row("Seagate Exos X12 12TB SATA ST12000NM0007", "ST12000NM0007", "12TB", "SATA", "smartmontools-drivedb"),
  row("Seagate Exos X14 14TB SATA ST14000NM0018", "ST14000NM0018", "14TB", "SATA", "smartmontools-drivedb"),
  row("Seagate Exos X16 16TB SATA ST16000NM001G", "ST16000NM001G", "16TB", "SATA", "seagate-product-manuals"),
  row("Seagate Exos X16 ST14000NM003G 14TB SATA SED", "ST14000NM003G", "14TB", "SATA", "seagate-product-manuals"),
  row("Seagate Exos X18 18TB SAS ST18000NM004J", "ST18000NM004J", "18TB", "SAS", "seagate-x18-sas-manual"),
  row("Seagate Exos X18 14TB SATA ST14000NM000J", "ST14000NM000J", "14TB", "SATA", "seagate-product-manuals"),
  row("Dell 41DXR 16TB 7.2K SAS 12G 3.5 ST16000NM006J", "41DXR", "16TB", "SAS", "dell-hci-capacity-drives"),
  row("Dell KTJTY 12TB SATA 6G 7.2K ST12000NM002J", "KTJTY", "12TB", "SATA", "dell-hci-capacity-drives"),
  row("Seagate Exos X20 20TB SATA ST20000NM007D", "ST20000NM007D", "20TB", "SATA", "smartmontools-drivedb"),
  row("Seagate Exos X20 20TB SAS 12Gb/s ST20000NM002D", "ST20000NM002D", "20TB", "SAS", "nearline-drive-reports"),
  row("Seagate Exos X22 20TB SATA ST20000NM004E", "ST20000NM004E", "20TB", "SATA", "smartmontools-drivedb"),
  row("Seagate Exos X24 24TB SAS ST24000NM007H", "ST24000NM007H", "24TB", "SAS", "seagate-x24-sas-manual"),
  row("Seagate Exos X24 ST16000NM005H 16TB SAS SED", "ST16000NM005H", "16TB", "SAS", "seagate-x24-sas-manual"),
  row("Dell R5KP7 20TB SAS 12Gbps 7.2K 3.5 ST20000NM007H", "R5KP7", "20TB", "SAS", "dell-hci-capacity-drives"),
  row("Seagate Exos X24 24TB SATA ST24000NM002H", "ST24000NM002H", "24TB", "SATA", "smartmontools-drivedb"),
  row("Seagate Exos 7E8 8TB SATA ST8000NM000A", "ST8000NM000A", "8TB", "SATA", "smartmontools-drivedb"),
  row("Seagate Exos 7E8 6TB SAS ST6000NM003A", "ST6000NM003A", "6TB", "SAS", "seagate-product-manuals"),
  row("Seagate Exos 7E10 8TB SATA SED ST8000NM019B", "ST8000NM019B", "8TB", "SATA", "seagate-7e10-sata-manual"),
  row("Seagate Exos 7E10 ST6000NM004B 6TB SATA 4Kn", "ST6000NM004B", "6TB", "SATA", "seagate-7e10-sata-manual"),
  row("Dell M40TH 8TB 7.2K SAS 3.5 ST8000NM0185", "M40TH", "8TB", "SAS", "dell-hci-capacity-drives"),
  row("Seagate Enterprise Capacity ST4000NM0265 4TB SATA 3.5", "ST4000NM0265", "4TB", "SATA", "linuxhw-enterprisedrive-hdd"),
];

/** Toshiba MG04 to MG10. */
const TOSHIBA: EnterpriseHdd[] = [
  row('Toshiba MG04SCA40EN 4TB 7.2K SAS 3.5"', "MG04SCA40EN", "4TB", "SAS", "nearline-drive-reports"),
  row("Toshiba MG04ACA400E 4TB SATA 512e", "MG04ACA400E", "4TB", "SATA", "linuxhw-enterprisedrive-hdd"),
  row("Toshiba MG06ACA10TE 10TB SATA", "MG06ACA10TE", "10TB", "SATA", "smartmontools-drivedb"),
  row("Toshiba MG07SCA14TE 14TB SAS", "MG07SCA14TE", "14TB", "SAS", "nearline-drive-reports"),
  row("Toshiba MG08ACA16TE 16TB", "MG08ACA16TE", "16TB", "SATA", "smartmontools-drivedb"),
  row("Toshiba MG08ADA400E 4TB SATA", "MG08ADA400E", "4TB", "SATA", "linuxhw-enterprisedrive-hdd"),
  row("Dell FN2YX 4TB SAS MG08SDA400NY", "FN2YX", "4TB", "SAS", "dell-hci-capacity-drives"),
  row("Toshiba MG09SCA18TE 18TB SAS", "MG09SCA18TE", "18TB", "SAS", "nearline-drive-reports"),
  row("Toshiba MG09ACA18TE 18TB SATA", "MG09ACA18TE", "18TB", "SATA", "smartmontools-drivedb"),
  row("Toshiba MG10ACA20TE 20TB SATA", "MG10ACA20TE", "20TB", "SATA", "smartmontools-drivedb"),
  row("Dell NT45N 20TB SAS 12G MG10SCA20TEY", "NT45N", "20TB", "SAS", "dell-hci-capacity-drives"),
  row("Toshiba MG10SDA800EY 8TB SAS", "MG10SDA800EY", "8TB", "SAS", "dell-hci-capacity-drives"),
];

/** OEM numbers: HPE options and drive models, NetApp X numbers, Lenovo FRUs. */
const OEM: EnterpriseHdd[] = [
  row("HPE 881779-B21 12TB SAS 12G Midline 7.2K LFF", "881779-B21", "12TB", "SAS", "hpe-option-list"),
  row("HPE P23608-B21 16TB SAS 12G 7.2K LFF LP 512e ISE", "P23608-B21", "16TB", "SAS", "hpe-option-list"),
  row("HPE 857644-B21 10TB 12G SAS 7.2K LFF Helium", "857644-B21", "10TB", "SAS", "hpe-option-list"),
  row("HPE MB012000GWDFE 12TB SATA 6G 7.2K LFF", "MB012000GWDFE", "12TB", "SATA", "linuxhw-enterprisedrive-hdd"),
  row('HPE MB014000GWTFF 14TB SATA 3.5"', "MB014000GWTFF", "14TB", "SATA", "linuxhw-enterprisedrive-hdd"),
  row("HPE MB012000JWDFD 12TB SAS 12G 7.2K 3.5in", "MB012000JWDFD", "12TB", "SAS", "nearline-drive-reports"),
  row('NetApp X477A-R6 4TB 7.2K NL-SAS 3.5"', "X477A-R6", "4TB", "SAS", "netapp-tr-3838-drive-table"),
  row("NetApp X316A-R6 6TB NL-SAS 7.2K", "X316A-R6", "6TB", "SAS", "netapp-tr-3838-drive-table"),
  row("NetApp X483A-R6 8TB SATA 7.2K", "X483A-R6", "8TB", "SATA", "netapp-tr-3838-drive-table"),
  row("Lenovo 00YK342 10TB 7.2K SATA 3.5in HDD", "00YK342", "10TB", "SATA", "linuxhw-enterprisedrive-hdd"),
  row("Lenovo 00MX141 16TB SATA 7.2K", "00MX141", "16TB", "SATA", "linuxhw-enterprisedrive-hdd"),
  row("Lenovo 03LC279 16TB SATA 3.5 HDD", "03LC279", "16TB", "SATA", "linuxhw-enterprisedrive-hdd"),
];

/** The family named with capacity and interface, no number: one variant fits. */
const BY_FAMILY: EnterpriseHdd[] = [
  row("Seagate Exos X24 20TB SAS 12Gb/s", "Exos X24", "20TB", "SAS", "seagate-x24-sas-manual"),
  row("WD Ultrastar HC310 4TB SAS", "HC310", "4TB", "SAS", "wd-hc310-sas-spec"),
  row("HGST Ultrastar 7K4000 4TB SAS", "7K4000", "4TB", "SAS", "hgst-7k4000-sas-spec"),
];

export const ENTERPRISE_HDDS: readonly EnterpriseHdd[] = [...HGST_WD, ...SEAGATE, ...TOSHIBA, ...OEM, ...BY_FAMILY];
