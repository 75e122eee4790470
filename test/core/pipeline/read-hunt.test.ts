import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compileQuery, describeListing, isRelevant, readHunt } from "../../../packages/core/src/pipeline/index.ts";

const relevant = (query: string, title: string) => isRelevant(describeListing({ title }).facts, compileQuery(query));

describe("readHunt: a hunt as people write it", () => {
  it("reads the README's sentences", () => {
    const cases: [string, object][] = [
      ["8TB SAS drives under $12/TB", { criteria: { max_price_per_tb: 12, category: "hdd" }, target_price: null, capacity_gb: 8000, interface: "SAS", search: "8TB SAS drives" }],
      ["EPYC 7302P under $150", { target_price: 150, component_id: "amd-epyc-7302p", search: "EPYC 7302P" }],
      ["128GB DDR4 ECC RDIMM kit", { capacity_gb: 128, capacity_scope: "total", form_factor: "RDIMM", interface: "DDR4" }],
      ["ConnectX-4 25GbE under $60", { target_price: 60, category: "nic", unplaced: [] }],
      ["used 14TB+ SATA helium drives", { criteria: { capacity_min_gb: 14000, conditions: ["used", "refurbished"], category: "hdd" }, capacity_gb: null, unplaced: [] }],
      ["Xeon Gold 6148 pair", { criteria: { min_quantity: 2, category: "cpu" }, component_id: "intel-xeon-gold-6148" }],
    ];
    for (const [sentence, expected] of cases) {
      const r = readHunt(sentence);
      for (const [k, v] of Object.entries(expected)) assert.deepEqual(r[k as keyof typeof r], v, `${sentence}: ${k}`);
    }
  });
  it("reads prices however they are written, and never a part number, speed or capacity as one", () => {
    for (const s of ["EPYC under $150", "EPYC below 150 USD", "EPYC max $150", "EPYC $150 or less", "EPYC for $150"]) assert.equal(readHunt(s).target_price, 150, s);
    assert.deepEqual(readHunt("32GB DDR4 RDIMM $0.40/GB").criteria.max_price_per_gb, 0.4);
    assert.deepEqual(readHunt("8tb sas 12 per TB").criteria.max_price_per_tb, 12);
    for (const s of ["Intel X710-DA2 10GbE", "DDR4 2400 32GB", "Exos X16 16TB", "E5-2680 v3 2.5GHz"]) {
      const r = readHunt(s);
      assert.deepEqual([r.target_price, r.criteria.min_quantity], [null, undefined], s);
    }
  });
  it("reads capacity bounds, counts and conditions", () => {
    assert.deepEqual(readHunt("8-16TB SAS").criteria, { capacity_min_gb: 8000, capacity_max_gb: 16000, category: "hdd" });
    assert.equal(readHunt("up to 4TB NVMe").criteria.capacity_max_gb, 4000);
    assert.equal(readHunt("4x 8TB SAS").criteria.min_quantity, 4);
    assert.equal(readHunt("lot of 8 32GB RDIMMs").criteria.min_quantity, 8);
    assert.deepEqual(readHunt("RTX 3080 for parts").criteria.conditions, ["for_parts"]);
    assert.deepEqual(readHunt("sealed 18TB Exos").criteria.conditions, ["new"]);
  });
  it("matches how sellers write: the named variant by any of its names, kits by their total, bounds", () => {
    assert.ok(relevant("he8 8tb sas", "HGST HUH728080AL5200 8TB 12Gb/s SAS 3.5in"));
    assert.ok(relevant("SAS3 8TB drives", "HGST Ultrastar He8 8TB SAS 12Gb/s HUH728080AL5200"));
    assert.ok(relevant("128GB DDR4 ECC RDIMM kit", "128GB Kit (2 x 64GB) DDR4-2933 ECC Registered RDIMM"));
    assert.ok(relevant("128GB DDR4 ECC RDIMM kit", "Samsung 128GB 4x32GB DDR4 2666 RDIMM ECC"));
    assert.ok(!relevant("128GB DDR4 ECC RDIMM kit", "64GB DDR4-2933 ECC RDIMM PC4-2933Y-R"));
    assert.ok(relevant("used 14TB+ SATA helium drives", "Seagate Exos X16 16TB SATA ST16000NM001G"));
    assert.ok(!relevant("used 14TB+ SATA helium drives", "HGST Ultrastar DC HC520 12TB SATA"));
    assert.ok(!relevant("used 14TB+ SATA helium drives", "WD Red Plus 14TB SAS"));
  });
});
