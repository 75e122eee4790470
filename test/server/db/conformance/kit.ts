import type { Database, HuntInsert, ListingUpsert, ObservationRow, Repos, ResultInsert } from "../../../../server/src/db/contracts/index.ts";

/** One implementation under test: how to get a new database and handles on it. */
export interface DatabaseTarget {
  name: string;
  /** A new, empty, migrated database. `open()` returns a new handle on it (its own connections), as another server or worker would hold. */
  fresh(): Promise<{ open(): Promise<Database>; drop?(): Promise<void> }>;
}

/** One named check of the contract; `run` throws (an expect failure) when the implementation breaks it. */
export interface ContractCheck {
  name: string;
  run(db: TestDb): Promise<void>;
}

/** What a check is handed: the first handle's repositories, and more handles on the same database. */
export interface TestDb {
  repos: Repos;
  /** Another handle on the same database (closed after the check). */
  another(): Promise<Repos>;
}

/** Wrap a target's database for one check: handles opened are closed after it. */
export async function withTestDb(target: DatabaseTarget, run: (db: TestDb) => Promise<void>): Promise<void> {
  const fresh = await target.fresh();
  const handles: Database[] = [];
  const open = async () => {
    const d = await fresh.open();
    handles.push(d);
    return d.repos;
  };
  try {
    await run({ repos: await open(), another: open });
  } finally {
    for (const h of handles) await h.close();
    await fresh.drop?.();
  }
}

export const NOW = Date.UTC(2026, 10, 22, 12);
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** An account with one key; returns its id and key hash. */
export async function account(repos: Repos, email = `u-${crypto.randomUUID().slice(0, 8)}@example.com`, tier = "free") {
  const id = crypto.randomUUID();
  const hash = crypto.randomUUID().replaceAll("-", "");
  const keyId = crypto.randomUUID();
  await repos.users.create({ id, email, tier, is_admin: false, now: NOW }, { id: keyId, hash, prefix: "rh_test" });
  return { id, email, hash, keyId };
}

export function huntRow(userId: string, extra: Partial<HuntInsert> = {}): HuntInsert {
  return { id: crypto.randomUUID(), user_id: userId, name: "EPYC under $150", config: { query: "epyc", zeta: 1, alpha: { b: 2, a: 1 } }, poll_interval_hours: 4, created_at: NOW, updated_at: NOW, next_run_at: NOW, ...extra };
}

export function listingRow(n: number, extra: Partial<ListingUpsert> = {}): ListingUpsert {
  return {
    id: crypto.randomUUID(), source: "forum", external_id: `ext-${n}`, title: `AMD EPYC 7302P #${n}`, url: `https://forum.example/t/${n}`, price: 100 + n, currency: "USD",
    capacity: null, category: "cpu", condition: "used", component_id: "amd-epyc-7302p", location: "USA-CA", status: "active", facts: { listed_price: 100 + n, listed_currency: "USD" }, seen_at: NOW, ...extra,
  };
}

export function observation(componentId: string, price: number, at: number, extra: Partial<ObservationRow> = {}): ObservationRow {
  return { component_id: componentId, price, observed_at: at, source: "forum", condition: "used", location: null, listing_id: null, kind: "sold", ...extra };
}

export function resultRow(huntId: string, userId: string, listingId: string, extra: Partial<ResultInsert & { changed: boolean }> = {}): ResultInsert & { changed: boolean } {
  return { id: Bun.randomUUIDv7(), hunt_id: huntId, user_id: userId, listing_id: listingId, price: 120, score: 85, action: "ALERT", verdict: "BUY", reasons: ["under target"], reason_codes: ["TARGET_MET"], is_backfill: false, run_id: "run-1", run_at: NOW, changed: true, ...extra };
}

