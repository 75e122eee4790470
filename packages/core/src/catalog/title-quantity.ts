/** Capacity and quantity read from item text (lower case). */
import type { Category } from "../schemas/vocabulary.ts";
import { isSpace } from "./title-text.ts";
import { MAY_CAPACITY, MAY_KIT, MAY_LOT, NON_ASCII } from "./title-scan.ts";

export type CapacityRead = { capacity: string | null; capacity_gb: number | null; quantity: number; is_lot: boolean };

/** `4x 32GB`, `(2x8GB)`, `2 x 16gb`, `(8x 8GB)`: a count of units of one capacity. */
const KIT_RE = /(?<![a-z0-9.])(\d{1,3})\s?[x×]\s?(\d{1,4}(?:\.\d{1,2})?)\s?(tb|gb|g)?(?![a-z0-9])/g;
/** `64GB x 2`, `(16GB x 2)`, `4TB x 5`, `16GBx2`, `32GB*4`: the capacity first, then the count. */
const COUNT_AFTER_RE = /(?<![a-z0-9.])(\d{1,4}(?:\.\d{1,2})?)\s?(tb|gb)\s?[x×*]\s?(\d{1,3})(?![0-9a-z.])/;
/**
 * Words that make a following `3x`/`X2` part of a model name (`Windforce 3X`, `Ventus 2X`,
 * `Dual X2`, `iChill X3`), not a count of cards.
 */
const MODEL_BEFORE_X_RE = /(?:windforce|ventus|armor|mech|twin|dual|triple|trio|ichill|eagle|fans?|turbo|phoenix|jetstream|pulse|nitro)[\s-]?$/;
/** `1.8TB`, `512 GB`; not `6Gb/s`, `10GbE`, `12Gbps`. */
const CAPACITY_RE = /(?<![a-z0-9.])(\d{1,5}(?:[.,]\d{1,3})?)\s?(tb|gb)(?![a-z0-9/])/g;
/** Graphics memory written short: `10G`, `O10G`, `OC-10GD`, `8GD5`, `12GD6X`. */
const GPU_MEMORY_RE = /(?<![a-z0-9.])o?(\d{1,2})g(?:b?d\d?x?|b)?(?![a-z0-9])/g;
const GPU_MEMORY_SIZES = new Set([1, 2, 3, 4, 5, 6, 8, 10, 11, 12, 16, 20, 24, 32, 40, 48, 80, 96]);
/** Old cards' memory in MB (`GeForce4 MX440 64MB`, `Quadro NVS 310 512MB`). */
const GPU_MB_RE = /(?<![a-z0-9.])(32|64|128|256|512|768)\s?mb(?![a-z0-9/])/;
/** Memory modules written short: `16G DDR4`, Kingston's `KVR16N11/8G`. */
const RAM_MEMORY_RE = /(?<![a-z0-9.])(\d{1,3})g(?![a-z0-9])/g;
const RAM_SIZES = new Set([1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 256]);
const LOT_RE = /\blot\s(?:of\s)?(\d{1,4})\b|\b(\d{1,3})\s?(?:pcs|pieces|units|drives|sticks|modules|disks|cards|dimms)\b(?!\+)|\bqty:?\s?(\d{1,4})x?\b|\b(\d{1,3})[- ]?pack\b|\b(\d{1,2})-in-1\b|\bset\sof\s(\d{1,3})\b|\bx\s?(\d{1,3})\s?[-–:]?\s?lot\b|\blot\s?[-–:]?\s?x\s?(\d{1,3})\b/;
/** The count a LOT_RE match states, whichever of its forms matched (`lot of 5`, `3 pcs`, `x3 - lot`). */
function lotCount(m: RegExpExecArray): number {
  for (let k = 1; k < m.length; k++) if (m[k] !== undefined) return Number(m[k]);
  return 1;
}
/** A count of machines leading the title (`2x HP Prodesk 400 G5 Mini PCs`, `4x 1U Servers in a …`). */
const LEAD_MACHINES_RE = /^\(?(\d{1,2})\s?x\s(?:[a-z0-9-]+\s){0,4}?(?:mini\spcs|servers|nodes|machines|computers|desktops|laptops)\b/;
const PAIR_RE = /\b(?:pair\sof|matched\spair|a\spair)\b/;
const LEAD_COUNT_RE = /^\(?(\d{1,3})\s?(?:x\b|×|\))\s?|^(\d{1,2})\s(?!(?:tb|gb|mb|gbe|gbps|gbit|mhz|ghz|rpm|x|ft|in|inch|pin|pack|year|yr|day|hour|port|bay|core|thread|slot|fan|watt|w|v|gen|k)s?\b)(?=[a-z])/;
/** Lane widths look like counts (`PCIe 3.0 x8`). */
const LANES_BEFORE_RE = /(?:pci-?e|gen\s?\d|\d\.0|slot)\s*$/;
const TRAIL_COUNT_RE = /(?:\(|\s)x\s?(\d{1,3})\s*\)?\s*$/;
/** What a count after a plain word counts (`NAS drive x4`): otherwise `Predator X34` is a model. */
const COUNT_NOUN_RE = /(?:drives?|disks?|hdds?|ssds?|cards?|gpus?|cpus?|sticks?|modules?|dimms?|rdimms?|nics?|units?|pcs|pieces?|processors?|servers?|kits?|lot|qty|memory|ram|ecc|sas|sata|nvme)\s?$/;
/** Link speeds written like capacities: `6Gb SAS`, `12GB/s`. */
const LINK_SPEEDS = new Set(["1.5", "3", "6", "12", "24"]);
const MAX_QUANTITY = 1000;
const MAX_KIT_COUNT = 64;

function toGb(value: string, unit: string): number {
  const n = Number(value.replace(",", "."));
  return Math.round(n * (unit === "tb" || unit === "t" ? 1000 : unit === "mb" ? 0.001 : 1) * 1000) / 1000;
}

function label(value: string, unit: string): string {
  return `${value.replace(",", ".")}${unit === "tb" || unit === "t" ? "TB" : unit === "mb" ? "MB" : "GB"}`;
}

function clampQuantity(n: number): number {
  return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), MAX_QUANTITY) : 1;
}

