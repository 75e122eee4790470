import type { CatalogComponent, ComponentMatchResult, MatchKind, ParsedTitle } from "../schemas/catalog.ts";
import { keyWords, looksLikePartNumber, nameKey, usableKey } from "./match-keys.ts";
import { isNotTheItem } from "./not-the-item.ts";
import { compactKey } from "./title-text.ts";

type Hit = { entry: number; kind: MatchKind; key: string };

/** Lookup tables built once per catalog. */
export type CatalogIndex = {
  entries: readonly CatalogComponent[];
  byId: ReadonlyMap<string, number>;
  keys: ReadonlyMap<string, readonly Hit[]>;
  ramSpecs: ReadonlyMap<string, number>;
};

/** Longest run of title words tried as one key (`xeon gold 6130` → `GOLD6130`). */
const MAX_GRAM = 4;
const BASE: Record<MatchKind, number> = { part_number: 0.95, alias: 0.85, model: 0.8, spec: 0.8 };
const RAM_TYPES = new Set(["RDIMM", "LRDIMM", "UDIMM"]);
const HAS_DIGIT_RE = /\d/;

export function ramSpecKey(gen: string, type: string, gb: number, speed: number): string {
  return `${gen}|${type}|${gb}|${speed}`;
}

/** Builds the index: every part number, alias and model name of every entry becomes a key. */
export function buildIndex(entries: readonly CatalogComponent[]): CatalogIndex {
  const byId = new Map<string, number>();
  const keys = new Map<string, Hit[]>();
  const ramSpecs = new Map<string, number>();
  const put = (key: string, entry: number, kind: MatchKind) => {
    if (!usableKey(key)) return;
    const list = keys.get(key);
    if (!list) keys.set(key, [{ entry, kind, key }]);
    else if (!list.some((h) => h.entry === entry)) list.push({ entry, kind, key });
  };
  entries.forEach((c, i) => {
    if (byId.has(c.id)) throw new Error(`[catalog] duplicate component id ${c.id}`);
    byId.set(c.id, i);
    if (c.mpn) {
      put(compactKey(c.mpn), i, "part_number");
      const dash = c.mpn.indexOf("-");
      if (dash >= 6 && c.category !== "nic" && c.category !== "switch") put(compactKey(c.mpn.slice(0, dash)), i, "part_number");
    }
    const modelKey = nameKey(c.model);
    for (const a of c.aliases) {
      // A one-token alias is a part number unless it is just the model written short (`E5-2680V3`, `R720xd`).
      const compact = compactKey(a);
      if (looksLikePartNumber(a) && !modelKey.includes(compact)) put(compact, i, "part_number");
      else put(nameKey(a), i, "alias");
    }
    put(modelKey, i, "model");
    const speed = c.specs.speed_mts;
    if (c.category === "ram" && c.interface && c.form_factor && c.capacity_gb && typeof speed === "number") {
      ramSpecs.set(ramSpecKey(c.interface, c.form_factor, c.capacity_gb, speed), i);
    }
  });
  return { entries, byId, keys, ramSpecs };
}

/** What a GPU named without its memory loses for being read as its launch variant (less than a missing capacity's 0.1). */
const LAUNCH_VARIANT_PENALTY = 0.05;
const DRIVE_INTERFACES = ["NVME", "SATA", "SAS"] as const;

/** A drive's interface as one word (`SAS 12Gb/s` → `SAS`), or null. */
function driveInterface(text: string | null): string | null {
  if (!text) return null;
  const up = text.toUpperCase();
  return DRIVE_INTERFACES.find((i) => up.includes(i)) ?? null;
}

/** A SAS title never lands on a SATA variant (or NVMe on either): they are different drives and markets. */
function sameDriveInterface(title: string | null, c: CatalogComponent): boolean {
  if (c.category !== "hdd" && c.category !== "ssd") return true;
  const want = driveInterface(title);
  const have = driveInterface(c.interface);
  return want === null || have === null || want === have;
}

/**
 * Two capacities within 1% are the same size (makers round: 960GB is 0.96TB, 8TB is 8001.6GB).
 * @example sameCapacity(8000, 8001.6) // true
 */
export function sameCapacity(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(a, b) * 0.01;
}

function ramMatch(index: CatalogIndex, p: ParsedTitle): ComponentMatchResult | null {
  if (!p.interface || !p.capacity_gb || !p.speed_mts) return null;
  const stated = p.form_factor !== null && RAM_TYPES.has(p.form_factor);
  const type = stated ? p.form_factor! : "RDIMM";
  if (!stated && !/\becc\b/i.test(p.item_text)) return null;
  const i = index.ramSpecs.get(ramSpecKey(p.interface, type, p.capacity_gb, p.speed_mts));
  if (i === undefined) return null;
  return { component_id: index.entries[i]!.id, confidence: stated ? 0.85 : 0.6, matched_on: "spec" };
}

