import type { Catalog, CatalogComponent } from "@rackhunt/core";
import type { Repos } from "../db/contracts/index.ts";
import { aliasKind } from "./alias-kind.ts";

/** What one sync did. */
export interface SyncReport {
  inserted: number;
  updated: number;
  removed: number;
  unchanged: number;
}

interface Attributes {
  specs: CatalogComponent["specs"];
  source: string;
  /** Hash of the shipped entry: equal hashes mean the stored row is current. */
  catalog_hash: string;
}

/** Content hash of one catalog entry (key order is the catalog's own, stable for a build). */
export function entryHash(c: CatalogComponent): string {
  return Bun.hash(JSON.stringify(c)).toString(16);
}

function storedHash(attributes: string | null): string | null {
  if (!attributes) return null;
  try {
    return (JSON.parse(attributes) as Partial<Attributes>).catalog_hash ?? null;
  } catch {
    return null;
  }
}

/**
 * Bring the components tables in line with a catalog: insert new entries, rewrite entries whose
 * content hash changed (keeping created_at, bumping updated_at), delete entries the catalog no
 * longer has (their price observations stay). Idempotent: a second run with the same catalog
 * changes nothing. One transaction, so a crash leaves the old state whole.
 * @example await syncCatalog(repos, defaultCatalog(), Date.now()) // {inserted: 2106, ...}
 */
export async function syncCatalog(repos: Repos, catalog: Catalog, now: number): Promise<SyncReport> {
  const stored = await repos.components.stored();
  const report: SyncReport = { inserted: 0, updated: 0, removed: 0, unchanged: 0 };
  const changed: { c: CatalogComponent; hash: string; created_at: number }[] = [];
  const seen = new Set<string>();
  for (const c of catalog.all()) {
    seen.add(c.id);
    const hash = entryHash(c);
    const prior = stored.get(c.id);
    if (prior && storedHash(prior.attributes) === hash) {
      report.unchanged++;
      continue;
    }
    if (prior) report.updated++;
    else report.inserted++;
    changed.push({ c, hash, created_at: prior?.created_at ?? now });
  }
  const gone = [...stored.keys()].filter((id) => !seen.has(id));
  report.removed = gone.length;
  if (changed.length === 0 && gone.length === 0) return report;
  const rows = changed.map(({ c, hash, created_at }) => {
    const attributes: Attributes = { specs: c.specs, source: c.source, catalog_hash: hash };
    return {
      row: {
        id: c.id,
        category: c.category,
        subcategory: c.subcategory,
        brand: c.brand,
        model: c.model,
        mpn: c.mpn,
        capacity: c.capacity,
        capacity_gb: c.capacity_gb,
        interface: c.interface,
        form_factor: c.form_factor,
        generation: c.generation,
        attributes: JSON.stringify(attributes),
        created_at,
        updated_at: now,
      },
      aliases: [...new Set(c.aliases)].map((alias) => ({ alias, kind: aliasKind(alias) })),
    };
  });
  await repos.transaction(async (tx) => {
    await tx.components.putMany(rows);
    await tx.components.removeMany(gone);
  });
  return report;
}