/** First plausible capacity in the text, skipping link speeds such as `12Gb SAS`. */
function firstCapacity(text: string): { value: string; unit: string } | null {
  CAPACITY_RE.lastIndex = 0;
  for (let m = CAPACITY_RE.exec(text); m !== null; m = CAPACITY_RE.exec(text)) {
    const end = m.index + m[0].length;
    if (LINK_SPEEDS.has(m[1]!) && m[2] === "gb" && /^\s?(?:sas|sata|sff|nl|12g|hot|ent|mid|\/)/.test(text.slice(end, end + 6))) continue;
    // `cache`/`buffer` (optionally after one space) within the next six characters.
    if (text.startsWith("cache", end) || text.startsWith("buffer", end) || (isSpace(text.charCodeAt(end)) && text.startsWith("cache", end + 1))) continue;
    return { value: m[1]!, unit: m[2]! };
  }
  return null;
}

/** Memory written without the `B` (`10G` on a card, `16G` on a DIMM), for the categories that use it. */
function shortMemory(text: string, category: Category | null): { value: string; unit: string } | null {
  const re = category === "gpu" ? GPU_MEMORY_RE : category === "ram" ? RAM_MEMORY_RE : null;
  if (re === null || !text.includes("g")) return null;
  const sizes = category === "gpu" ? GPU_MEMORY_SIZES : RAM_SIZES;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (sizes.has(Number(m[1]))) return { value: m[1]!, unit: "gb" };
  }
  return null;
}

