/**
 * Hand-curated catalog entries the seed lacks. Each states where its facts come from;
 * part numbers are only given where the title or source states them.
 */
import type { CatalogComponent } from "../src/schemas/catalog.ts";
import { decimalGb as gb, slug } from "./catalog-naming.ts";

type Extra = Omit<CatalogComponent, "specs" | "subcategory"> & {
  specs?: CatalogComponent["specs"];
  subcategory?: string | null;
};

const SAMSUNG_CONSUMER: Array<[string, string, string, string, string]> = [
  // [line, form factor, interface, capacity, part number] — Samsung retail part numbers
  ["860 EVO", "2.5in", "SATA", "250GB", "MZ-76E250B"],
  ["860 EVO", "2.5in", "SATA", "500GB", "MZ-76E500B"],
  ["860 EVO", "2.5in", "SATA", "1TB", "MZ-76E1T0B"],
  ["860 EVO", "2.5in", "SATA", "2TB", "MZ-76E2T0B"],
  ["870 EVO", "2.5in", "SATA", "250GB", "MZ-77E250B"],
  ["870 EVO", "2.5in", "SATA", "500GB", "MZ-77E500B"],
  ["870 EVO", "2.5in", "SATA", "1TB", "MZ-77E1T0B"],
  ["870 EVO", "2.5in", "SATA", "2TB", "MZ-77E2T0B"],
  ["870 EVO", "2.5in", "SATA", "4TB", "MZ-77E4T0B"],
  ["970 EVO Plus", "M.2", "NVMe", "500GB", "MZ-V7S500B"],
  ["970 EVO Plus", "M.2", "NVMe", "1TB", "MZ-V7S1T0B"],
  ["970 EVO Plus", "M.2", "NVMe", "2TB", "MZ-V7S2T0B"],
  ["980 PRO", "M.2", "NVMe", "500GB", "MZ-V8P500B"],
  ["980 PRO", "M.2", "NVMe", "1TB", "MZ-V8P1T0B"],
  ["980 PRO", "M.2", "NVMe", "2TB", "MZ-V8P2T0B"],
  ["990 PRO", "M.2", "NVMe", "1TB", "MZ-V9P1T0B"],
  ["990 PRO", "M.2", "NVMe", "2TB", "MZ-V9P2T0B"],
  ["990 PRO", "M.2", "NVMe", "4TB", "MZ-V9P4T0B"],
];

const samsung: Extra[] = SAMSUNG_CONSUMER.map(([line, ff, iface, cap, pn]) => ({
  id: slug(`samsung-${line}-${pn}`),
  category: "ssd",
  brand: "Samsung",
  model: `Samsung ${line} ${cap}`,
  mpn: pn,
  capacity: cap,
  capacity_gb: gb(cap),
  interface: iface,
  form_factor: ff,
  generation: line,
  aliases: [pn.replace("-", ""), `${line} ${cap}`],
  source: "samsung-retail-part-numbers",
}));

/** Homelab staples missing from the seed, facts from the listing titles that name them. */
const staples: Extra[] = [
  {
    id: "mellanox-connectx-2-mnpa19-xtr",
    category: "nic",
    brand: "Mellanox",
    model: "Mellanox ConnectX-2 EN 10GbE SFP+ (MNPA19-XTR)",
    mpn: "MNPA19-XTR",
    capacity: null,
    capacity_gb: null,
    interface: "PCIe",
    form_factor: "PCIe",
    generation: "ConnectX-2 EN",
    aliases: ["MNPA19", "ConnectX-2 10GbE"],
    specs: { ports: 1, speed_gbe: 10 },
    subcategory: "10GbE",
    source: "listing-title",
  },
];

/**
 * Known gaps of the seed (its SOURCES.md lists them), filled with names and capacities from
 * the makers' public spec pages as remembered in this session, not re-read: no part
 * numbers are given, so nothing here can be matched by a number it does not have.
 */
const CURATED = "curated-maker-specs";
const drive = (line: string, brand: string, family: string, cap: string, ff: string, iface: string, extra: string[] = []): Extra => ({
  id: slug(`${brand}-${family}-${cap}-${ff}`), category: "ssd", brand, model: `${brand} ${family} ${cap}`, mpn: null,
  capacity: cap, capacity_gb: gb(cap), interface: iface, form_factor: ff, generation: line,
  aliases: [`${family} ${cap}`, ...extra], source: CURATED,
});
const gaps: Extra[] = [
  ...["480GB", "960GB"].flatMap((c) => [drive("Optane 905P", "Intel", "Optane 905P", c, "U.2", "NVMe"), drive("Optane 905P", "Intel", "Optane 905P", c, "PCIe AIC", "NVMe")]),
  drive("Optane 905P", "Intel", "Optane 905P", "1.5TB", "U.2", "NVMe"),
  ...["960GB", "1.92TB", "3.84TB", "7.68TB"].map((c) => drive("7450 PRO", "Micron", "7450 PRO", c, "U.3", "NVMe")),
  ...["1.6TB", "3.2TB", "6.4TB"].map((c) => drive("7450 MAX", "Micron", "7450 MAX", c, "U.3", "NVMe")),
  ...(["16GB", "32GB"] as const).map((c): Extra => ({
    id: `amd-radeon-instinct-mi50-${c.toLowerCase()}`, category: "gpu", brand: "AMD", model: `AMD Radeon Instinct MI50 ${c}`,
    mpn: null, capacity: c, capacity_gb: gb(c), interface: "PCIe", form_factor: "PCIe", generation: "Vega 20",
    aliases: ["Instinct MI50", "MI50"], source: CURATED,
  })),
  {
    id: "amd-radeon-pro-vii-16gb", category: "gpu", brand: "AMD", model: "AMD Radeon Pro VII 16GB", mpn: null,
    capacity: "16GB", capacity_gb: 16, interface: "PCIe", form_factor: "PCIe", generation: "Vega 20",
    aliases: ["Radeon Pro VII"], source: CURATED,
  },
  ...([["I350-T2", 2], ["I350-T4", 4]] as const).map(([name, ports]): Extra => ({
    id: `intel-${name.toLowerCase()}`, category: "nic", brand: "Intel", model: `Intel Ethernet Server Adapter ${name}`,
    mpn: null, capacity: null, capacity_gb: null, interface: "PCIe", form_factor: "PCIe", generation: "I350",
    aliases: [name, `Intel ${name}`], specs: { ports, speed_gbe: 1 }, subcategory: "1GbE", source: CURATED,
  })),
];

export const EXTRA_COMPONENTS: Extra[] = [...samsung, ...staples, ...gaps];
