import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compileQuery, describeListing, isRelevant, relevanceWords } from "../../../packages/core/src/pipeline/index.ts";

const relevant = (query: string, title: string) => isRelevant(describeListing({ title }).facts, compileQuery(query));

describe("relevance: a hunt's query read like a title, matched on what the listing is", () => {
  it("finds memory whatever the spacing, dashes and kit form", () => {
    for (const title of ["32 GB DDR4-2400 ECC RDIMM", "Samsung 32GB 2Rx4 PC4-2666V-R DDR-4 Registered", "64GB (2x32GB) DDR4 ECC RDIMM 2933", "Micron 32GB DDR4 2666 ECC REG"]) {
      assert.ok(relevant("32gb ddr4 ecc", title), title);
    }
    assert.ok(!relevant("32gb ddr4 ecc", "16GB DDR4-2400 ECC RDIMM"), "another capacity");
    assert.ok(!relevant("32gb ddr4 ecc", "32GB DDR3 1600 ECC RDIMM"), "another generation");
    assert.ok(!relevant("32gb ddr4 ecc", "Corsair Vengeance 32GB DDR4 3200 desktop memory"), "not ECC");
  });
  it("finds drives by capacity and interface, never across interfaces", () => {
    assert.ok(relevant("1.8tb sas", "IBM 00RX908 1.8 TB SAS 10K 2.5\" HUC101818CS4200"));
    assert.ok(relevant("1.8tb sas", "HGST Ultrastar C10K1800 1.8TB 12Gb/s SAS 10K"));
    assert.ok(!relevant("1.8tb sas", "Seagate 1.8TB SATA 2.5"));
    assert.ok(!relevant("8tb sas", "Seagate Enterprise Capacity 8TB SATA ST8000NM0055"));
    assert.ok(relevant("8tb sas", "Lot of 4 Seagate Exos X10 8TB SAS ST8000NM0156"));
  });
  it("finds a model by its words, joined or not", () => {
    assert.ok(relevant("epyc 7302p", "AMD EPYC 7302P 16-Core 3.0GHz SP3"));
    assert.ok(relevant("e5-2680 v3", "Intel Xeon E5-2680v3 SR1XP 2.5GHz"));
    assert.ok(relevant("x520-da2", "Intel X520-DA2 10GbE SFP+ dual port"));
    assert.ok(!relevant("epyc 7302p", "AMD EPYC 7402P 24-Core"));
  });
  it("drops what a query says about price and condition", () => {
    assert.deepEqual(compileQuery("EPYC 7302P under $150 used").words, ["epyc", "7302p"]);
    assert.ok(relevant("EPYC 7302P under $150", "AMD EPYC 7302P 16-Core"));
  });
  it("normalises words the way titles write them", () => {
    assert.deepEqual(relevanceWords("32 GB DDR-4 2400, 1.8 TB"), ["32gb", "ddr4", "2400", "1.8tb"]);
  });
});