/** Candidate keys of a title: its part numbers, then runs of 1..MAX_GRAM key words. */
function titleKeys(p: ParsedTitle): string[] {
  const out: string[] = [];
  for (const pn of p.part_numbers) {
    out.push(compactKey(pn));
    const dash = pn.indexOf("-");
    if (dash >= 6) out.push(compactKey(pn.slice(0, dash)));
  }
  // The model as the parser wrote it names what a maker's part number hides (GV-N3080GAMING → RTX 3080).
  if (p.model !== null) out.push(compactKey(keyWords(p.model).join("")));
  const words = keyWords(p.item_text);
  const digits = words.map((w) => HAS_DIGIT_RE.test(w));
  for (let i = 0; i < words.length; i++) {
    let key = "";
    let digit = false;
    for (let n = 0; n < MAX_GRAM && i + n < words.length; n++) {
      key += words[i + n];
      digit ||= digits[i + n]!;
      // Catalog keys name models by number; a run of plain words is never one.
      if (digit) out.push(key);
    }
  }
  return out;
}

/**
 * The one catalog variant a parsed title names, or null when none fits or the title
 * leaves the variant open (a model sold in several capacities, with no capacity given).
 */
export function matchIndex(index: CatalogIndex, p: ParsedTitle): ComponentMatchResult | null {
  // An empty box, a photo, a part for the item or a computer holding it is not the variant; a
  // wanted post still names one (what the buyer asks for).
  if ((p.not_item !== "wanted" && isNotTheItem(p.not_item, p.category)) || p.category === "other") return null;
  let best: { score: number; hit: Hit } | null = null;
  const seen = new Set<string>();
  for (const key of titleKeys(p)) {
    if (seen.has(key)) continue;
    seen.add(key);
    const hits = index.keys.get(key);
    if (!hits) continue;
    let fitting = hits.filter((h) => {
      const c = index.entries[h.entry]!;
      if (p.category !== null && c.category !== p.category) return false;
      if (!sameDriveInterface(p.interface, c)) return false;
      return c.capacity_gb === null || p.capacity_gb === null || sameCapacity(c.capacity_gb, p.capacity_gb);
    });
    if (fitting.length === 0) continue;
    // Several variants on one key: the stated form factor may still pick one (`905P 960GB U.2`).
    if (fitting.length > 1 && p.form_factor !== null) {
      const ff = p.form_factor.toUpperCase();
      const same = fitting.filter((h) => index.entries[h.entry]!.form_factor?.toUpperCase() === ff);
      if (same.length === 1) fitting = same;
    }
    // A GPU model sold in several memory sizes, named without one, is its launch variant.
    let inferred = false;
    if (fitting.length > 1 && p.capacity_gb === null) {
      const launch = fitting.filter((h) => index.entries[h.entry]!.specs.launch_variant === true);
      if (launch.length === 1 && fitting.every((h) => index.entries[h.entry]!.category === "gpu")) {
        fitting = launch;
        inferred = true;
      }
    }
    // A family key shared by several capacities names no single variant unless the title gave one.
    const ambiguous = fitting.length > 1;
    for (const hit of fitting) {
      const c = index.entries[hit.entry]!;
      if (ambiguous && hit.kind !== "part_number") continue;
      // Generic RAM names (`32GB PC4-25600`) leave the module type open: RAM matches by part number or by spec.
      if (c.category === "ram" && hit.kind !== "part_number") continue;
      let score = BASE[hit.kind] + Math.min(0.04, key.length / 400);
      if (c.capacity_gb !== null && p.capacity_gb === null && hit.kind !== "part_number") score -= inferred ? LAUNCH_VARIANT_PENALTY : 0.1;
      if (p.category === null) score -= 0.1;
      if (p.interface && c.interface && !c.interface.toUpperCase().includes(p.interface.toUpperCase())) score -= 0.1;
      if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) < 1e-9 &&
        (key.length > best.hit.key.length || (key.length === best.hit.key.length && c.id < index.entries[best.hit.entry]!.id)))) {
        best = { score, hit: { ...hit, key } };
      }
    }
  }
  if (best) {
    return {
      component_id: index.entries[best.hit.entry]!.id,
      confidence: Math.round(Math.min(1, Math.max(0, best.score)) * 100) / 100,
      matched_on: best.hit.kind,
    };
  }
  return p.category === "ram" ? ramMatch(index, p) : null;
}
