import * as v from "valibot";
import { DateTime } from "./common.ts";
import { ComponentIdParams } from "./component.ts";
import { BenchmarkTrustStatus } from "./evaluate.ts";
import { STRATA, Stratum } from "./pricing.ts";
import { Category } from "./vocabulary.ts";

/**
 * Shapes of paid price intelligence (SPEC "Paid price intelligence", DESIGN "Paid benchmark body").
 * Prices are USD per item; strata are the benchmark condition strata (refurbished counts as used).
 */

const Int = v.pipe(v.number(), v.integer());

/** The names of the two rails one paid URL accepts (DESIGN "One paid URL, both rails"). */
export const PAID_RAILS = ["x402", "mpp_base"] as const;
export const PaidRailName = v.picklist(PAID_RAILS);
export type PaidRailName = v.InferOutput<typeof PaidRailName>;

/** The cohort window a benchmark covers. */
export const BenchmarkWindow = v.object({
  days: Int,
  start: DateTime,
  end: DateTime,
});
export type BenchmarkWindow = v.InferOutput<typeof BenchmarkWindow>;

/** One trusted condition stratum of a paid benchmark. */
export const PaidStratum = v.object({
  condition: Stratum,
  sample_size: Int,
  median: v.number(),
  p25: v.number(),
  p75: v.number(),
});
export type PaidStratum = v.InferOutput<typeof PaidStratum>;

/**
 * The paid benchmark body. The headline numbers are those of `condition`, the trusted stratum with
 * the most observations; `strata` lists every trusted stratum.
 */
export const PaidBenchmark = v.object({
  component_id: v.string(),
  name: v.string(),
  capacity: v.nullable(v.string()),
  condition: Stratum,
  window: BenchmarkWindow,
  sample_size: Int,
  median: v.number(),
  p25: v.number(),
  p75: v.number(),
  currency: v.literal("USD"),
  benchmark_trust: BenchmarkTrustStatus,
  strata: v.array(PaidStratum),
  generated_at: DateTime,
});
export type PaidBenchmark = v.InferOutput<typeof PaidBenchmark>;

/**
 * What a component without a trusted benchmark gets, free: the trust status of its stratum with the
 * most observations, and no numbers.
 */
export const FreeBenchmarkStatus = v.object({
  component_id: v.string(),
  name: v.string(),
  capacity: v.nullable(v.string()),
  condition: Stratum,
  window: BenchmarkWindow,
  currency: v.literal("USD"),
  benchmark_trust: BenchmarkTrustStatus,
  generated_at: DateTime,
});
export type FreeBenchmarkStatus = v.InferOutput<typeof FreeBenchmarkStatus>;

/** GET /api/x402/pricing/component/{component_id}: the paid body after payment, or the free status. */
export const PaidComponentResponse = v.union([PaidBenchmark, FreeBenchmarkStatus]);
export const PaidComponentParams = ComponentIdParams;

/**
 * A rail as the catalog advertises it. Both rails are always listed (SPEC); `enabled` says
 * whether this server takes payments on it now. A disabled rail has no network, asset or price.
 */
export const PaidRail = v.object({
  name: PaidRailName,
  enabled: v.boolean(),
  /** Protocol and how to pay on it, in one line. */
  protocol: v.string(),
  /** CAIP-2 network id (`eip155:8453` Base, `eip155:84532` Base Sepolia). */
  network: v.nullable(v.string()),
  /** Token contract address of the asset (USDC). */
  asset: v.nullable(v.string()),
  asset_symbol: v.string(),
  decimals: Int,
  pay_to: v.nullable(v.string()),
  /** Price of one query in the asset's atomic units, as the 402 asks for it. */
  amount: v.nullable(v.string()),
  /** Header names of the flow: the 402 challenge, the client's retry, the receipt on 200. */
  challenge_header: v.string(),
  credential_header: v.string(),
  receipt_header: v.string(),
});
export type PaidRail = v.InferOutput<typeof PaidRail>;

/** One component sold in the paid catalog. */
export const PaidCatalogComponent = v.object({
  component_id: v.string(),
  name: v.string(),
  category: Category,
  capacity: v.nullable(v.string()),
  /** Trusted strata (the ones the paid body will carry). */
  strata: v.array(Stratum),
  /** The URL that sells this component's benchmark. */
  url: v.string(),
});
export type PaidCatalogComponent = v.InferOutput<typeof PaidCatalogComponent>;

/** One field of the paid body, described for machines deciding whether to pay. */
export const DataContractField = v.object({ name: v.string(), type: v.string(), description: v.string() });

/** GET /api/x402/pricing/catalog. */
export const PaidCatalog = v.object({
  components: v.array(PaidCatalogComponent),
  total: Int,
  strata: v.array(v.object({ condition: Stratum, description: v.string() })),
  /** Whether this server sells benchmarks now; false (no price, both rails disabled) when its operator has payments off. */
  payments_enabled: v.boolean(),
  price: v.nullable(v.object({ usd: v.number(), currency: v.literal("USD") })),
  rails: v.array(PaidRail),
  data_contract: v.object({
    media_type: v.literal("application/json"),
    fields: v.array(DataContractField),
    /** JSON Schema (draft 2020-12) of the paid body. */
    schema: v.record(v.string(), v.unknown()),
  }),
  generated_at: DateTime,
});
export type PaidCatalog = v.InferOutput<typeof PaidCatalog>;

/** Field descriptions of the paid body: the catalog's data contract. */
export const PAID_BENCHMARK_FIELDS: readonly { name: keyof PaidBenchmark; type: string; description: string }[] = [
  { name: "component_id", type: "string", description: "Catalog id of the exact variant (model + capacity)." },
  { name: "name", type: "string", description: "Model name." },
  { name: "capacity", type: "string|null", description: "Capacity of one unit, e.g. 8TB, 32GB." },
  { name: "condition", type: "string", description: `Stratum of the headline numbers: one of ${STRATA.join(", ")}.` },
  { name: "window", type: "object", description: "Cohort window: days, start, end (RFC 3339)." },
  { name: "sample_size", type: "integer", description: "Observations in the headline cohort after outlier removal." },
  { name: "median", type: "number", description: "Median per-item price, USD." },
  { name: "p25", type: "number", description: "25th percentile per-item price, USD." },
  { name: "p75", type: "number", description: "75th percentile per-item price, USD." },
  { name: "currency", type: "string", description: "Always USD." },
  { name: "benchmark_trust", type: "object", description: "status, reason_code, detail of the headline cohort." },
  { name: "strata", type: "array", description: "Every trusted condition stratum: condition, sample_size, median, p25, p75." },
  { name: "generated_at", type: "string", description: "When the benchmark was computed (RFC 3339)." },
];

/** What each stratum holds, for the catalog. */
export const STRATUM_DESCRIPTIONS: Readonly<Record<Stratum, string>> = {
  new: "New, sealed or open-box items.",
  used: "Used and refurbished items (refurbished homelab gear prices like used).",
  for_parts: "Items sold for parts or not working.",
};
