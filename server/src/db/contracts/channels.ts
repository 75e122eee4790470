import type { AlertMessage } from "../../notify/types.ts";
import type { channels, outbox } from "../schema/index.ts";

export type ChannelRow = typeof channels.$inferSelect;
export type ChannelInsert = typeof channels.$inferInsert;

/** Counters a tracked link or a delivery moves. */
export type ChannelCounter = "alerts_sent" | "alerts_opened" | "alerts_clicked";

/** Channel storage. Reads and writes for the API are scoped by the owner's id. */
export interface ChannelsRepo {
  /** The user's channels, oldest first (the first one made is the natural default). */
  list(userId: string): Promise<ChannelRow[]>;
  /** A channel of this user, or null (another account's channel reads as missing). */
  get(userId: string, id: string): Promise<ChannelRow | null>;
  /** A channel by id alone, for the delivery worker and tracked links. */
  byId(id: string): Promise<ChannelRow | null>;
  /** How many channels the user has, and how many of them are instant (non-digest) types. */
  counts(userId: string): Promise<{ total: number; instant: number }>;
  /** Insert a channel; when it is the default, every other channel of the user loses the flag atomically. */
  insert(row: ChannelInsert): Promise<ChannelRow>;
  /** Apply a patch; `is_default: true` clears the flag on the user's other channels atomically. */
  update(userId: string, id: string, patch: Partial<ChannelInsert>): Promise<ChannelRow | null>;
  delete(userId: string, id: string): Promise<boolean>;
  /** Add to one counter of a channel (a no-op for a deleted channel). */
  bump(id: string, counter: ChannelCounter, by?: number): Promise<void>;
}

export type OutboxRow = Omit<typeof outbox.$inferSelect, "payload"> & { payload: AlertMessage };

/** What the scan pipeline hands over when it records an alert. */
export interface EnqueueAlertInput {
  alert_id: string;
  user_id: string;
  /** The message; `click_url` is replaced per channel by a tracked link when sent. */
  payload: AlertMessage;
  /** Epoch ms. */
  now: number;
}

/**
 * The outbox rows of an alert: one per enabled channel of its owner (`targets`), pending and due
 * at once; an email channel's rows wait for its digest.
 */
export function outboxRowsFor(targets: readonly { id: string; type: string }[], input: EnqueueAlertInput) {
  return targets.map((t) => ({
    id: crypto.randomUUID(),
    alert_id: input.alert_id,
    channel_id: t.id,
    user_id: input.user_id,
    payload: input.payload,
    status: "pending",
    digest: t.type === "email",
    next_attempt_at: input.now,
    created_at: input.now,
  }));
}

/** Lease parameters: who, until when, and which digest rows are old enough to send. */
export interface LeaseRequest {
  owner: string;
  now: number;
  leaseMs: number;
  /** Digest rows are sent once their channel's oldest waiting row was queued at or before this. */
  digestCutoff: number;
  /** Instant rows leased per channel (they are sent one after another within the lease). */
  perChannel: number;
  limit: number;
}

/** A listing row as tests seed it beside an alert. */
export interface SeedListing {
  id: string;
  source: string;
  external_id: string;
  title?: string | null;
  url?: string | null;
  price?: number | null;
  first_seen: number;
  last_seen: number;
}

/** The stored part of an alert the outbox tests record. */
export interface SeedAlert {
  id: string;
  hunt_id: string;
  listing_id: string;
  result_id?: string | null;
  action?: string | null;
  score?: number | null;
  price?: number | null;
  sent_at: number;
}

/** Delivery outbox: the lease, the settling transitions, and reads for tracked links and tests. */
export interface OutboxRepo {
  /**
   * Queue an alert for every enabled channel of its user, one row each; call it in the
   * transaction that records the alert. Queueing the same alert twice is a no-op. Returns the
   * number of rows queued.
   */
  enqueue(input: EnqueueAlertInput): Promise<number>;
  /** Lease every due row (pending and due, or sending with an expired lease) and count an attempt; no two workers get the same row. */
  lease(req: LeaseRequest): Promise<OutboxRow[]>;
  /** Mark a leased row delivered, count it on the channel and name the channel on the alert; false when the lease was lost. */
  markDelivered(row: OutboxRow, owner: string, now: number, status: number | null, channelName: string): Promise<boolean>;
  /** Put a leased row back for another attempt at `at`. */
  reschedule(row: OutboxRow, owner: string, at: number, status: number | null, error: string): Promise<boolean>;
  /** Give up on a leased row. */
  markFailed(row: OutboxRow, owner: string, status: number | null, error: string): Promise<boolean>;
  /** One row by id (tracked links resolve their token to it). */
  byId(id: string): Promise<OutboxRow | null>;
  /** Every row of an alert, oldest first. */
  forAlert(alertId: string): Promise<OutboxRow[]>;
  /** Every row, oldest first (operator views and tests). */
  all(): Promise<OutboxRow[]>;
  /** Store a listing (tests seed alerts with this). */
  insertListing(row: SeedListing): Promise<void>;
  /** Record an alert and queue its deliveries in one transaction. Returns the number of rows queued. */
  recordAlert(row: SeedAlert, userId: string, payload: AlertMessage, now: number): Promise<number>;
  /** The alert's `channel` column (which channel delivered it first). */
  alertChannel(alertId: string): Promise<string | null>;
}
