/** A stored catalog component (one exact variant). */
export interface ComponentRow {
  id: string;
  category: string | null;
  subcategory: string | null;
  brand: string | null;
  model: string | null;
  mpn: string | null;
  capacity: string | null;
  capacity_gb: number | null;
  interface: string | null;
  form_factor: string | null;
  generation: string | null;
  /** JSON text: the catalog's specs and a content fingerprint (see catalog-sync). */
  attributes: string | null;
  created_at: number;
  updated_at: number;
}

/** One alias of a component: a name it is sold under, or a part/OEM number. */
export interface AliasRow {
  alias: string;
  kind: string;
}

/** The catalog as stored: components, their aliases, and listing counts per component. */
export interface ComponentsRepo {
  get(id: string): Promise<ComponentRow | null>;
  /** In the order they were stored. */
  aliases(id: string): Promise<AliasRow[]>;
  count(): Promise<number>;
  /** id → (created_at, attributes) of every stored component, for the catalog sync's diff. */
  stored(): Promise<Map<string, { created_at: number; attributes: string | null }>>;
  /** Insert or replace components and their aliases. */
  putMany(rows: readonly { row: ComponentRow; aliases: readonly AliasRow[] }[]): Promise<void>;
  /** Delete components (their aliases go too); their price observations stay as history. */
  removeMany(ids: readonly string[]): Promise<void>;
  /** Listings seen per component among `ids`, optionally only those whose location matches. */
  listingCounts(ids: readonly string[], localKw?: string | null): Promise<Map<string, number>>;
}
