import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseTitle } from "../../../packages/core/src/catalog/index.ts";

// A part described as failing is sold for parts, whatever else the title says: judged as a sound
// used part it would alert far under the market. Titles from test/fixtures/titles' development part
// and issue 24's alerting drive.
describe("failure wording reads as for parts", () => {
  it("reads failing heads, a card that will not POST and a shell without its board as for parts", () => {
    for (const t of [
      "Seagate 8TB SAS - reading heads are loud",
      "GIGABYTE AMD Radeon RX 7600 XT Gaming OC 16GB GDDR6 Graphics Card - No Post",
      "nvidia geforce rtx 4090 24gb gddr6x graphics card NO PCB HOUSING ONLY NONWORKING",
      "Dell Nvidia A100 Tensor Core GPU SXM4 80GB 500W (Non Working)",
      "⚠️PARTS ⚠️NVIDIA Tesla V100 32GB SXM2 GV100-886A-A1 699-2G503-0216-200",
      "Lot of 2  Seagate Exos X14 ST10000NM0478 10TB  SATA  3.5\" For Parts Low Health",
      "Lenovo ThinkBook 13s G3 ACN AMD Ryzen 7 5800u 16GB RAM NO SSD NO OS WON’T BOOT",
    ]) assert.equal(parseTitle(t).condition, "for_parts", t);
  });

  it("reads every failure the issue lists, and not their denials", () => {
    // Issue 24's list of failure wordings, each on the kind of part it is written about.
    for (const t of ["HGST 8TB SAS clicking heads", "WD 4TB SMART errors", "Seagate 10TB reallocated sectors", "HGST 6TB pending sectors",
      "Seagate 4TB bad sectors", "Exos 16TB degraded", "RTX 3080 dead", "RTX 3080 untested", "RTX 3080 no POST", "GTX 1080 Ti artefacts", "GTX 1080 Ti artifacts"]) {
      assert.equal(parseTitle(t).condition, "for_parts", t);
    }
    for (const t of ["RTX 3080 tested working, no artifacts", "HGST 8TB 0 bad sectors", "HGST 8TB no reallocated sectors"]) assert.notEqual(parseTitle(t).condition, "for_parts", t);
  });

  it("leaves the parts of a laptop sold one by one alone", () => {
    assert.equal(parseTitle("ACER Aspire 3 A315 For Parts Separate Good Condition READ DESCRIPTION [GemSR032]").condition, "used");
    assert.equal(parseTitle("DELL Inspiron 1545 For Parts Single Piece READ DESCRIPTION [GemSR029]").condition, null);
  });
});
