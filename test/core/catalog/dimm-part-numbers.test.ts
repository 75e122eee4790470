import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { defaultCatalog, defaultComponents, matchComponent, parseTitle } from "../../../packages/core/src/catalog/index.ts";

const match = (title: string) => matchComponent(parseTitle(title));

/**
 * Titles that name a server DIMM by its maker part number, often with nothing else a spec
 * match could use: the part number alone must pick the generic variant its sources state
 * (packages/core/src/catalog/data/SOURCES.md, `linuxhw-dmi-memory`, `dram-mpn-decoder-tests`).
 */
function assertResolves(cases: ReadonlyArray<readonly [title: string, id: string]>): void {
  for (const [title, id] of cases) {
    const m = match(title);
    assert.equal(m?.component_id, id, title);
    assert.equal(m?.matched_on, "part_number", title);
    assert.equal(defaultCatalog().get(id)?.category, "ram", title);
  }
}

describe("server DIMM part numbers in the default catalog", () => {
  it("resolves Samsung, SK hynix and Micron DDR4 RDIMM numbers to their generic variant", () => {
    assertResolves([
      ["Samsung 32GB 2Rx4 PC4-2666V-R DDR4 RDIMM M393A4K40CB2-CTD", "ram-ddr4-rdimm-32gb-2666"],
      ["Samsung M393A4K40CB2-CTD 32GB", "ram-ddr4-rdimm-32gb-2666"],
      ["Lot of 8 Samsung M393A2K40BB1-CRC 16GB", "ram-ddr4-rdimm-16gb-2400"],
      ["Samsung 64GB M393A8G40AB2-CWE", "ram-ddr4-rdimm-64gb-3200"],
      ["SK Hynix HMA84GR7CJR4N-VK 32GB DDR4", "ram-ddr4-rdimm-32gb-2666"],
      ["SK Hynix 64GB 2Rx4 PC4-3200AA HMAA8GR7AJR4N-XN", "ram-ddr4-rdimm-64gb-3200"],
      ["Micron 36ASF4G72PZ-2G6E1 32GB", "ram-ddr4-rdimm-32gb-2666"],
      ["Micron MTA36ASF4G72PZ-2G9E2 32GB 2Rx4 PC4-2933Y", "ram-ddr4-rdimm-32gb-2933"],
      ["Kingston KSM32RD4/32 32GB DDR4 3200 ECC Reg", "ram-ddr4-rdimm-32gb-3200"],
    ]);
  });

  it("resolves DDR3, LRDIMM and DDR5 numbers, adding the generic variant the catalog lacked", () => {
    assertResolves([
      ["Samsung 16GB 2Rx4 PC3L-12800R M393B2G70BH0-YK0", "ram-ddr3-rdimm-16gb-1600"],
      ["Hynix HMT42GR7AFR4C-PB 16GB", "ram-ddr3-rdimm-16gb-1600"],
      ["Samsung M386A4G40DM0-CPB 32GB LRDIMM", "ram-ddr4-lrdimm-32gb-2133"],
      ["Samsung 64GB 4Rx4 M386A8K40CM2-CVF", "ram-ddr4-lrdimm-64gb-2933"],
      ["SK hynix HMCG94AEBRA109N 64GB DDR5 4800 RDIMM", "ram-ddr5-rdimm-64gb-4800"],
      ["Micron MTC20F2085S1RC48BA1 32GB DDR5", "ram-ddr5-rdimm-32gb-4800"],
    ]);
    const lr = defaultCatalog().get("ram-ddr4-lrdimm-32gb-2133")!;
    assert.deepEqual([lr.interface, lr.form_factor, lr.capacity_gb, lr.specs.speed_mts], ["DDR4", "LRDIMM", 32, 2133]);
  });

  it("matches a bare part number, and no variant when the title's capacity contradicts it", () => {
    assert.equal(match("M393A4K40CB2-CTD")?.component_id, "ram-ddr4-rdimm-32gb-2666");
    assert.equal(match("Samsung M393A4K40CB2-CTD 16GB"), null);
  });

  it("keeps every part number on one generic variant whose facts fit the number's speed class", () => {
    const owner = new Map<string, string>();
    let numbers = 0;
    for (const c of defaultComponents()) {
      if (c.category !== "ram") continue;
      for (const a of c.aliases) {
        if (!/^[A-Z0-9][A-Z0-9/-]{7,}$/i.test(a) || /^PC\d/i.test(a)) continue;
        assert.ok(!owner.has(a), `${a} is on ${owner.get(a)} and ${c.id}`);
        owner.set(a, c.id);
        numbers++;
        // Samsung DDR4 speed codes: -CTD is 2666, -CVF 2933, -CWE 3200 (a record's configured speed must not leak in).
        const code = /^M3(93|86)A.*-(CTD|CVF|CWE)$/.exec(a)?.[2];
        if (code) assert.equal(c.specs.speed_mts, { CTD: 2666, CVF: 2933, CWE: 3200 }[code], `${a} on ${c.id}`);
      }
    }
    assert.ok(numbers >= 200, `${numbers} DIMM part numbers`);
  });
});
