/** Keeps one catalog id per exact drive when the SAS tables meet drives the seed already has. */
import type { CatalogComponent } from "../src/schemas/catalog.ts";

/** Part numbers and aliases compared without case or punctuation (`872479-B21` = `872479b21`). */
const numberKey = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");

function numbersOf(c: CatalogComponent): string[] {
  return [c.mpn, ...c.aliases].filter((n): n is string => n !== null).map(numberKey).filter((k) => k.length >= 5);
}

/**
 * Merges `drive` into the earlier entry (one of `earlier`, from the seed or Backblaze) that
 * already carries one of its numbers: that entry keeps its id and gains the other numbers.
 * Returns false when none has any of them. Only earlier entries are compared, so the SAS
 * tables' shared family names (`C10K1800`) never merge two of their own variants.
 * Throws when the entry is not a SAS drive: a SAS number on a SATA variant is a data error.
 */
export function mergeSasDrive(earlier: readonly CatalogComponent[], out: Map<string, CatalogComponent>, drive: CatalogComponent): boolean {
  const mine = new Set(numbersOf(drive));
  const found = earlier.find((c) => c.category === drive.category && numbersOf(c).some((k) => mine.has(k)));
  if (!found) return false;
  const existing = out.get(found.id) ?? found;
  if (existing.interface !== drive.interface) {
    throw new Error(`${drive.id} (${drive.interface}) shares a number with ${existing.id} (${existing.interface})`);
  }
  const known = new Set(numbersOf(existing));
  const extra = [drive.mpn, ...drive.aliases].filter((n): n is string => n !== null && !known.has(numberKey(n)));
  out.set(existing.id, { ...existing, aliases: [...existing.aliases, ...extra] });
  return true;
}

/** Throws when a variant of interface `a` and one of interface `b` share a part number or alias. */
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
