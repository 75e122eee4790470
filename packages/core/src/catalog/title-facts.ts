import { isSpace } from "./title-text.ts";

/** Interface, form factor, speeds and prices read from lower-case text (conditions: title-condition.ts). */

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

// `50$` is an amount only when its `$` starts no other one: in "DDR4 2400 $149.99" or "RTX 3080
// $700" the number before the `$` is a speed or a model, and in "58-100141-01 $29.99" a part number.
const PRICE_RE = /(?:\$\s?(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.(\d{1,2}))?|(?<![a-z0-9.-])(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.(\d{1,2}))?\s?\$(?!\s?\d))/g;

/** True when some `$` follows a digit, directly or after one space: only then can `50$` match. */
function mayHaveAmountBeforeDollar(text: string): boolean {
  for (let i = text.indexOf("$"); i >= 0; i = text.indexOf("$", i + 1)) {
    let k = i - 1;
    if (k >= 0 && isSpace(text.charCodeAt(k))) k--;
    if (isDigit(text.charCodeAt(k))) return true;
  }
  return false;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** End of `\d{1,3}(?:,\d{3})+` at `k` (`1,299`), or -1. */
function groupedEnd(text: string, k: number): number {
  let j = k;
  while (j < k + 3 && isDigit(text.charCodeAt(j))) j++;
  let end = -1;
  while (text.charCodeAt(j) === 44 && isDigit(text.charCodeAt(j + 1)) && isDigit(text.charCodeAt(j + 2)) && isDigit(text.charCodeAt(j + 3))) {
    j += 4;
    end = j;
  }
  return end;
}

type PriceMatch = { index: number; end: number; digits: string; cents: string | undefined };

/**
 * The next `$50`, `$ 1,299.99` at or after `from`, read as the `$` alternative of PRICE_RE
 * reads it (whole part `\d{1,3}(?:,\d{3})+` else `\d{1,6}`, then `.\d{1,2}`), without a regex.
 */
function nextDollarFirst(text: string, from: number): PriceMatch | null {
  for (let i = text.indexOf("$", from); i >= 0; i = text.indexOf("$", i + 1)) {
    const k = isSpace(text.charCodeAt(i + 1)) ? i + 2 : i + 1;
    if (!isDigit(text.charCodeAt(k))) continue;
    let j = groupedEnd(text, k);
    if (j < 0) {
      j = k;
      while (j < k + 6 && isDigit(text.charCodeAt(j))) j++;
    }
    const digits = text.slice(k, j);
    let cents: string | undefined;
    if (text.charCodeAt(j) === 46 && isDigit(text.charCodeAt(j + 1))) {
      const c = isDigit(text.charCodeAt(j + 2)) ? 2 : 1;
      cents = text.slice(j + 1, j + 1 + c);
      j += 1 + c;
    }
    return { index: i, end: j, digits, cents };
  }
  return null;
}

function nextPrice(text: string, from: number, mixed: boolean): PriceMatch | null {
  if (!mixed) return nextDollarFirst(text, from);
  PRICE_RE.lastIndex = from;
  const m = PRICE_RE.exec(text);
  return m === null ? null : { index: m.index, end: m.index + m[0].length, digits: m[1] ?? m[3] ?? "0", cents: m[2] ?? m[4] };
}

/** `£120`, `120 €`, `€1.299,00` is not read (a decimal comma is rare in listing titles). */
const POUND_EURO_RE = /[£€]\s?(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.(\d{1,2}))?|(?<![a-z0-9.])(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.(\d{1,2}))?\s?[£€](?!\s?\d)/g;
/** A currency a title names for its prices: a code, or a symbol that is not the bare `$`. */
const CURRENCY_RE = /(?<![a-z])(usd|cad|aud|nzd|gbp|eur)(?![a-z])|(us|c|ca|au|a|nz)\$|(£)|(€)/i;
const PREFIX_CURRENCY: Readonly<Record<string, string>> = { us: "USD", c: "CAD", ca: "CAD", au: "AUD", a: "AUD", nz: "NZD" };

/**
 * The currency a title's prices are written in when it says so (`CAD`, `C$`, `£`, `€`), else
 * null: a bare `$` is the currency of the site it is posted on.
 * @example readCurrency("[H] rtx 3080 [W] $700 cad") // "CAD"
 */
export function readCurrency(text: string): string | null {
  const m = CURRENCY_RE.exec(text);
  if (m === null) return null;
  if (m[1]) return m[1].toUpperCase();
  if (m[2]) return PREFIX_CURRENCY[m[2].toLowerCase()] ?? null;
  return m[3] ? "GBP" : "EUR";
}

function poundEuroPrices(text: string): number[] {
  const out: number[] = [];
  POUND_EURO_RE.lastIndex = 0;
  for (let m = POUND_EURO_RE.exec(text); m !== null; m = POUND_EURO_RE.exec(text)) {
    const whole = (m[1] ?? m[3] ?? "0").replaceAll(",", "");
    const cents = m[2] ?? m[4];
    out.push(Number(cents ? `${whole}.${cents}` : whole));
  }
  return out;
}

/**
 * Every price written with a dollar sign (or, without one, a pound or euro sign), and the one
 * asked: the amount after `=` when the title spells out a sum, otherwise the first.
 */
export function readPrices(text: string): { prices: number[]; price: number | null } {
  const prices: number[] = [];
  if (!text.includes("$")) {
    if (!text.includes("£") && !text.includes("€")) return { prices, price: null };
    const found = poundEuroPrices(text);
    return { prices: found, price: found[0] ?? null };
  }
  let total: number | null = null;
  // The two alternatives start on different characters (`$` or a digit), so without any `50$`
  // shape only `$` amounts can match, and a character scan finds them.
  const mixed = mayHaveAmountBeforeDollar(text);
  for (let m = nextPrice(text, 0, mixed); m !== null; m = nextPrice(text, m.end, mixed)) {
    const digits = m.digits;
    const whole = digits.includes(",") ? digits.replaceAll(",", "") : digits;
    const cents = m.cents;
    const value = Number(cents ? `${whole}.${cents}` : whole);
    prices.push(value);
    // `= $300` or `=$300`: the sum the title spells out.
    const i = m.index;
    if (i > 0 && (text.charCodeAt(i - 1) === 61 || (i > 1 && text.charCodeAt(i - 2) === 61 && isSpace(text.charCodeAt(i - 1))))) total = value;
  }
  return { prices, price: total ?? prices[0] ?? null };
}
