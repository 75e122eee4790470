import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type CatalogComponent, createCatalog, defaultCatalog } from "../../../packages/core/src/catalog/index.ts";

// Expected ids looked up in packages/core/src/catalog/data/components.gen.ts.
const HE8_8TB_SAS = "hgst-ultrastar-he8-huh728080al5200";
const catalog = defaultCatalog();
const first = (q: string, category?: string) => catalog.search(q, { category }).results[0]?.id;

describe("catalog.search ranking on the default catalog", () => {
  it("finds the HGST He8 8TB SAS drive from its family, capacity and interface in any order or spacing", () => {
    for (const q of ["he8 8tb sas", "8tb he8 sas", "he8 8 tb sas", "SAS he8 8TB", "he8 8000gb sas3", "he8 8tb 12gb/s"]) {
      assert.equal(first(q), HE8_8TB_SAS, q);
    }
    // The capacity and the interface narrow: the 6TB and the SATA He8 drives are not results.
    assert.deepEqual(catalog.search("he8 8tb sas").results.map((c) => c.id), [HE8_8TB_SAS]);
  });

  it("treats a part number written whole, split, reordered or in any case as that part", () => {
    for (const q of ["HUH728080AL5200", "huh728080al5200", "huh728080 al5200", "HUH728080-AL5200", "al5200 huh728080"]) {
      assert.equal(first(q), HE8_8TB_SAS, q);
    }
    // An alias part number (the 4Kn sibling sold under the same listing) is an exact hit too.
    assert.equal(first("HUH728080AL4200"), HE8_8TB_SAS);
  });

  it("reads model names with their joiners written, dropped or spaced", () => {
    const cases: Array<[string, string]> = [
      ["e5 2680v3", "intel-xeon-e5-2680-v3"],
      ["E5-2680 v3", "intel-xeon-e5-2680-v3"],
      ["v3 e5-2680", "intel-xeon-e5-2680-v3"],
      ["7302 p", "amd-epyc-7302p"],
      ["7302p", "amd-epyc-7302p"],
      // Four ConnectX-4 Lx cards run at 25GbE; the two plain PCIe ones come before the OCP
      // mezzanines (shorter name), and the single-port card before the dual (id).
      ["connectx4 25gbe", "mellanox-mcx4111a-acat"],
      ["connect-x 4 25gbe", "mellanox-mcx4111a-acat"],
      // The ConnectX-4 family itself: a plain ConnectX-4 before the ConnectX-4 Lx cards.
      ["connect-x 4", "mellanox-mcx413a-bcat"],
      ["connectx-4", "mellanox-mcx413a-bcat"],
    ];
    for (const [q, id] of cases) assert.equal(first(q), id, q);
    assert.deepEqual(catalog.search("connectx4 25gbe", { limit: 2 }).results.map((c) => c.id), ["mellanox-mcx4111a-acat", "mellanox-mcx4121a-acat"]);
  });

  it("narrows by the capacity and interface facts rather than their spelling", () => {
    const sas = catalog.search("ultrastar 8tb sas", { limit: 100 });
    assert.ok(sas.total > 0);
    for (const c of sas.results) assert.deepEqual([c.capacity_gb, c.interface], [8000, "SAS"], c.id);
    assert.deepEqual(
      catalog.search("ultrastar 8000gb", { limit: 100 }).results.map((c) => c.id),
      catalog.search("ultrastar 8 TB", { limit: 100 }).results.map((c) => c.id),
    );
    const ram = catalog.search("32GB DDR4 RDIMM", { limit: 100 });
    assert.ok(ram.total > 0);
    for (const c of ram.results) assert.deepEqual([c.category, c.capacity_gb, c.interface], ["ram", 32, "DDR4"], c.id);
  });
});

describe("catalog.search tiers", () => {
  const part = (id: string, fields: Partial<CatalogComponent>): CatalogComponent => ({
    id, category: "hba", subcategory: null, brand: "Acme", model: `Acme ${id}`, mpn: null, capacity: null, capacity_gb: null,
    interface: null, form_factor: null, generation: null, aliases: [], specs: {}, source: "test", ...fields,
  });
  // Ids run against the tiers, so an order by id alone would be the reverse of the expected one.
  const tiers = createCatalog([
    part("a-fits", { model: "Acme Cable", aliases: ["fits the Zq-900 card"] }),
    part("b-model-long", { model: "Acme ZQ900 Card Low Profile Bracket" }),
    part("c-model", { model: "Acme ZQ900 Card" }),
    part("d-model", { model: "Acme ZQ900 Card" }),
    part("e-part", { model: "Acme Controller", mpn: "ZQ900" }),
  ]);

  it("puts the exact part number first, then model-name hits (closer names first, then id), then other fields", () => {
    assert.deepEqual(tiers.search("zq900").results.map((c) => c.id), ["e-part", "c-model", "d-model", "b-model-long", "a-fits"]);
    assert.deepEqual(tiers.search("ZQ 900").results.map((c) => c.id), ["e-part", "c-model", "d-model", "b-model-long", "a-fits"]);
  });
});
