import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { defaultCatalog, defaultComponents, matchComponent, parseTitle } from "../../../packages/core/src/catalog/index.ts";

/**
 * Listing titles written the way sellers write them, each naming a part number that the
 * catalog's sources state for that drive (packages/core/src/catalog/data/SOURCES.md).
 */
function assertResolves(cases: ReadonlyArray<readonly [title: string, id: string]>): void {
  for (const [title, id] of cases) {
    const m = matchComponent(parseTitle(title));
    assert.equal(m?.component_id, id, title);
    const c = defaultCatalog().get(id);
    assert.equal(c?.interface, "SAS", `${title}: ${id} is ${c?.interface}`);
    assert.equal(c?.category, "hdd", title);
  }
}

describe("enterprise 10K/15K SAS drives in the default catalog", () => {
  it("resolves Seagate Exos 10E2400 and 15E900 titles, any build of the drive, to one variant", () => {
    assertResolves([
      ['Seagate Exos 10E2400 ST1800MM0129 1.8TB 10K SAS 12Gb/s 2.5" Hard Drive', "seagate-exos-10e2400-st1800mm0129"],
      ["Seagate ST1200MM0009 1.2TB 10K RPM 12Gbps SAS 2.5in HDD", "seagate-exos-10e2400-st1200mm0129"],
      ["Lot of 4 Seagate ST1200MM0129 1.2TB 10K SAS", "seagate-exos-10e2400-st1200mm0129"],
      ['Seagate Exos 10E2400 1.2TB SAS 10K 2.5"', "seagate-exos-10e2400-st1200mm0129"],
      ["ST600MM0009 600GB 10K SAS 2.5 512n", "seagate-exos-10e2400-st600mm0099"],
      ['Seagate Exos 15E900 ST900MP0006 900GB 15K SAS 12Gb/s 2.5"', "seagate-exos-15e900-st900mp0006"],
      ["Seagate ST600MP0136 600GB 15K SAS 12G 2.5in 4Kn", "seagate-exos-15e900-st600mp0006"],
    ]);
  });

  it("resolves Seagate Enterprise Performance and Savvio titles", () => {
    assertResolves([
      ["Seagate Enterprise Performance 15K v5 ST600MP0005 600GB SAS", "seagate-enterprise-performance-15k-v5-st600mp0005"],
      ["Seagate ST450MP0004 450GB 15K SAS 2.5", "seagate-enterprise-performance-15k-v4-st450mp0004"],
      ['Seagate ST1200MM0088 1.2TB 10K SAS 2.5"', "seagate-enterprise-performance-10k-v8-st1200mm0088"],
      ["Seagate ST1200MM0007 1.2TB 10K 6Gb/s SAS 2.5 HDD", "seagate-enterprise-performance-10k-v7-st1200mm0007"],
      ['Seagate Savvio 10K.6 ST900MM0006 900GB 10K SAS 6Gb/s 2.5"', "seagate-savvio-10k-6-st900mm0006"],
      ['Seagate Savvio 10K.6 600GB SAS 6Gb/s 2.5"', "seagate-savvio-10k-6-st600mm0006"],
      ['Seagate ST9900805SS 900GB 10K SAS 2.5"', "seagate-savvio-10k-5-st9900805ss"],
      ["Seagate Savvio 10K.4 ST9600204SS 600GB 10K SAS", "seagate-savvio-10k-4-st9600204ss"],
      ['Seagate Savvio 15K.3 ST9300653SS 300GB 15K SAS 2.5"', "seagate-savvio-15k-3-st9300653ss"],
      ["ST9146852SS 146GB 15K SAS", "seagate-savvio-15k-2-st9146852ss"],
    ]);
  });

  it("resolves HGST/WD Ultrastar C10K and C15K titles", () => {
    assertResolves([
      ['IBM 00RX908 1.8TB SAS 10K 2.5" 12Gb Hard Drive HUC101818CS4200', "hgst-ultrastar-c10k1800-huc101818cs4200"],
      ['HGST Ultrastar C10K1800 HUC101812CSS200 1.2TB 10K SAS 12Gb/s 2.5"', "hgst-ultrastar-c10k1800-huc101812css200"],
      ["HGST HUC101860CSS204 600GB 10K SAS 2.5", "hgst-ultrastar-c10k1800-huc101860css200"],
      ['[FS][US-CA] 8x HGST C10K1800 1.2TB SAS 10K 2.5" $30 each', "hgst-ultrastar-c10k1800-huc101812css200"],
      ['HGST Ultrastar C15K600 HUC156060CSS200 600GB 15K SAS 2.5"', "hgst-ultrastar-c15k600-huc156060css200"],
      ["WD HGST HUC156045CS4200 450GB 15K 12Gb SAS 2.5in", "hgst-ultrastar-c15k600-huc156045css200"],
      ['HGST Ultrastar C10K1200 HUC101212CSS600 1.2TB 10K SAS 2.5"', "hgst-ultrastar-c10k1200-huc101212css600"],
      ['HGST C10K900 HUC109090CSS600 900GB 10K SAS 6Gb/s 2.5"', "hgst-ultrastar-c10k900-huc109090css600"],
      ['Hitachi HUC106060CSS600 600GB 10K SAS 2.5"', "hgst-ultrastar-c10k600-huc106060css600"],
      ["Hitachi Ultrastar C15K147 HUC151414CSS600 147GB 15K SAS", "hgst-ultrastar-c15k147-huc151414css600"],
    ]);
  });

  it("resolves Toshiba AL13, AL14 and AL15 titles, with or without the trailing Y", () => {
    assertResolves([
      ['Toshiba AL14SEB18EQ 1.8TB 10.5K SAS 12Gb/s 2.5" HDD', "toshiba-al14seb-al14seb18eq"],
      ["TOSHIBA AL14SEB18EQY 1.8TB", "toshiba-al14seb-al14seb18eq"],
      ['Toshiba AL15SEB24EQ 2.4TB 10K SAS 2.5"', "toshiba-al15seb-al15seb24eq"],
      ["Toshiba AL15SEB120N 1.2TB 10K SAS 12Gb/s 2.5in", "toshiba-al15seb-al15seb120n"],
      ['Toshiba AL14SXB60EN 600GB 15K SAS 12Gbps 2.5"', "toshiba-al14sxb-al14sxb60en"],
      ['Toshiba AL13SEB900 900GB 10K SAS 2.5"', "toshiba-al13seb-al13seb900"],
      ['Toshiba AL13SXB300N 300GB 15K SAS 2.5"', "toshiba-al13sxb-al13sxb300n"],
    ]);
  });

  it("resolves the OEM numbers Dell, HPE, Cisco, NetApp, IBM and EMC sell these drives under", () => {
    assertResolves([
      ['Dell 036YG1 2.4TB 10K SAS 12G 2.5" Hard Drive ST2400MM0159', "seagate-exos-10e2400-st2400mm0129"],
      ["Dell 36YG1 2.4TB 10K RPM SAS 12Gbps 2.5in HDD", "seagate-exos-10e2400-st2400mm0129"],
      ["Dell 0RWR8F 2.4TB 10K 12G SAS 2.5in", "seagate-exos-10e2400-st2400mm0129"],
      ["Dell 0F9NWJ 2.4TB 10K SAS 2.5 Toshiba AL15SEB24EQY", "toshiba-al15seb-al15seb24eq"],
      ["HPE 872479-B21 1.2TB SAS 10K", "hpe-872479-b21"],
      ['HP 872737-001 1.2TB 10K SAS 2.5" hard drive', "hpe-872479-b21"],
      ["HPE 870757-B21 600GB SAS 15K SFF", "hpe-870757-b21"],
      ["HP 881457-B21 2.4TB SAS 12G 10K SFF 512e", "hpe-881457-b21"],
      ['HP EG0300FBVFL 641552-001 300GB 10K SAS 2.5"', "hp-eg0300fbvfl"],
      ["Cisco UCS-HD12TB10K12N 1.2TB 12G SAS 10K RPM SFF HDD", "cisco-ucs-hd12tb10k12n"],
      ["NetApp X423A-R5 900GB 10K SAS Hard Drive", "netapp-x423a-r5"],
      ["NetApp X423_TAL13900A10 900GB SAS 10K", "netapp-x423a-r5"],
      ['NetApp X425A-R6 1.2TB 10K SAS 2.5"', "netapp-x425a-r6"],
      ['IBM 43X0825 146GB 10K SAS 2.5" ST9146802SS', "seagate-savvio-st9146802ss"],
      ["EMC 118033034-02 HGST 900GB 10K SAS", "hgst-ultrastar-c10k900-huc109090css600"],
    ]);
  });

  it("reads a bare maker number as a hard drive", () => {
    for (const t of ["AL14SEB18EQ 1.8TB 2.5", "AL15SEB24EQY 2.4TB", "ST9146852SS 146GB", "UCS-HD12TB10K12N 1.2TB"]) {
      assert.equal(parseTitle(t).category, "hdd", t);
    }
  });

  it("leaves the variant open when a family name comes without a capacity", () => {
    assert.equal(matchComponent(parseTitle("HGST Ultrastar C10K1800 SAS 10K 2.5")), null);
    assert.equal(matchComponent(parseTitle("Seagate Exos 10E2400 10K SAS")), null);
  });

  it("gives the 10K/15K drives their rpm class and never shares a number between a SAS and a SATA variant", () => {
    const key = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");
    const owner = new Map<string, { id: string; iface: string | null }>();
    let fast = 0;
    for (const c of defaultComponents()) {
      if (c.category !== "hdd" || (c.interface !== "SAS" && c.interface !== "SATA")) continue;
      if (c.interface === "SAS" && (c.specs.rpm === 10000 || c.specs.rpm === 15000)) fast++;
      // A variant's own family name (`HC520` of `Ultrastar DC HC520`) is shared by its SAS and SATA builds; it is no part number.
      const family = new Set((c.generation ?? "").toUpperCase().split(/[^A-Z0-9]+/));
      for (const n of [c.mpn, ...c.aliases]) {
        if (!n || key(n).length < 5 || family.has(key(n))) continue;
        const seen = owner.get(key(n));
        assert.ok(!seen || seen.iface === c.interface, `${n} is on ${seen?.id} (${seen?.iface}) and ${c.id} (${c.interface})`);
        owner.set(key(n), { id: c.id, iface: c.interface });
      }
    }
    assert.ok(fast >= 90, `${fast} 10K/15K SAS variants`);
  });
});
