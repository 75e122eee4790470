/** Interface, form factor and speeds read from lower-case text (conditions: title-condition.ts, prices: title-price.ts). */

/** `DDR-4`, `DDR 4` and the module names `PC4-2666`/`PC3L-12800` name the memory generation too. */
const INTERFACE_RE = /(?<![a-z0-9])(nvme|sas|sata|pcie|pci-e|usb|ddr[- ]?[2345]|ddr3l|pc[2345]l?(?![0-9]))(?![a-z])/;
const FORM_RE = /(?<![a-z0-9])(3\.5 ?(?:"|''|in\b|inch)|lff|2\.5 ?(?:"|''|in\b|inch)|sff|m\.2|u\.2|u\.3|lrdimm|load reduced|rdimm|registered|ecc reg|\breg\b|udimm|unbuffered|so-?dimm|[1-4]u)(?![a-z0-9])/;

export function readInterface(lower: string): string | null {
  const m = INTERFACE_RE.exec(lower);
  if (!m) return /(?<![a-z0-9])u\.[23](?![0-9])/.test(lower) ? "NVMe" : null;
  const w = m[1]!;
  if (w.startsWith("ddr")) return `DDR${w.charAt(w.length - (w === "ddr3l" ? 2 : 1))}`;
  if (w.startsWith("pc") && !w.startsWith("pci")) return `DDR${w.charAt(2)}`;
  return w === "nvme" ? "NVMe" : w === "pcie" || w === "pci-e" ? "PCIe" : w.toUpperCase();
}

export function readFormFactor(lower: string): string | null {
  const m = FORM_RE.exec(lower);
  if (!m) return null;
  const w = m[1]!;
  if (w.startsWith("3.5") || w === "lff") return "3.5in";
  if (w.startsWith("2.5") || w === "sff") return "2.5in";
  if (w === "m.2" || w === "u.2" || w === "u.3") return w.toUpperCase();
  if (w === "lrdimm" || w === "load reduced") return "LRDIMM";
  if (w === "rdimm" || w === "registered" || w === "ecc reg" || w === "reg") return "RDIMM";
  if (w === "udimm" || w === "unbuffered") return "UDIMM";
  if (w.startsWith("so")) return "SODIMM";
  return w.toUpperCase();
}

const RAM_SPEEDS = new Set([800, 1066, 1333, 1600, 1866, 2133, 2400, 2666, 2933, 3200, 3600, 4800, 5200, 5600, 6000, 6400]);
const SPEED_RE = /(?<![a-z0-9])(?:ddr[345]l?[- ]?(\d{4})|(\d{4})\s?(?:mhz|mt\/s)|pc([345])l?-(\d{4,5})|(\d{4}))(?![0-9])/g;

/** Memory speed in MT/s from `DDR4-2666`, `2666MHz`, `PC4-21300`, `PC3-12800` or a bare `2666`. */
export function readRamSpeed(lower: string): number | null {
  SPEED_RE.lastIndex = 0;
  for (let m = SPEED_RE.exec(lower); m !== null; m = SPEED_RE.exec(lower)) {
    let n = Number(m[1] ?? m[2] ?? m[5]);
    // PC3-12800 / PC4-21300 name the bandwidth in MB/s (8 bytes a transfer); PC4-2666V names the speed.
    if (m[4] !== undefined) n = Number(m[4]) > 6400 ? nearestSpeed(Number(m[4]) / 8) : Number(m[4]);
    if (RAM_SPEEDS.has(n)) return n;
  }
  return null;
}

function nearestSpeed(n: number): number {
  let best = 0;
  for (const s of RAM_SPEEDS) if (Math.abs(s - n) < Math.abs(best - n)) best = s;
  return best;
}

const GBE_RE = /(?<![a-z0-9.])(1|2\.5|5|10|25|40|50|56|100|200|400)\s?(?:gbe|gbit|gbps|gb|g)(?![a-z0-9])/;

/** Link speed in Gb/s of a NIC or switch (`10GbE`, `25Gb`, `100G`). */
export function readLinkSpeed(lower: string): number | null {
  const m = GBE_RE.exec(lower);
  return m ? Number(m[1]) : null;
}
