import * as v from "valibot";
import type { Clock } from "../clock.ts";
import { AlertMessage } from "../notify/types.ts";
import type { OnAlert } from "./record-hunt.ts";

/**
 * The scanner's alert hook: queue the alert for every enabled channel of its user, inside the
 * transaction that records the alert. Returns the hunt's last_alert_status.
 */
export function alertEnqueuer(clock: Clock): OnAlert {
  return async (fired, tx) => {
    const now = clock.now();
    const f = fired.listing.facts;
    const url = f.url;
    const payload = v.parse(AlertMessage, {
      id: fired.alert_id,
      created_at: new Date(now).toISOString(),
      hunt: { id: fired.hunt.id, name: fired.hunt.name },
      listing: { id: fired.listing.id, title: f.title, url: url && /^https?:\/\//.test(url) ? url : null, price: f.price, currency: f.price === null ? undefined : "USD", source: fired.listing.source },
      score: fired.score,
      action: fired.action,
      reasons: fired.reasons,
      click_url: null,
      feedback: null,
      market: fired.market && { ...fired.market, ends_at: isoOrNull(fired.market.ends_at) },
    });
    await tx.stream.recordOrigins([{ alert_id: fired.alert_id, hunt_id: fired.hunt.id, source: fired.listing.source, origin_at: fired.listing.origin_at }]);
    const queued = await tx.outbox.enqueue({ alert_id: fired.alert_id, user_id: fired.hunt.user_id, payload, now });
    // Every process's delivery worker looks at once when this commits, not at its next poll.
    if (queued > 0) await tx.signals.notify("outbox");
    return queued > 0 ? "queued" : "no_channels";
  };
}

/** A source's auction end as an ISO timestamp, or null when it does not parse. */
function isoOrNull(value: string | null): string | null {
  const at = value === null ? Number.NaN : Date.parse(value);
  return Number.isFinite(at) ? new Date(at).toISOString() : null;
}
