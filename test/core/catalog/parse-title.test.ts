import assert from "node:assert/strict";
import { describe, it } from "node:test";
import * as v from "valibot";
import { ParsedTitle, parseTitle } from "../../../packages/core/src/catalog/index.ts";

describe("parseTitle", () => {
  it("reads a trade post from its [H] side, with location, kit count and RAM facts", () => {
    const p = parseTitle("[USA-CA] [H] 4x 32GB DDR4 ECC RDIMM 2666 [W] PayPal");
    assert.equal(p.source_style, "trade");
    assert.equal(p.location, "USA-CA");
    assert.equal(p.category, "ram");
    assert.equal(p.capacity, "32GB");
    assert.equal(p.capacity_gb, 32);
    assert.equal(p.quantity, 4);
    assert.equal(p.total_capacity_gb, 128);
    assert.equal(p.is_lot, true);
    assert.equal(p.interface, "DDR4");
    assert.equal(p.form_factor, "RDIMM");
    assert.equal(p.speed_mts, 2666);
    assert.equal(p.not_item, null);
    assert.equal(p.item_text, "4x 32GB DDR4 ECC RDIMM 2666");
  });

  it("treats a post whose [H] side is only money as wanted, and reads the [W] side", () => {
    const p = parseTitle("[Toronto, ON] [H] Cash, PayPal [W] RTX 4070");
    assert.equal(p.not_item, "wanted");
    assert.equal(p.category, "gpu");
    assert.equal(p.model, "RTX 4070");
    assert.equal(p.location, "Toronto, ON");
    assert.equal(parseTitle("[WTB] Dell R720xd").not_item, "wanted");
    assert.equal(parseTitle("[FS][US-TX] Dell PowerEdge R720xd").not_item, null);
    // Every form trade boards use: parentheses, colons, a bare $$$ or PayPal on the [H] side.
    for (const t of ["(W): RTX 3080 (H): PayPal", "[W] RTX 3080 [H] $$$", "[USA-TX] W: RTX 3080 H: cash", "WTB: RTX 3080", "ISO RTX 3080 FE"]) {
      const w = parseTitle(t);
      assert.equal(w.not_item, "wanted", t);
      assert.equal(w.category, "gpu", t);
    }
    assert.equal(parseTitle("(H): RTX 3080 FE (W): PayPal").not_item, null);
  });

  it("reads a marketplace title with an OEM number and the maker's model number", () => {
    const p = parseTitle('IBM 00RX908 1.8TB SAS 10K 2.5" 12Gb Hard Drive HUC101818CS4200');
    assert.equal(p.source_style, "marketplace");
    assert.equal(p.category, "hdd");
    assert.equal(p.brand, "IBM");
    assert.equal(p.model, "HUC101818CS4200");
    assert.deepEqual(p.part_numbers, ["HUC101818CS4200", "00RX908"]);
    assert.equal(p.capacity, "1.8TB");
    assert.equal(p.capacity_gb, 1800);
    assert.equal(p.interface, "SAS");
    assert.equal(p.form_factor, "2.5in");
  });

  it("does not take link speeds for capacities", () => {
    assert.equal(parseTitle("HP 600GB 6G SAS 15K 2.5in HDD").capacity, "600GB");
    assert.equal(parseTitle("Seagate 6Gb SAS 4TB 3.5 drive").capacity, "4TB");
    assert.equal(parseTitle("Mellanox ConnectX-3 10GbE SFP+ NIC").capacity, null);
  });

  it("reads deal prices, taking the total after '='", () => {
    const p = parseTitle("[GPU] MSI GTX 660 Ti Power Edition + Metro $289.99 - $10MIR = $279 (Exp: 4.30.13) [Amazon]");
    // The rebate is not a price of anything: it is left out of `prices`.
    assert.deepEqual(p.prices, [289.99, 279]);
    assert.equal(p.price, 279);
    assert.equal(p.model, "GTX 660 Ti");
    assert.equal(parseTitle("[Newegg] Seagate SSD 600 240GB for 210$ + Free 2TB HDD").price, 210);
    assert.equal(parseTitle("[FS] 4x 8TB Seagate Exos SATA $1,280").price, 1280);
  });

  it("never reads a speed, a model or a part number before a price as the price", () => {
    assert.equal(parseTitle("[USA-CA] [H] Samsung 32GB M393A4K40CB1-CRC DDR4 RAM 2400 $149.99 [W] PayPal").price, 149.99);
    assert.equal(parseTitle("[USA-TX] [H] NetApp 4TB SAS, 58-100141-01 $29.99 [W] PayPal").price, 29.99);
    assert.equal(parseTitle("RTX 3080 $700 shipped obo").price, 700);
    // An amount written before its dollar sign still reads.
    assert.equal(parseTitle("Xeon E5-2680 v3 pair 40$").price, 40);
  });

  it("counts lots written in several ways, but not PCIe lane widths", () => {
    assert.equal(parseTitle("Lot of 10 HGST 4TB SATA 3.5 HDD").quantity, 10);
    assert.equal(parseTitle("WD Red 4TB NAS drive x4").quantity, 4);
    assert.equal(parseTitle("(2) Intel Xeon E5-2690 V2 3.0GHz 10 Core").quantity, 2);
    assert.equal(parseTitle("Intel X520-DA2 10GbE SFP+ PCIe 2.0 x8").quantity, 1);
    const kit = parseTitle("[RAM] 16GB(2x8) Corsair Vengeance DDR3 1600");
    assert.equal(kit.capacity, "8GB");
    assert.equal(kit.quantity, 2);
  });

  it("keeps the strongest stated condition", () => {
    assert.equal(parseTitle("Dell R720 for parts, untested").condition, "for_parts");
    assert.equal(parseTitle("Samsung PM883 1.92TB refurbished, tested").condition, "refurbished");
    assert.equal(parseTitle("[H] RTX 3080 lightly used, like new [W] cash").condition, "used");
    assert.equal(parseTitle("[H] Corsair DDR5 48GB (2x24GB) BNIB/Sealed [W] PayPal").condition, "new");
    assert.equal(parseTitle("[Newegg] Hot New Tech Sale on SSDs $99").condition, null);
  });

  it("flags parts for an item, boxes and accessories", () => {
    assert.equal(parseTitle("Dell R720 3.5in drive caddy tray").not_item, "accessory");
    assert.equal(parseTitle("600GB 12G SAS 10K rpm+Tray").not_item, null);
    assert.equal(parseTitle("Dell PowerEdge R730xd with rails and bezel").not_item, null);
    assert.equal(parseTitle("RTX 4090 Founders Edition box only").not_item, "box");
    assert.equal(parseTitle("EVGA RTX 3080 FTW3 10GB with backplate").not_item, null);
    assert.equal(parseTitle("Backplate for EVGA RTX 3080 FTW3").not_item, "accessory");
    assert.equal(parseTitle("HGST 4TB SAS 3.5 w/ caddy").not_item, null);
  });

  it("tells photos, novelties, empty boxes and whole computers from the item", () => {
    const cases: Array<[string, string | null]> = [
      ["NVIDIA RTX 3080 Founders Edition - PHOTO ONLY", "photo"],
      ["RTX 3090 printed picture of graphics card", "photo"],
      ["GeForce RTX 3080 keychain", "novelty"],
      ["RTX 3080 Christmas ornament", "novelty"],
      ["EVGA RTX 3080 FTW3 Ultra EMPTY BOX", "box"],
      ["ASUS TUF RTX 3080 box, no card", "box"],
      ["ASUS TUF RTX 3080 10GB in original box", null],
      ["Gaming PC RTX 3080 i7-10700K 32GB RAM 1TB NVMe", "system"],
      ["ASUS ROG Strix G15 gaming laptop RTX 3070", "system"],
      ["Crucial 16GB DDR4 3200 SODIMM laptop memory", null],
      ["Radeon Pro Vega II for Mac Pro 2019", null],
    ];
    for (const [title, kind] of cases) assert.equal(parseTitle(title).not_item, kind, title);
    assert.equal(parseTitle("Gaming PC RTX 3080 i7-10700K").category, "other");
  });

  it("reads defect wording as for parts, the strictest stated condition winning", () => {
    for (const t of ["HGST 8TB SAS used, failing heads", "Seagate 4TB clicking", "WD Red 4TB SMART errors", "HGST 6TB bad sectors", "RTX 3080 no display, as-is", "GTX 1080 Ti artifacting", "Dell R720 not working"]) {
      assert.equal(parseTitle(t).condition, "for_parts", t);
    }
    assert.equal(parseTitle("HGST 8TB SAS tested, 0 bad sectors").condition, "used");
    assert.equal(parseTitle("RTX 3080 tested working, no artifacts").condition, "used");
    assert.equal(parseTitle("Samsung PM883 1.92TB refurbised").condition, "refurbished");
  });

  it("tells model names with an x from counts, and reads kits both ways round", () => {
    const cases: Array<[string, number, string | null]> = [
      ["Gigabyte RTX 3080 WINDFORCE 3X 10G", 1, "10GB"],
      ["MSI RTX 3080 VENTUS 3X 10G OC", 1, "10GB"],
      ["ASUS Dual X2 RTX 2060 6GB", 1, "6GB"],
      ["Acer Predator X34 monitor", 1, null],
      ["ASUS ROG-STRIX-RTX3080-O10G-GAMING", 1, "10GB"],
      ["Gigabyte GV-N3080GAMING OC-10GD", 1, "10GB"],
      ["Samsung 128GB DDR4 (64GB x 2) 2933 LRDIMM", 2, "64GB"],
      ["Samsung 16GB x 2 DDR4 2666 RDIMM", 2, "16GB"],
      ["HGST 4TB SAS 3.5 x 5", 5, "4TB"],
      ["5x 4TB HGST Ultrastar SAS", 5, "4TB"],
      ["Lot of 40 Samsung 16GB DDR4 RDIMM", 40, "16GB"],
      ["(2 x 32GB) DDR4 ECC RDIMM", 2, "32GB"],
      ["Kingston 16G DDR4 2666 ECC", 1, "16GB"],
      ["Pair of Intel Xeon E5-2680 v4", 2, null],
      ["Crucial 4 × 8GB DDR4 2400", 4, "8GB"],
      ["G.Skill 16GBx2 DDR4", 2, "16GB"],
      ["WD Red 4TB x 3", 3, "4TB"],
      ["Intel X520-DA2 10GbE 2x SFP+", 1, null],
    ];
    for (const [title, quantity, capacity] of cases) {
      const p = parseTitle(title);
      assert.equal(p.quantity, quantity, title);
      assert.equal(p.capacity, capacity, title);
    }
  });

  it("tells deal posts by their words, whole words only, whatever the letters around them", () => {
    const cases: Array<[string, string]> = [
      ["WD Red 4TB NAS drive", "marketplace"],
      ["WD Red 4TB NAS drive - SALE", "deal"],
      ["WD Red 4TB 20% off", "deal"],
      ["WD Red 4TB, free shipping today only", "deal"],
      ["WD Red 4TB pricematch", "deal"],
      ["WD Red 4TB wd_sale", "marketplace"],
      ["WD Red 4TB sale4", "marketplace"],
      ["WD Red 4TB é sale", "deal"],
      // A Kelvin sign is no word character, but lower-cases to an ASCII `k`.
      ["WD Red 4TB \u212asale", "deal"],
    ];
    for (const [title, style] of cases) assert.equal(parseTitle(title).source_style, style, title);
  });

  it("reads DDR-4, PC4 module names and capacities with a space, and ignores invisible characters", () => {
    const p = parseTitle("32 GB DDR-4 2400 ECC REG");
    assert.equal(p.capacity, "32GB");
    assert.equal(p.interface, "DDR4");
    assert.equal(p.category, "ram");
    assert.equal(parseTitle("Samsung 16GB PC4-2666V-R").interface, "DDR4");
    const hidden = parseTitle("HGST 8\u200bTB SAS \u202eHUH728080AL5200");
    assert.equal(hidden.capacity, "8TB");
  });

  it("reads the currency a title names", () => {
    assert.equal(parseTitle("[H] RTX 3080 [W] $700 CAD").currency, "CAD");
    assert.equal(parseTitle("[H] RTX 3080 [W] C$700").currency, "CAD");
    assert.equal(parseTitle("RTX 3080 £450").price, 450);
    assert.equal(parseTitle("RTX 3080 £450").currency, "GBP");
    assert.equal(parseTitle("[H] RTX 3080 [W] $700").currency, null);
  });

  it("reads CPU, GPU, NIC, HBA, server, switch and mini PC model numbers", () => {
    const cases: Array<[string, string, string]> = [
      ["Intel Xeon E5-2680 v3 SR1XP 12 core", "cpu", "E5-2680 v3"],
      ["Intel Xeon Gold 6130 SR3B0 16-core", "cpu", "Gold 6130"],
      ["AMD EPYC 7302P 16 core SP3", "cpu", "EPYC 7302P"],
      ["Sapphire Radeon HD 7970 OC 3GB", "gpu", "HD 7970"],
      ["NVIDIA Tesla P40 24GB GPU", "gpu", "Tesla P40"],
      ["Intel X520-DA2 10GbE SFP+ network card", "nic", "X520-DA2"],
      ["LSI 9207-8i HBA IT mode P20", "hba", "9207-8I"],
      ["Dell PowerEdge R720xd 12 bay", "server", "R720xd"],
      ["HP ProLiant DL380 G9 2x E5-2680 v4", "server", "DL380 G9"],
      ["MikroTik CRS317-1G-16S+RM", "switch", "CRS317-1G-16S+RM"],
      ["[H] 2x HP Prodesk 400 G5 Mini PCs [W] PayPal", "minipc", "ProDesk 400 G5"],
    ];
    for (const [title, category, model] of cases) {
      const p = parseTitle(title);
      assert.equal(p.category, category, title);
      assert.equal(p.model, model, title);
    }
  });

  it("returns a value its own schema accepts, for odd input too", () => {
    for (const t of ["", "   ", "[H][W]", "$$$", "🙂 4TB", "x".repeat(5000), "[".repeat(300)]) {
      assert.ok(v.safeParse(ParsedTitle, parseTitle(t)).success, JSON.stringify(t.slice(0, 20)));
    }
  });

  it("keeps its invariants on random titles built from the characters titles are made of", () => {
    // A fixed-seed generator, so a failure can be reproduced.
    let seed = 12345;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pieces = ["[H]", "[W]", "[USA-CA]", "$", "4x", "x4", "lot of ", "32GB", "1.8TB", "12Gb", "SAS", "DDR4", "RDIMM",
      "2666", "(2x8GB)", "=", "-", " ", "new", "used", "for parts", "caddy", "E5-2680 v3", "R720", "ST4000NM0033", "&amp;", "9"];
    for (let i = 0; i < 500; i++) {
      let t = "";
      const len = 1 + rand(30);
      for (let j = 0; j < len; j++) t += pieces[rand(pieces.length)];
      const p = parseTitle(t);
      assert.ok(v.safeParse(ParsedTitle, p).success, t);
      assert.ok(p.quantity >= 1 && p.quantity <= 1000, t);
      if (p.capacity_gb !== null) assert.equal(p.total_capacity_gb, Math.round(p.capacity_gb * p.quantity * 100) / 100, t);
      for (const price of p.prices) assert.ok(Number.isFinite(price) && price >= 0, t);
      if (p.price !== null) assert.ok(p.prices.includes(p.price), t);
    }
  });

  // Time is measured as growth (test/fuzz/parsers.test.ts) and speed in bench/, never here.
  it("reads adversarial input without throwing, within the title cap", () => {
    const nasty = [
      "1".repeat(4000), "a1-".repeat(1500), "[H] ".repeat(1000), "$1,".repeat(1500), "9x".repeat(2000),
      "1.1.1.".repeat(800), "lot of ".repeat(600), "ddr4-".repeat(900), `${"ab12".repeat(1000)}!`,
    ];
    for (const t of nasty) {
      const p = parseTitle(t);
      assert.ok(p.quantity >= 1, t.slice(0, 12));
      assert.ok(p.item_text.length <= t.length, t.slice(0, 12));
    }
  });
});
