/** Keeps one catalog id per exact drive when the drive tables meet drives the seed already has. */
import type { CatalogComponent } from "../src/schemas/catalog.ts";

/** Part numbers and aliases compared without case or punctuation (`872479-B21` = `872479b21`). */
const numberKey = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** The words of a variant's family (`Ultrastar DC HC520` → HC520): names shared by its SAS and SATA builds, not numbers. */
function familyWords(c: CatalogComponent): Set<string> {
  return new Set((c.generation ?? "").toUpperCase().split(/[^A-Z0-9]+/).filter(Boolean));
}

/** A variant's part numbers and OEM numbers as keys, without its family name. */
function numbersOf(c: CatalogComponent): string[] {
  const family = familyWords(c);
  return [c.mpn, ...c.aliases].filter((n): n is string => n !== null).map(numberKey)
    .filter((k) => k.length >= 5 && !family.has(k));
}

/** Which entry of `out` holds each number key. */
function holders(out: ReadonlyMap<string, CatalogComponent>): Map<string, string> {
  const held = new Map<string, string>();
  for (const c of out.values()) for (const k of numbersOf(c)) if (!held.has(k)) held.set(k, c.id);
  return held;
}

/**
 * Merges `drive` into the earlier entry (one of `earlier`, from the seed or Backblaze) that
 * already carries its part number, or else one of its other numbers: that entry keeps its id
 * and gains the numbers and family names no entry holds yet. A number another earlier entry
 * holds stays there (the seed gives some builds of one drive ids of their own). Returns false
 * when no earlier entry has any of the numbers. Only earlier entries are compared, so a
 * table's shared family names (`C10K1800`) never merge two of its own variants.
 * Throws when a number sits on an entry of another interface: a SAS number on a SATA
 * variant is a data error.
 */
export function mergeDrive(earlier: readonly CatalogComponent[], out: Map<string, CatalogComponent>, drive: CatalogComponent): boolean {
  const mine = numbersOf(drive);
  const hits = earlier.filter((c) => c.category === drive.category && numbersOf(c).some((k) => mine.includes(k)));
  if (hits.length === 0) return false;
  for (const hit of hits) {
    if (hit.interface !== drive.interface) {
      throw new Error(`${drive.id} (${drive.interface}) shares a number with ${hit.id} (${hit.interface})`);
    }
  }
  const target = hits.find((c) => drive.mpn !== null && numbersOf(c).includes(numberKey(drive.mpn))) ?? hits[0]!;
  const existing = out.get(target.id) ?? target;
  const held = holders(out);
  const known = new Set([existing.mpn, ...existing.aliases].filter((n): n is string => n !== null).map(numberKey));
  const extra = [drive.mpn, ...drive.aliases].filter((n): n is string => {
    if (n === null || known.has(numberKey(n))) return false;
    const holder = held.get(numberKey(n));
    return holder === undefined || holder === existing.id;
  });
  out.set(existing.id, { ...existing, aliases: [...existing.aliases, ...extra] });
  return true;
}

/** Throws when one of `drive`'s numbers is already held by an entry of `out` (a new variant must bring new numbers). */
export function assertNewNumbers(out: ReadonlyMap<string, CatalogComponent>, drive: CatalogComponent): void {
  const held = holders(out);
  for (const k of numbersOf(drive)) {
    const holder = held.get(k);
    if (holder !== undefined) throw new Error(`${drive.id} brings ${k}, which ${holder} already holds`);
  }
}

/** Throws when a variant of interface `a` and one of interface `b` share a part number or alias (family names aside). */
export function assertNoSharedNumbers(all: Iterable<CatalogComponent>, a: string, b: string): void {
  const owner = new Map<string, CatalogComponent>();
  for (const c of all) {
    if (c.interface !== a && c.interface !== b) continue;
    for (const k of numbersOf(c)) {
      const other = owner.get(k);
      if (other && other.interface !== c.interface) throw new Error(`${k} is on ${other.id} (${other.interface}) and ${c.id} (${c.interface})`);
      owner.set(k, c);
    }
  }
}
