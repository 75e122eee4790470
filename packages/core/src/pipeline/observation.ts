import { isNotTheItem } from "../catalog/not-the-item.ts";
import { MIN_MATCH_CONFIDENCE } from "../pricing/constants.ts";
import { isSuspicious } from "../pricing/judge.ts";
import { stratumOf } from "../pricing/strata.ts";
import { pricePerItem } from "../pricing/unit-price.ts";
import type { Benchmark, PriceObservation } from "../schemas/pricing.ts";
import type { ListingFacts } from "../schemas/scoring.ts";
import type { ObservationKind } from "../schemas/vocabulary.ts";
import { type AuctionSpotting, closeRatio } from "../judgement/auction-close.ts";

/** A listing's price as an observation of its variant's market, or why it must not become one. */
export type ObservationVerdict = { observation: PriceObservation; rejected: null } | { observation: null; rejected: string };

const reject = (rejected: string): ObservationVerdict => ({ observation: null, rejected });

/**
 * The last step of the pipeline: whether a listing's price enters price history, as what. Only a
 * priced, identified offer of the item does: never a wanted post, a box, a photo, an accessory, a
 * computer with the part inside, a price without a USD rate, a weak match, or a price implausibly
 * far below the variant's trusted cohort (SUSPICIOUS_PRICE). Sold and closed listings are sales;
 * active ones asking prices (`kind` overrides, as an import of sale history does).
 * @example observationOf(facts, {observed_at: Date.now(), source: "auction", benchmark}).observation?.price // 95.5
 */
export function observationOf(
  f: ListingFacts,
  at: { observed_at: number; source?: string | null; kind?: ObservationKind; benchmark?: Benchmark | null; listing_id?: string | null; spotted?: AuctionSpotting | null },
): ObservationVerdict {
  if (f.not_item === "wanted" || f.status === "wanted") return reject("title is a wanted post, not an offer");
  if (f.not_item !== null && isNotTheItem(f.not_item, f.category)) return reject(`title is not the item itself (${f.not_item})`);
  const market = f.market_id ?? f.component_id;
  if (market == null) return reject("title matched no catalog component");
  // An open auction's bid is where bidding stands, not what the item goes for: its close is a sale.
  if (f.status === "active" && f.auction?.buy_it_now === false) return reject("an open auction's current bid is not a price yet");
  if (f.unjudgeable !== null || f.price === null || !(f.price > 0)) return reject(f.unjudgeable ?? "no price");
  if (f.component_id !== null && f.match_confidence < MIN_MATCH_CONFIDENCE) return reject("title matched a component with too little confidence");
  const price = Math.round(pricePerItem({ price: f.price, quantity: f.quantity }) * 100) / 100;
  if (!(price > 0)) return reject("no price");
  const b = at.benchmark;
  if (b && b.status === "trusted" && b.component_id === market && b.stratum === stratumOf(f.condition) && isSuspicious(price, b)) {
    return reject("SUSPICIOUS_PRICE: implausibly far below the variant's market");
  }
  const source = at.source ?? f.source;
  if (!source) return reject("missing source");
  const close_ratio = closeRatio(f, at.spotted);
  return {
    rejected: null,
    observation: {
      component_id: market,
      price,
      observed_at: at.observed_at,
      source,
      condition: f.condition ?? "used",
      location: f.location,
      listing_id: at.listing_id ?? null,
      kind: at.kind ?? (f.status === "sold" || f.status === "closed" ? "sold" : "asking"),
      // Only a sold auction seen open carries these: every other observation keeps its shape.
      ...(close_ratio === null ? {} : { close_ratio, spotted_hours: at.spotted!.hours }),
    },
  };
}
