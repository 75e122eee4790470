/**
 * HGST Ultrastar air-filled and early DC rows: 7K4000, 7K6000, DC HC310 and DC HC320. The
 * numbers follow HGST's scheme (HUS726040AL5214: 7200 rpm, 4TB, AL52x = SAS 12Gb/s 512e,
 * AL42x = SAS 4Kn, ALS2x/ALS64x = SAS, ALE6x/ALA6x/ALN6x = SATA; the last digit is the
 * security build), and each list comes from the source that states it. Sellers write
 * `7K4000` for the Deskstar too, so the 7K families keep no short name: `Ultrastar 7K4000`
 * in the title still meets the model name.
 */
import { dellPn } from "./catalog-naming.ts";
import type { NearlineFamily } from "./catalog-nearline-drives.ts";

const ED = "linuxhw-enterprisedrive-hdd";
const DELL = "dell-hci-capacity-drives";
/** HGST builds of one drive: `builds("HUS726040AL", ["521", "421"], ["0", "1", "4", "5"])` → AL5210/1/4/5 and AL4210/1/4/5. */
const builds = (stem: string, ends: string[], digits: string[]) => ends.flatMap((e) => digits.map((d) => `${stem}${e}${d}`));

const K4000: NearlineFamily = {
  brand: "HGST", prefix: "HGST", line: "Ultrastar 7K4000", rpm: 7200,
  rows: [
    { cap: "4TB", iface: "SAS", mpn: "HUS724040ALS640", also: { "hgst-7k4000-sas-spec": ["HUS724040ALS641"] }, src: "hgst-7k4000-sas-spec" },
    { cap: "4TB", iface: "SATA", mpn: "HUS724040ALE640", also: { [ED]: ["HUS724040ALE641", "HUS724040ALA640"] }, src: ED },
  ],
};

const K6000_SAS = (tb: string) => builds(`HUS7260${tb}0AL`, ["521", "421"], ["0", "1", "4", "5"]);

const K6000: NearlineFamily = {
  brand: "HGST", prefix: "HGST", line: "Ultrastar 7K6000", rpm: 7200,
  rows: [
    {
      cap: "4TB", iface: "SAS", mpn: "HUS726040AL5210",
      also: { "hgst-7k6000-sas-spec": K6000_SAS("4"), [DELL]: ["HUS726040ALS210", ...dellPn("X4FKY")] }, src: "hgst-7k6000-sas-spec",
    },
    { cap: "6TB", iface: "SAS", mpn: "HUS726060AL5210", also: { "hgst-7k6000-sas-spec": K6000_SAS("6") }, src: "hgst-7k6000-sas-spec" },
    // The seed holds these SATA numbers one id each; the rows bring the Dell and hw-probe builds to them.
    {
      cap: "4TB", iface: "SATA", mpn: "HUS726040ALE610",
      also: { [ED]: ["HUS726040ALA610", "HUS726040ALA614", "HUS726040ALE614"], [DELL]: dellPn("61FFW") }, src: ED,
    },
    { cap: "6TB", iface: "SATA", mpn: "HUS726060ALE614", also: { [ED]: ["HUS726060ALE610"] }, src: ED },
  ],
};

const HC310: NearlineFamily = {
  brand: "HGST", prefix: "HGST", line: "Ultrastar HC310", short: ["HC310"], rpm: 7200,
  rows: [
    {
      cap: "4TB", iface: "SAS", mpn: "HUS726T4TAL5204",
      also: {
        "wd-hc310-sas-spec": builds("HUS726T4TAL", ["520", "420", "S20"], ["1", "4", "5"]),
        [DELL]: ["HUS726T4TALS200", ...dellPn("NT1X2")],
      },
      src: "wd-hc310-sas-spec",
    },
    { cap: "6TB", iface: "SAS", mpn: "HUS726T6TAL5204", also: { "wd-hc310-sas-spec": builds("HUS726T6TAL", ["520", "420"], ["1", "4", "5"]) }, src: "wd-hc310-sas-spec" },
    {
      cap: "4TB", iface: "SATA", mpn: "HUS726T4TALA6L1",
      also: {
        "wd-hc310-sata-spec": ["HUS726T4TALE6L4", "HUS726T4TALN6L4", "HUS726T4TALA6L4"],
        [DELL]: ["HUS726T4TALA6L0", ...dellPn("YH3T9")],
      },
      src: "smartmontools-drivedb",
    },
    { cap: "6TB", iface: "SATA", mpn: "HUS726T6TALE6L4", also: { "wd-hc310-sata-spec": ["HUS726T6TALN6L4"], [ED]: ["HUS726T6TALE6L1"] }, src: "wd-hc310-sata-spec" },
  ],
};

const HC320: NearlineFamily = {
  brand: "HGST", prefix: "HGST", line: "Ultrastar HC320", short: ["HC320"], rpm: 7200,
  rows: [
    { cap: "8TB", iface: "SAS", mpn: "HUS728T8TAL5200", also: { [DELL]: dellPn("44YFV") }, src: DELL },
    {
      cap: "8TB", iface: "SATA", mpn: "HUS728T8TALE6L4",
      also: { "wd-hc320-sata-spec": ["HUS728T8TALN6L4"], [ED]: ["HUS728T8TALE6L0"], [DELL]: dellPn("1WMVC") }, src: "wd-hc320-sata-spec",
    },
  ],
};

export const HGST_FAMILIES: readonly NearlineFamily[] = [K4000, K6000, HC310, HC320];
