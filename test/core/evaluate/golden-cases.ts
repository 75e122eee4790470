/**
 * The SYNTHETIC golden set of the cross-runtime test: a seeded market of 20 invented variants and
 * 40 evaluations against it, trusted and untrusted alike.
 */
import { evaluate } from "../../../packages/core/src/evaluate/index.ts";
import { createMarket } from "../../../packages/core/src/pricing/index.ts";
import { SYNTHETIC_NOW, seededRandom, syntheticObservations } from "../pricing/synthetic-cohort.ts";
import { syntheticCatalog } from "./synthetic-catalog.ts";

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
      title: `${i % 7 === 3 ? "4x " : ""}HGST SYN${c}X 8TB SAS`,
      condition: i % 5 === 0 ? "New" : "used",
      url: i % 3 === 0 ? `https://www.market-${i % 2}.example/item/${i}` : null,
    };
    return { request, response: evaluate(request, market, { catalog: syntheticCatalog }) };
  });
}

