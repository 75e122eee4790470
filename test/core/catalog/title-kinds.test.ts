import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { isNotTheItem, parseTitle } from "../../../packages/core/src/catalog/index.ts";

// Real titles: the development rows of test/fixtures/titles (eBay results of activescott/gpu-agent,
// marketplace servers) and of the sold RTX 3080 set (test/fixtures/sold), and the fragments issue 24
// quotes. Never a held-out row.
const kind = (title: string) => parseTitle(title).not_item;

describe("what a title is: pre-orders, waterblocks, parts alone, lots, servers, wanted posts", () => {
  it("tells pre-orders, order resales, backorders and dated arrivals apart from a card in hand", () => {
    for (const t of [
      "ZOTAC GAMING GeForce RTX 3080 Trinity 10GB GDDR6X Graphics Card CONFIRMED ORDER!",
      "*Amazon Confirmed Order* ZOTAC GAMING Geforce RTX 3080 Trinity 10GB Graphic Card",
      "CONFIRMED PREORDER ZOTAC GAMING GeForce RTX 3080 Trinity Graphics Card",
      "GIGABYTE GeForce RTX 5090 WINDFORCE OC 32G Graphics Card PRESALE",
      "NVIDIA GeForce RTX 4090 FE Founders Edition Brand New ORDER CONFIRMED SHIPS SOON",
      "ASUS TUF Gaming GeForce RTX 3080 TUF-RTX3080-O10G-GAMING Card Arriving 10/8",
      "EVGA GeForce RTX 3080 XC3 Ultra 10GB GDDR6X Graphics Card *Adorama backorder*",
      "ETA 11/3 EVGA GeForce RTX 3080 FTW3 ULTRA  Watch Dogs And GeForce Now",
      "Gigabyte RTX 3080 Gaming OC Confirmed Order Ships by OCT2",
    ]) assert.equal(kind(t), "preorder", t);
    for (const t of [
      "GeForce RTX 3080 Founders Edition Brand New *Not a Pre-order, I actually have it",
      "*IN HAND* Nvidia GeForce RTX 3080 10GB GDRR6X Founders Edition Confirmed Order",
      "ZOTAC GAMING GeForce RTX 3080 Trinity 10GB GDDR6X - SHIPPED SAME DAY - CONFIRMED",
      "NO RESERVE!  NVIDIA GeForce RTX 3080 Founders Edition GPU - 10GB - IN BOX",
    ]) assert.equal(kind(t), null, t);
  });

  it("keeps a pre-order out of every cohort, whatever its category", () => {
    assert.equal(isNotTheItem("preorder", "gpu"), true);
    assert.equal(isNotTheItem("preorder", "server"), true);
    assert.equal(isNotTheItem("system", "server"), false);
  });

  it("reads a card with a waterblock as the card", () => {
    for (const t of [
      "New ListingNvidia RTX 3080 FE with Bykski Waterblock",
      "GIGABYTE AORUS GeForce RTX 3080 XTREME WATERFORCE 10G Graphics Card",
      "NVIDIA GeForce RTX 4080 FE w/Granzon Full Armor Waterblock and OEM Heatsink",
      "*Water-cooled* ZOTAC 2080 With Ek Water block ",
      // Issue 24's wordings, on the card they were written with: Gigabyte's waterblock edition, a block fitted.
      "GIGABYTE AORUS GeForce RTX 3080 XTREME WATERFORCE WB 10G",
      "EVGA RTX 3080 FTW3 Ultra, water block installed",
    ]) {
      const p = parseTitle(t);
      assert.deepEqual([p.category, p.not_item], ["gpu", null], t);
    }
  });

  it("reads a backplate, shroud, bracket, box or glasses alone as not the card", () => {
    const cases: Array<[string, string]> = [
      ["RTX 3080 FE backplate", "accessory"],
      ["Fan + U-turn Shroud for Nvidia Tesla M40 K80 P40 P100 V100 (Fan and Shroud Only)", "accessory"],
      ["Bracket For NVIDIA RTX A4500 A5000 GPU Graphics Video Card", "accessory"],
      ["nvidia geforce rtx 4090 24gb gddr6x graphics card NO PCB HOUSING ONLY NONWORKING", "accessory"],
      ["anti-scalper shades", "novelty"],
    ];
    for (const [t, want] of cases) assert.equal(kind(t), want, t);
    // With the card, a backplate is a feature.
    for (const t of ["EVGA GeForce RTX 3080 FTW3 Ultra Gaming Video Card w/ Metal Backplate \"In Hand\"", "EVGA RTX 3080 XC3 BLACK GAMING (no backplate)"]) {
      assert.equal(kind(t), null, t);
    }
  });

  it("counts `x3 - lot` and `lot of N` and reads `RTX 3080 Ti` whole", () => {
    assert.equal(parseTitle("FTW3 x3 - lot").quantity, 3);
    assert.equal(parseTitle("Lot of 2  Seagate Exos X14 ST10000NM0478 10TB  SATA  3.5\" For Parts Low Health").quantity, 2);
    for (const t of ["Inno3D GeForce RTX 3080 TI ICHILL X4 12GB GDDR6X Graphics Card", "RTX 3080 Ti"]) assert.equal(parseTitle(t).model, "RTX 3080 Ti", t);
  });

  it("reads server memory as memory and plural HBAs as HBAs", () => {
    const ram = parseTitle("SK Hynix 32GB DDR4-2400 ECC REG Server");
    assert.deepEqual([ram.category, ram.capacity], ["ram", "32GB"]);
    assert.equal(parseTitle("HBAs").category, "hba");
  });

  it("reads a server of every maker as a server", () => {
    for (const t of [
      "12 Bay 2U Supermicro Server 2x E5-2640 V3 256GB RAM ZFS 3x PCI-E X16 TRUNAS ZFS",
      "4x 1U Servers in a Supermicro 2U 6029TP-HTR Xeon Gold DDR4 X710 X11DPT-PS B Tier",
      "Dell PowerEdge C6420 NVME Server 24 Bay 4 Node Xeon Gold Dual 25GB SFP28",
      "Dell PowerEdge R250 4-Bay 3.5\" Hot-Swap Drives [15th Gen]",
      "New Server 2U 24 Bay SAS3 SFF Gigabyte R280-F20 2x Xeon 12 Core 64GB RAM 3008 IT",
      "New QuantaGrid Q71L-4U Server 4x Xeon E7-8867 V3 64 Core 256GB DDR4 10x PCI-E3.0",
      // The models issue 24 names, with their makers.
      "Dell R730", "HPE DL380", "Lenovo ThinkSystem SR650", "Cisco UCS C220 M5",
    ]) {
      const p = parseTitle(t);
      assert.equal(p.category, "server", t);
      assert.equal(isNotTheItem(p.not_item, p.category), false, t);
    }
  });

  it("reads a trade post that lists its wants first as wanted", () => {
    const p = parseTitle("[USA-CA] [W] 1000W+ PSU [H] Stuff");
    assert.deepEqual([p.not_item, p.location], ["wanted", "USA-CA"]);
    assert.equal(kind("[USA-CA] [H] RTX 3080 FE [W] PayPal"), null);
  });
});
