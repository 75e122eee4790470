import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  type CatalogComponent,
  createCatalog,
  defaultCatalog,
  matchComponent,
  parseTitle,
} from "../../../packages/core/src/catalog/index.ts";

const match = (title: string) => matchComponent(parseTitle(title));

function component(id: string, over: Partial<CatalogComponent>): CatalogComponent {
  return {
    id, category: "hdd", subcategory: null, brand: "Seagate", model: id, mpn: null, capacity: null, capacity_gb: null,
    interface: "SATA", form_factor: "3.5in", generation: null, aliases: [], specs: {}, source: "test", ...over,
  };
}

describe("matchComponent with the default catalog", () => {
  it("matches a maker's part number to its exact variant", () => {
    const m = match('IBM 00RX908 1.8TB SAS 10K 2.5" 12Gb Hard Drive HUC101818CS4200');
    assert.equal(m?.component_id, "hgst-ultrastar-c10k1800-huc101818cs4200");
    assert.equal(m?.matched_on, "part_number");
    assert.ok(m!.confidence >= 0.9);
    assert.equal(match("Seagate Barracuda 7200.14 ST3000DM001 3TB $109.99")?.component_id, "seagate-st3000dm001");
  });

  it("matches model names of CPUs, HBAs, NICs and servers", () => {
    const cases: Array<[string, string]> = [
      ["Intel Xeon E5-2680 v3 SR1XP", "intel-xeon-e5-2680-v3"],
      ["(2) Intel Xeon E5-2690 V2 3.0GHz 10 Core LGA 2011", "intel-xeon-e5-2690-v2"],
      ["Intel Xeon Gold 6130 SR3B0 16-core", "intel-xeon-gold-6130"],
      ["AMD EPYC 7302P 16 core", "amd-epyc-7302p"],
      ["LSI 9207-8i HBA IT mode", "broadcom-sas-9207-8i"],
      ["Mellanox ConnectX-3 MCX311A-XCAT 10GbE", "mellanox-mcx311a-xcat"],
      ["Dell PowerEdge R720xd 12 bay", "dell-poweredge-r720xd"],
    ];
    for (const [title, id] of cases) assert.equal(match(title)?.component_id, id, title);
  });

  it("uses the capacity to pick the variant, and gives up when the title leaves it open", () => {
    assert.equal(match("Samsung 870 EVO 1TB SATA SSD")?.component_id, "samsung-870-evo-mz-77e1t0b");
    assert.equal(match("Samsung 870 EVO 2TB SATA SSD")?.component_id, "samsung-870-evo-mz-77e2t0b");
    assert.equal(match("Samsung 870 EVO SATA SSD"), null);
    // A single-capacity GPU needs no capacity in the title, but loses some confidence.
    const gpu = match("[GPU] RTX 4090 Founders $1599");
    assert.equal(gpu?.component_id, "nvidia-geforce-rtx-4090-24gb");
    assert.ok(gpu!.confidence < 0.85);
  });

  it("matches generic server RAM by generation, module type, size and speed", () => {
    const m = match("[USA-CA] [H] 4x 32GB DDR4 ECC RDIMM 2666 [W] PayPal");
    assert.deepEqual(m, { component_id: "ram-ddr4-rdimm-32gb-2666", confidence: 0.85, matched_on: "spec" });
    assert.equal(match("Samsung 64GB PC4-2933Y-R DDR4 ECC Registered")?.component_id, "ram-ddr4-rdimm-64gb-2933");
    assert.equal(match("32GB DDR4 2666 desktop memory"), null);
    // A generic name shared by module types must not override the stated type.
    assert.equal(match("OWC 32GB DDR4 3200MHz PC4-25600 CL22 2RX8 ECC Unbuffered UDIMM")?.component_id, "ram-ddr4-udimm-32gb-3200");
  });

  it("uses the stated form factor when a model comes in several", () => {
    assert.equal(match("Intel Optane 905P 960GB U.2 NVMe SSD")?.component_id, "intel-optane-905p-960gb-u-2");
    assert.equal(match("Intel Optane 905P 960GB NVMe SSD"), null, "U.2 or add-in card is left open");
  });

  it("tells variants apart by their suffix", () => {
    assert.equal(match("MikroTik CRS326-24G-2S+RM")?.component_id, "mikrotik-crs326-24g-2splusrm");
    assert.equal(match("MikroTik CRS326-24G-2S+IN"), null, "the desktop model is not in the catalog");
  });

  it("matches nothing for accessories, boxes, non-homelab items and unknown parts", () => {
    assert.equal(match("Dell R720xd drive caddy tray"), null);
    assert.equal(match("Samsung 870 EVO 1TB box only"), null);
    assert.equal(match("[Monitor] Dell U2412M 24in IPS"), null);
    assert.equal(match("Mystery widget 3000"), null);
  });
});

describe("createCatalog", () => {
  const catalog = createCatalog([
    component("seagate-exos-x16-16tb", { mpn: "ST16000NM001G", capacity: "16TB", capacity_gb: 16000, aliases: ["Exos X16 16TB"] }),
    component("seagate-exos-x16-14tb", { mpn: "ST14000NM001G", capacity: "14TB", capacity_gb: 14000, aliases: ["Exos X16 14TB"] }),
  ]);

  it("looks entries up by id", () => {
    assert.equal(catalog.size, 2);
    assert.equal(catalog.get("seagate-exos-x16-14tb")?.mpn, "ST14000NM001G");
    assert.equal(catalog.get("nope"), null);
  });

  it("matches against the given catalog, not the default one", () => {
    assert.equal(matchComponent(parseTitle("Seagate Exos X16 14TB SATA"), catalog)?.component_id, "seagate-exos-x16-14tb");
    assert.equal(matchComponent(parseTitle("ST16000NM001G 16TB"), catalog)?.component_id, "seagate-exos-x16-16tb");
    assert.equal(matchComponent(parseTitle("ST16000NM001G 14TB"), catalog), null, "capacity contradicts the part number");
    assert.equal(matchComponent(parseTitle("Intel Xeon E5-2680 v3"), catalog), null);
  });

  it("refuses duplicate ids and invalid entries", () => {
    assert.throws(() => createCatalog([component("a", {}), component("a", {})]), /duplicate component id a/);
    assert.throws(() => createCatalog([{ ...component("b", {}), category: "toaster" } as unknown as CatalogComponent]));
  });
});
