import type { SourceOutcome } from "@rackhunt/core/schemas";
import type { SourceTallyRow } from "../schema/hunts.ts";
import type { hunts } from "../schema/index.ts";

export type { SourceTallyRow };
/** A hunt as stored, JSON columns decoded. */
export type HuntRow = typeof hunts.$inferSelect;
export type HuntInsert = typeof hunts.$inferInsert;

/** A source that did not answer in a hunt's last scan, and what it asked of us (rows from before outcomes: source and error only). */
export type SourceFailure = Pick<SourceOutcome, "source" | "error" | "outcome" | "retry_at">;

/** Hunt storage. Every API read and write is scoped by the owner's id. */
export interface HuntsRepo {
  /** Lease up to `limit` due hunts (active, not paused, interval elapsed, not leased by a live worker); no two workers get the same hunt. */
  leaseDue(owner: string, now: number, limit: number, leaseMs: number): Promise<HuntRow[]>;
  /** A scan finished: stamp it, schedule the next one and drop the lease. */
  markRun(id: string, now: number): Promise<void>;
  /** markRun for many hunts in one statement (a scan's batch). */
  markRunMany(ids: readonly string[], now: number): Promise<void>;
  /** Keep which sources failed in the hunt's latest scan, with what they asked of us (none: cleared), for the hunt pages. */
  setSourceErrors(id: string, errors: readonly SourceFailure[]): Promise<void>;
  /** Keep what the hunt's latest scan kept of each source and why it kept out the rest (its page shows it). */
  setScanTally(id: string, tally: readonly SourceTallyRow[]): Promise<void>;
  /** Give a lease back without running (shutdown). */
  releaseLease(id: string, owner: string): Promise<void>;
  /** Stamp a manual scan of this user's hunt; the hunt as stamped, or null when it is not theirs. */
  markManualScan(userId: string, id: string, now: number): Promise<HuntRow | null>;
  /** Any account's hunt by id (operator tools only: API handlers use `get`). */
  byId(id: string): Promise<HuntRow | null>;
  /** Every hunt, or one account's, newest first (operator tools). */
  all(userId?: string): Promise<HuntRow[]>;
  /** The stream recorded judgements for these hunts at `now` (moves the scanner's state-cache stamp). */
  markStreamed(ids: readonly string[], now: number): Promise<void>;
  /** Active, unpaused hunts of accounts on the given tiers (or admins): the hunts the streams are matched against. */
  streamable(tiers: readonly string[], now: number): Promise<HuntRow[]>;
  /** Hunts holding an active slot: active flag set, paused or not (SPEC: a pause keeps the slot). */
  countActive(userId: string): Promise<number>;
  /**
   * A page of this user's hunts, newest first. The rows may be shared between callers (SQLite
   * keeps a page while the database is unchanged): never mutate them.
   */
  list(userId: string, limit: number, offset: number): Promise<readonly HuntRow[]>;
  /** A hunt of this user, or null (another user's hunt is indistinguishable from a missing one). */
  get(userId: string, id: string): Promise<HuntRow | null>;
  insert(row: HuntInsert): Promise<HuntRow>;
  update(userId: string, id: string, patch: Partial<HuntInsert>): Promise<HuntRow | null>;
  /** Hard delete; results and alerts go with it. */
  delete(userId: string, id: string): Promise<boolean>;
}
