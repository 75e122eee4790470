import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseTitle } from "../../../packages/core/src/catalog/index.ts";

// Real titles: issue 24's two misreads, r/buildapcsales [SSD] posts (aattwwss/ssd-bot-go), OzBargain
// deals, r/canadianhardwareswap and earlier trade posts — all from test/fixtures/titles' development part.
describe("the price a title asks", () => {
  it("reads only currency-marked amounts, never a speed or a part number before them", () => {
    // The two misreads as issue 24 quotes them (parse-title.test.ts has them inside trade posts).
    const ram = parseTitle("M393A4K40CB1-CRC DDR4 RAM 2400 $149.99");
    assert.deepEqual([ram.price, ram.prices], [149.99, [149.99]]);
    const drive = parseTitle("SAS, 58-100141-01 $29.99");
    assert.deepEqual([drive.price, drive.prices], [29.99, [29.99]]);
    // A speed, a capacity and a model with no currency mark are no price at all.
    for (const t of ["[RAM] Corsair Vengeance (2 X 8GB) 3600 - $83", "Corsair Vengeance (2 X 8GB) 3600", "Inno3D GeForce RTX 3080 TI ICHILL X4 12GB GDDR6X Graphics Card"]) {
      assert.equal(parseTitle(t).price, t.includes("$") ? 83 : null, t);
    }
  });

  it("reads the currency a trade post names", () => {
    const gbp = parseTitle("[BG] GTX 1060 3GB/10 Series GPU [H] £40");
    assert.deepEqual([gbp.price, gbp.currency], [40, "GBP"]);
    // A buyer's post keeps the price it offers.
    const offer = parseTitle("[Ottawa, ON] [H] $1450 Cash or Paypal [W] DDR5 ECC RAM KIT");
    assert.deepEqual([offer.not_item, offer.price, offer.currency], ["wanted", 1450, null]);
  });

  it("takes the deal price, not the was price, the discount, the rebate or the per-TB rate", () => {
    const cases: Array<[string, number]> = [
      ["[SSD] PNY CS1030 512GB, M.2 NVMe PCIe Gen3 x4, 2,000/1,100 MB/s - $30.99 ($57.99-27.00=47% Off)", 30.99],
      ["[SSD M2 gen4] GIGABYTE AORUS Gen4 7000s SSD 1TB PCIe 4.0 NVMe M.2, Nanocarbon Coated Aluminum Heatsink - $99.99 (msrp 229.99)", 99.99],
      ["[SSD - M.2] Crucial P5 Plus 1TB Gen 4 NVMe SSD + Heatsink bundle - $93.50 ($129.99 + $29.99 - $36.50 - $29.98)", 93.5],
      ["[SSD] LEVEN LEVEN JP600 2TB Read Speed Up to 2100 MB/s PCIe NVMe Internal SSD(Solid State Drive)- Gen3x4 M.2 2280 3D NAND (Packaging May Vary) - $99.99 ($45.99/TB)", 99.99],
      ["[SSD] Kingston 2TB FURY Renegade PCIe 4.0 NVMe M.2 with Low-profile graphene aluminum heat spreader 7,300/7,000 MB/s - $169.99 ($20.00 Coupon Applied in Cart)", 169.99],
      // A sum spelled out: its result is the price.
      ["[RGB][RGB Strip] 12\" (300mm) Airgoo 12V, 4-Pin RGB strips, 17% off (3pc kit $23.99 - $4.07 = $19.98 [$6.66/strip] ; 2pc kit $17.99 - $3.01 = $14.98 [$7.49/strip]", 19.98],
      // `+ $50 Del`: delivery added, not a price.
      ["Gaming PCs: R7 9800X3D, RTX 5080 16GB, B650M Mobo, 32GB 6000MHz RAM, 1TB G4 M.2 $3148 | RTX 5070 Ti: $2648 + $50 Del @ Nebula PC", 3148],
    ];
    for (const [title, price] of cases) assert.equal(parseTitle(title).price, price, title);
    // A discount is not listed among the prices at all.
    assert.deepEqual(parseTitle("[SSD] Crucial P3 4TB PCIe 3.0 3D NAND NVMe M.2 SSD, $199.99 ($50 off) &amp; free S&amp;H - Newegg.com").prices, [199.99]);
  });

  it("says which price it took: each, for all, shipped or local", () => {
    const cases: Array<[string, number, string | null]> = [
      // Only a price each is written: that is the asking price, per unit (price_basis "each").
      ["QTY 4x 1U X11 Servers $350ea in 2U LFF 4 Node Case 2x Intel Xeon Skylake DDR4", 350, "each"],
      ["[SSD - M2] Pair of 2TB WD Black SN850X NVMe M.2 PCIe 4.0 with Heatsink - $300 (For 2) / 4TB Model - $680 (For 2)", 300, "total"],
      ["[Afterpay, eBay Plus] Seagate Ironwolf HDD 12TB $411.75 Delivered ($100 Flight Centre Voucher with 2 Drives) @ Futu Online eBay", 411.75, "shipped"],
      ["[PSU] Corsair VS600 600W 80+ White power supply - $43.99 FS ($59.99-$16)", 43.99, "shipped"],
      ["[SSD - M.2] INLAND Performance Plus 1TB PS5 SSD PCIe Gen 4 NVMe 4.0 x4 M.2 2280 TLC 3D NAND Internal Solid State Drive, R/W Speed up to 7000MB/s and 5500MB/s $87.99 shipped @ Amazon", 87.99, "shipped"],
      ["[SSD] Inland Performance 1TB 3D TLC NAND PCIe Gen 4 x4 NVMe M.2 Internal SSD - $84.99 (Micro Center in-store only)", 84.99, "local"],
      ["[SSD] [MicroCenter In-Store Only] 2TB Intel 670p Series M.2 2280 PCIe 3.0 x4, NVMe QLC - $79.99 Back in Stock", 79.99, "local"],
      // Sold and shipped by a store says who ships, not that the price includes it.
      ["[SSD] SAMSUNG 980 PRO Heatsink M.2 2280 1TB PCI-Express 4.0 - $98.99 after code SAMSUNGSSD - Sold and shipped by Newegg", 98.99, null],
    ];
    for (const [title, price, basis] of cases) {
      const p = parseTitle(title);
      assert.deepEqual([p.price, p.price_basis], [price, basis], title);
    }
  });
});
