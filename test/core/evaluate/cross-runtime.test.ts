/**
 * The same evaluate calls give byte-identical answers on every runtime: each run compares against
 * golden-synthetic.json (recorded with Bun from the SYNTHETIC market of golden-cases.ts; the hand-computed
 * checks live in evaluate.test.ts). Regenerate after an intended change with:
 *   ./node_modules/.bin/bun -e 'import {goldenCases} from "./test/core/evaluate/golden-cases.ts"; await Bun.write("test/core/evaluate/golden-synthetic.json", JSON.stringify(goldenCases(), null, 2) + "\n")'
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { goldenCases } from "./golden-cases.ts";
import golden from "./golden-synthetic.json" with { type: "json" };

describe("evaluate is identical across runtimes", () => {
  it("matches the recorded answers of the synthetic golden set", () => {
    const cases = JSON.parse(JSON.stringify(goldenCases()));
    assert.equal(cases.length, golden.length);
    for (let i = 0; i < cases.length; i++) assert.deepEqual(cases[i], golden[i], `case ${i}`);
  });
  it("the golden set covers trusted verdicts and inconclusive ones", () => {
    const verdicts = new Set((golden as { response: { verdict: string } }[]).map((c) => c.response.verdict));
    for (const v of ["BUY", "WAIT", "SKIP", "INCONCLUSIVE"]) assert.ok(verdicts.has(v), v);
  });
});