/** The first `4x 32GB` kit that is not part of a model name (`Windforce 3X 10G` is one card). */
function kitOf(text: string): RegExpExecArray | null {
  KIT_RE.lastIndex = 0;
  for (let m = KIT_RE.exec(text); m !== null; m = KIT_RE.exec(text)) {
    if (m[3] === undefined && !/\(\s?\d{1,3}\s?[x×]\s?\d/.test(text)) continue;
    // `580X 8GB` is a Radeon Pro 580X: a kit count is small and written apart from a model number.
    if (Number(m[1]) > MAX_KIT_COUNT) continue;
    if (MODEL_BEFORE_X_RE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    return m;
  }
  return null;
}

/** A digit, or a digit after one space, next to `at` in the direction `step` (±1). */
function digitNear(text: string, at: number, step: number, b: boolean): boolean {
  let c = text.charCodeAt(at);
  if (isSpace(c)) c = text.charCodeAt(at + step);
  return (c >= 48 && c <= 57) || (b && c === 98 /* b */);
}

/**
 * Cheap necessary test for KIT_RE and COUNT_AFTER_RE: some `x`, `×` or `*` has a digit after it
 * (one space between allowed) and a digit or the `b` of a unit before it.
 */
function mayCount(text: string): boolean {
  for (const sign of ["x", "\u00d7", "*"]) {
    for (let i = text.indexOf(sign); i >= 0; i = text.indexOf(sign, i + 1)) {
      if (digitNear(text, i + 1, 1, false) && digitNear(text, i - 1, -1, true)) return true;
    }
  }
  return false;
}

/**
 * Cheap necessary test for TRAIL_COUNT_RE (`… x4`, `(x 2)`): walking back from the end over
 * spaces, one `)`, spaces and digits, then at most one space, there must be an `x`.
 */
function mayTrail(text: string): boolean {
  let i = text.length - 1;
  while (i >= 0 && isSpace(text.charCodeAt(i))) i--;
  if (i >= 0 && text.charCodeAt(i) === 41) i--;
  while (i >= 0 && isSpace(text.charCodeAt(i))) i--;
  const digitsEnd = i;
  while (i >= 0 && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i--;
  if (i === digitsEnd) return false;
  if (i >= 0 && isSpace(text.charCodeAt(i))) i--;
  return i >= 0 && text.charCodeAt(i) === 120;
}

/**
 * A trailing `x4` counts unless it belongs to what stands before it: a lane width (`PCIe x8`),
 * or a model name (`Predator X34`, `Dual X2`): an `x` glued to its digits after a plain word
 * that is not something sold by the unit.
 */
function trailingCount(text: string): number | null {
  if (!mayTrail(text)) return null;
  const trail = TRAIL_COUNT_RE.exec(text);
  if (trail === null) return null;
  const before = text.slice(0, trail.index + 1);
  if (LANES_BEFORE_RE.test(before) || MODEL_BEFORE_X_RE.test(before.trimEnd())) return null;
  const glued = /x\d/.test(trail[0]);
  if (glued && /(?:^|\s)[a-z]+\s?$/.test(before) && !COUNT_NOUN_RE.test(before)) return null;
  return Number(trail[1]);
}

/** `12TB X14` is a Seagate Exos X14, not fourteen 12TB drives. */
function isExosModel(text: string, after: RegExpExecArray): boolean {
  return text.includes("exos") && Number(after[3]) >= 10 && Number(after[3]) <= 24 && /x\d+$/.test(after[0]);
}

/** A count stated apart from any capacity: `lot of 10`, `(2) Xeon`, `pair of`, `… x4`. */
function looseCount(text: string, may: number): number {
  const lot = (may & MAY_LOT) !== 0 ? LOT_RE.exec(text) : null;
  if (lot) return lotCount(lot);
  const first = text.charCodeAt(0);
  const lead = first === 40 /* ( */ || (first >= 48 && first <= 57) ? LEAD_COUNT_RE.exec(text) : null;
  if (lead) return Number(lead[1] ?? lead[2]);
  const trail = trailingCount(text);
  if (trail !== null) return trail;
  return text.includes("pair") && PAIR_RE.test(text) ? 2 : 1;
}

/**
 * Reads the unit capacity and the unit count. A kit (`16GB (2x8GB)`, `(64GB x 2)`) is two units
 * of one capacity, so prices per unit compare with single-module variants; a model name with an
 * `x` in it (`Windforce 3X`, `Predator X34`) is not a count.
 * @example readQuantity("4x 32gb ddr4 ecc", "ram") // { capacity: "32GB", capacity_gb: 32, quantity: 4, is_lot: true }
 */
export function readQuantity(text: string, category: Category | null, may = ~0): CapacityRead {
  // An unknown item keeps its capacity so a match can still check it.
  const wantsCapacity = category === null || category === "hdd" || category === "ssd" || category === "ram" || category === "gpu";
  let capacity: string | null = null;
  let capacity_gb: number | null = null;
  let quantity = 1;
  // `may` is scanWords(text): the regexes whose trigger words are absent cannot match.
  const kitWords = wantsCapacity && (may & (MAY_KIT | NON_ASCII)) !== 0 && mayCount(text);
  const kit = kitWords ? kitOf(text) : null;
  const after = kit === null && kitWords ? COUNT_AFTER_RE.exec(text) : null;
  if (kit) {
    quantity = clampQuantity(Number(kit[1]));
    const unit = kit[3] === "tb" ? "tb" : "gb";
    capacity = label(kit[2]!, unit);
    capacity_gb = toGb(kit[2]!, unit);
  } else if (after && !isExosModel(text, after)) {
    quantity = clampQuantity(Number(after[3]));
    capacity = label(after[1]!, after[2]!);
    capacity_gb = toGb(after[1]!, after[2]!);
  } else if (wantsCapacity) {
    const mb = category === "gpu" && text.includes("mb") ? GPU_MB_RE.exec(text) : null;
    const c = ((may & MAY_CAPACITY) !== 0 ? firstCapacity(text) : null) ?? shortMemory(text, category) ?? (mb ? { value: mb[1]!, unit: "mb" } : null);
    if (c) {
      capacity = label(c.value, c.unit);
      capacity_gb = toGb(c.value, c.unit);
    }
  }
  if (category === "server" || category === "minipc") {
    // `12x 6TB … Server`, `3x P40 … 1U Server`: counts of the parts inside, one machine. Only a lot counts.
    const lot = (may & MAY_LOT) !== 0 ? LOT_RE.exec(text) : null;
    const machines = lot === null && (may & MAY_KIT) !== 0 ? LEAD_MACHINES_RE.exec(text) : null;
    quantity = clampQuantity(lot ? lotCount(lot) : machines ? Number(machines[1]) : 1);
  } else if (quantity === 1) quantity = clampQuantity(looseCount(text, may));
  return { capacity, capacity_gb, quantity, is_lot: quantity > 1 || ((may & MAY_LOT) !== 0 && /\blot\b/.test(text)) };
}
