/**
 * The SYNTHETIC golden set of the cross-runtime test: a seeded market of 20 invented variants and
 * 40 evaluations against it, trusted and untrusted alike.
 */
import { evaluate, type Identify } from "../../../packages/core/src/evaluate/index.ts";
import { createMarket, normalizeCondition } from "../../../packages/core/src/pricing/index.ts";
import { SYNTHETIC_NOW, seededRandom, syntheticObservations } from "../pricing/synthetic-cohort.ts";

const identify: Identify = (title, condition) => {
  const m = /^(?:(\d+)x )?synthetic-(\d+)/.exec(title);
  if (!m) return null;
  const id = `synthetic-hdd-${m[2]}`;
  return { component: { id, brand: "Synthetic", model: id }, confidence: 0.9, condition: normalizeCondition(condition), quantity: m[1] ? Number(m[1]) : 1 };
};

/**
 * Each request with evaluate's response.
 * @example goldenCases()[0] // {request: {...}, response: {verdict: "...", ...}}
 */
export function goldenCases(): unknown[] {
  const rand = seededRandom(2026);
  const rows = [];
  for (let c = 0; c < 20; c++) {
    const count = 2 + Math.floor(rand() * 30);
    for (let i = 0; i < count; i++) {
      rows.push(
        ...syntheticObservations([[Math.round((50 + c * 7) * (0.7 + rand() * 0.6) * 100) / 100, rand() * 60 + (c % 5 === 4 ? 20 : 0), `source-${i % (1 + (c % 3))}`]], {
          component_id: `synthetic-hdd-${c}`,
          condition: rand() < 0.8 ? "used" : "new",
        }),
      );
    }
  }
  const market = createMarket(rows, { now: SYNTHETIC_NOW });
  return Array.from({ length: 40 }, (_, i) => {
    const c = i % 20;
    const request = {
      price: Math.round((50 + c * 7) * (0.5 + rand()) * (i % 7 === 3 ? 4 : 1) * 100) / 100,
      title: `${i % 7 === 3 ? "4x " : ""}synthetic-${c} drive`,
      condition: i % 5 === 0 ? "New" : "used",
      url: i % 3 === 0 ? `https://www.market-${i % 2}.example/item/${i}` : null,
    };
    return { request, response: evaluate(request, market, identify) };
  });
}

