import assert from "node:assert/strict";
import { describe, it } from "node:test";
import * as v from "valibot";
import { CatalogComponent, defaultComponents } from "../../../packages/core/src/catalog/index.ts";

const all = defaultComponents();
const has = (pred: (c: CatalogComponent) => boolean, what: string) => assert.ok(all.some(pred), `no ${what}`);

describe("the default catalog", () => {
  it("holds valid entries with unique ids and consistent capacities", () => {
    assert.ok(all.length >= 2000, `${all.length} entries`);
    const ids = new Set<string>();
    for (const c of all) {
      assert.ok(v.safeParse(CatalogComponent, c).success, c.id);
      assert.ok(!ids.has(c.id), `duplicate ${c.id}`);
      ids.add(c.id);
      if (c.capacity !== null) {
        const m = /^([\d.]+)(TB|GB)$/.exec(c.capacity);
        assert.ok(m, `${c.id} capacity ${c.capacity}`);
        assert.equal(c.capacity_gb, Math.round(Number(m![1]) * (m![2] === "TB" ? 1000 : 1) * 100) / 100, c.id);
      }
    }
  });

  it("covers what homelab buyers hunt", () => {
    has((c) => c.category === "hdd" && c.interface === "SAS", "SAS HDD");
    has((c) => c.category === "hdd" && c.interface === "SATA", "SATA HDD");
    has((c) => c.category === "ssd" && c.form_factor === "U.2", "U.2 SSD");
    has((c) => c.category === "ssd" && c.interface === "NVMe" && c.form_factor === "M.2", "M.2 NVMe SSD");
    has((c) => c.category === "ssd" && /optane/i.test(c.model), "Optane");
    for (const gen of ["DDR3", "DDR4", "DDR5"]) has((c) => c.category === "ram" && c.interface === gen && c.form_factor === "RDIMM", `${gen} RDIMM`);
    has((c) => c.category === "ram" && c.form_factor === "LRDIMM", "LRDIMM");
    for (const v2 of ["v2", "v3", "v4"]) has((c) => c.category === "cpu" && new RegExp(`E5-26\\d\\d ${v2}$`).test(c.model), `Xeon E5 ${v2}`);
    has((c) => c.category === "cpu" && /Xeon (Gold|Silver|Platinum)/.test(c.model), "Xeon Scalable");
    has((c) => c.category === "cpu" && /EPYC/.test(c.model), "EPYC");
    has((c) => c.category === "gpu" && /Tesla P40/.test(c.model), "Tesla P40");
    for (const speed of [10, 25, 40, 100]) has((c) => c.category === "nic" && c.specs.speed_gbe === speed, `${speed}GbE NIC`);
    has((c) => c.category === "hba" && /9207-8i/.test(c.model), "LSI 9207-8i");
    has((c) => c.category === "server" && /R730xd/.test(c.model), "R730xd");
    has((c) => c.category === "switch", "switch");
  });

  it("decodes the same objects on every call", () => {
    assert.equal(defaultComponents(), all);
  });
});
