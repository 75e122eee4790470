/**
 * Computes evaluate answers with the core alone, so a test can compare the server's answer with
 * the core's on Bun and on Deno. Runtime-neutral (node:fs reads the input on both).
 *   bun test/e2e/evaluate/core-answers.ts INPUT.json
 *   deno run --allow-read --allow-env --import-map test/e2e/evaluate/deno-imports.json test/e2e/evaluate/core-answers.ts INPUT.json
 * INPUT: {now, observations: PriceObservation[], calls: [{request, local_kw}]}; prints the answers as JSON.
 */
import { readFileSync } from "node:fs";
import { createMarket, evaluate, type EvaluateRequest, type PriceObservationInput } from "@rackhunt/core";

export interface CoreInput {
  now: number;
  observations: PriceObservationInput[];
  calls: { request: EvaluateRequest; local_kw: string | null }[];
}

/** The core's answers to each call over a market of the given observations. */
export function coreAnswers(input: CoreInput) {
  const market = createMarket(input.observations, { now: input.now });
  return input.calls.map((c) => evaluate(c.request, market, { now: input.now, local_kw: c.local_kw }));
}

const path = process.argv[2];
if (path && import.meta.main) console.log(JSON.stringify(coreAnswers(JSON.parse(readFileSync(path, "utf8")) as CoreInput)));
