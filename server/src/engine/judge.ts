import {
  benchmarkFor,
  compileHunt,
  matchComponent,
  parseTitle,
  scoreListing,
  type Benchmark,
  type Catalog,
  type CompiledHunt,
  type Condition,
  type ListingStatus,
} from "@rackhunt/core";
import type { HuntForScoring, Judge, Judgement, ListingFacts, SourceListing } from "../scan/types.ts";
import type { MarketService } from "./market-service.ts";

const STOP_WORDS = new Set(["a", "an", "and", "the", "for", "of", "with", "under", "over", "or", "in", "on", "x"]);

/** Lower-case alphanumeric words of a text; "7302P" and "7302p" meet, "2.5\"" keeps its digits. */
function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9.]+/).filter((w) => w.length > 0 && !STOP_WORDS.has(w));
}

// Each listing's words, computed once however many hunts test it (facts objects are shared by a scan).
const titleWords = new WeakMap<object, string>();
function paddedWords(f: { title: string }): string {
  let w = titleWords.get(f);
  if (w === undefined) {
    w = ` ${words(f.title).join(" ")} `;
    titleWords.set(f, w);
  }
  return w;
}

interface Compiled {
  hunt: CompiledHunt;
  terms: string[];
  location: string | null;
}

/** A source's status word, folded with what the title says (a [W] post is wanted, whatever its flair). */
function statusOf(raw: string, wanted: boolean): ListingStatus {
  if (raw === "sold" || raw === "closed") return raw;
  return wanted || raw === "wanted" ? "wanted" : "active";
}

/**
 * The core's engine behind the pipeline's Judge: parseTitle + matchComponent for facts, the
 * market's benchmark for the listing's exact variant and stratum, scoreListing for the verdict.
 */
export function createJudge(catalog: Catalog, market: MarketService): Judge {
  // Benchmarks depend on the variant, the stratum and the hunt's location; a scan asks for the
  // same few many times, so they are memoised per scan instant.
  let memoAt = -1;
  const memo = new Map<string, Benchmark>();
  const benchmark = (f: ListingFacts, location: string | null, now: number): Benchmark | null => {
    if (!f.component_id) return null;
    if (memoAt !== now) {
      memo.clear();
      memoAt = now;
    }
    const key = `${f.component_id}|${f.condition}|${location}|${f.match_confidence}`;
    let b = memo.get(key);
    if (!b) {
      b = benchmarkFor(market.market, f.component_id, { condition: f.condition as Condition | null, local_kw: location, match_confidence: f.match_confidence, now });
      memo.set(key, b);
    }
    return b;
  };

  return {
    facts(l: SourceListing): ListingFacts {
      const parsed = parseTitle(l.title);
      const match = matchComponent(parsed, catalog);
      const component = match ? catalog.get(match.component_id) : undefined;
      const price = l.price ?? parsed.price;
      const quantity = parsed.quantity;
      return {
        title: l.title,
        url: l.url,
        price,
        currency: l.currency ?? null,
        quantity,
        capacity: parsed.capacity ?? component?.capacity ?? null,
        capacity_gb: parsed.capacity_gb ?? component?.capacity_gb ?? null,
        category: parsed.category ?? component?.category ?? null,
        condition: parsed.condition,
        brand: parsed.brand ?? component?.brand ?? null,
        component_id: match?.component_id ?? null,
        match_confidence: match?.confidence ?? 0,
        location: parsed.location ?? l.location ?? null,
        status: statusOf(l.status, parsed.is_wanted),
        is_accessory: parsed.is_accessory || parsed.is_box_only,
        unit_price: price === null ? null : Math.round((price / quantity) * 100) / 100,
      };
    },

    compile(h: HuntForScoring): Compiled {
      return {
        hunt: compileHunt({ config: h.config, criteria: h.criteria, target_price: h.target_price, ceiling_price: h.ceiling_price }),
        terms: words(h.config.query ?? h.name),
        location: h.config.location ?? null,
      };
    },

    relevant(f: ListingFacts, compiled: unknown): boolean {
      const { terms } = compiled as Compiled;
      if (terms.length === 0) return true;
      const title = paddedWords(f);
      for (const t of terms) if (!title.includes(t.length >= 4 ? t : ` ${t} `)) return false;
      return true;
    },

    judge(f: ListingFacts, compiled: unknown, now: number): Judgement {
      const c = compiled as Compiled;
      if (f.price === null) return { score: 0, action: "SKIP", verdict: "INCONCLUSIVE", reasons: ["no price stated"] };
      const s = scoreListing({ ...f, price: f.price, condition: f.condition as Condition | null, category: f.category as never, status: f.status as ListingStatus }, c.hunt, benchmark(f, c.location, now));
      return { score: s.score, action: s.action, verdict: s.verdict, reasons: s.reasons };
    },

    observed(o): void {
      market.add(o);
    },
  };
}
