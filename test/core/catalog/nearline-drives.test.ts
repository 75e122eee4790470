import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { defaultCatalog, defaultComponents, matchComponent, parseTitle } from "../../../packages/core/src/catalog/index.ts";

/**
 * Listing titles written the way sellers write them, each naming a part number that the
 * catalog's sources state for that drive (packages/core/src/catalog/data/SOURCES.md).
 */
function assertResolves(iface: "SAS" | "SATA", cases: ReadonlyArray<readonly [title: string, id: string]>): void {
  for (const [title, id] of cases) {
    assert.equal(matchComponent(parseTitle(title))?.component_id, id, title);
    const c = defaultCatalog().get(id);
    assert.equal(c?.interface, iface, `${title}: ${id} is ${c?.interface}`);
    assert.equal(c?.form_factor, "3.5in", title);
  }
}

const partNumberLike = (s: string) => /^[A-Z0-9-]{8,}$/i.test(s) && /\d/.test(s) && /[A-Z]/i.test(s);

describe("nearline 3.5in drives in the default catalog", () => {
  it("resolves HGST Ultrastar He8, He10 and HC520 SAS titles by any build's number", () => {
    assertResolves("SAS", [
      ['HGST Ultrastar He8 8TB SAS 12Gb/s 3.5" HUH728080AL4200', "hgst-ultrastar-he8-huh728080al5200"],
      ["HGST HUH728080AL5200 8TB 7200RPM SAS 3.5in", "hgst-ultrastar-he8-huh728080al5200"],
      ["HGST Ultrastar He10 10TB SAS 12Gb/s HUH721010AL4200", "hgst-ultrastar-he10-huh721010al5200"],
      ['Dell 07FPR 10TB 7.2K SAS 12G 3.5" HUH721010AL5200', "hgst-ultrastar-he10-huh721010al5200"],
      ['HGST HUH721008AL5200 8TB SAS 3.5"', "hgst-ultrastar-he10-huh721008al5200"],
      ["HGST Ultrastar DC HC520 12TB SAS HUH721212AL5204", "hgst-ultrastar-dc-hc520-huh721212al5200"],
      ["HGST HUH721212AL4200 12TB SAS 4Kn", "hgst-ultrastar-dc-hc520-huh721212al5200"],
      ["Dell 09HXK6 12TB SAS 3.5 HUH721212AL5200", "hgst-ultrastar-dc-hc520-huh721212al5200"],
    ]);
  });

  it("puts new HGST SATA builds on the seed's entry for that drive", () => {
    assertResolves("SATA", [
      ["HGST Ultrastar He8 8TB SATA HUH728080ALN600", "hgst-ultrastar-he8-huh728080ale600"],
      ["Lot of 6 HGST He8 HUH728080ALE604 8TB SATA", "hgst-ultrastar-he8-huh728080ale604"],
      ["HGST He10 HUH721010ALE604 10TB SATA 6Gb/s", "hgst-ultrastar-he10-huh721010ale600"],
      ["HGST Ultrastar He10 8TB SATA HUH721008ALE604", "hgst-ultrastar-he10-huh721008ale600"],
      ["HGST HUH721212ALE601 12TB SATA 3.5 SED", "hgst-ultrastar-dc-hc520-huh721212ale600"],
    ]);
  });

  it("resolves WD Ultrastar DC HC530, HC550 and HC560 titles on both interfaces", () => {
    assertResolves("SAS", [
      ["WD Ultrastar DC HC530 14TB SAS WUH721414AL5204", "wd-ultrastar-dc-hc530-wuh721414al5204"],
      ["WD Ultrastar DC HC550 18TB SAS 12Gb/s WUH721818AL5204", "wd-ultrastar-dc-hc550-wuh721818al5204"],
      ["WD HC550 16TB SAS WUH721816AL5204", "wd-ultrastar-dc-hc550-wuh721816al5200"],
      ["WD Ultrastar DC HC560 20TB SAS WUH722020BL5204", "wd-ultrastar-dc-hc560-wuh722020bl5204"],
    ]);
    assertResolves("SATA", [
      ["WD HC530 14TB SATA WUH721414ALE6L1", "wd-ultrastar-dc-hc530-wuh721414ale6l4"],
      ["WD Ultrastar DC HC550 18TB WUH721818ALE604 SATA", "wd-ultrastar-dc-hc550-wuh721818ale6l4"],
      ["WD Ultrastar DC HC560 20TB SATA WUH722020ALE604", "wd-ultrastar-dc-hc560-wuh722020ble6l4"],
    ]);
  });

  it("resolves Seagate Exos X10 to X20, 7E8 and 7E10 SAS titles, FIPS, 4KN and Dell builds included", () => {
    assertResolves("SAS", [
      ["Seagate Exos X10 10TB SAS 4Kn ST10000NM0206", "seagate-exos-x10-enterprise-capacity-v6-st10000nm0096"],
      ["Seagate Exos X12 12TB SAS ST12000NM0027", "seagate-exos-x12-st12000nm0027"],
      ["Dell YMN53 12TB 7.2K SAS 3.5 ST12000NM0158", "seagate-exos-x14-st12000nm0158"],
      ["Seagate Exos X16 16TB SAS ST16000NM009G FIPS", "seagate-exos-x16-st16000nm002g"],
      ["Dell CNXPV 16TB SAS ST16000NM010G", "seagate-exos-x16-st16000nm002g"],
      ["Seagate Exos X18 18TB SAS ST18000NM007J", "seagate-exos-x18-st18000nm004j"],
      ["Seagate Exos X20 20TB SAS 12Gb/s ST20000NM002D", "seagate-exos-x20-st20000nm002d"],
      ["Seagate Exos 7E8 8TB SAS ST8000NM014A", "seagate-exos-7e8-st8000nm014a"],
      ["Seagate Exos 7E10 4TB SAS ST4000NM001B", "seagate-exos-7e10-st4000nm001b"],
    ]);
    assertResolves("SATA", [
      ["Seagate Exos X14 10TB SATA ST10000NM0478", "seagate-exos-x14-st10000nm0478"],
      ["Seagate Exos X14 12TB ST12000NM0248 SATA", "seagate-exos-x14-st12000nm0008"],
      ["Seagate Exos 7E8 8TB SATA ST8000NM012A", "seagate-exos-7e8-st8000nm000a"],
    ]);
  });

  it("resolves Toshiba MG06 to MG09 titles, the Y builds and Dell P/Ns with them", () => {
    assertResolves("SAS", [
      ["Toshiba MG07SCA12TE 12TB SAS 3.5", "toshiba-mg07sca-mg07sca12te"],
      ["Dell 0DK7C9 12TB SAS MG07SCA12TEY", "toshiba-mg07sca-mg07sca12te"],
      ['Toshiba MG08SCA16TE 16TB 7200RPM SAS 12Gb/s 3.5"', "toshiba-mg08sca-mg08sca16te"],
      ["Toshiba MG09SCA18TE 18TB SAS", "toshiba-mg09sca-mg09sca18te"],
      ["Toshiba MG06SCA10TE 10TB SAS 3.5in", "toshiba-mg06sca-mg06sca10tey"],
    ]);
    assertResolves("SATA", [
      ["Toshiba MG07ACA12TE 12TB SATA 3.5", "toshiba-mg07aca-enterprise-capacity-mg07aca12te"],
      ["Toshiba MG06ACA800EY 8TB SATA", "toshiba-mg06aca-enterprise-capacity-mg06aca800e"],
    ]);
  });

  it("adds WD Red Pro and Gold numbers without splitting a capacity the seed already named", () => {
    assertResolves("SATA", [
      ["WD Red Pro 8TB WD8003FFBX", "wd-red-pro-wd8003ffbx"],
      ["WD Gold 18TB WD181KRYZ", "wd-gold-wd181kryz"],
      ["WD Gold 10TB WD101KRYZ", "wd-gold-wd102kryz"],
      ["WD Gold 10TB", "wd-gold-wd102kryz"],
      ["WD Red Plus 14TB WD140EFGX", "wd-red-plus-wd140effx"],
    ]);
  });

  it("reads a family name with capacity and interface, and leaves the interface open when the title does", () => {
    assertResolves("SAS", [
      ["HGST He8 8TB SAS", "hgst-ultrastar-he8-huh728080al5200"],
      ["HGST HC520 12TB SAS", "hgst-ultrastar-dc-hc520-huh721212al5200"],
      ['HGST Ultrastar He12 12TB SAS 3.5"', "hgst-ultrastar-dc-hc520-huh721212al5200"],
      ["Seagate Exos X20 20TB SAS", "seagate-exos-x20-st20000nm002d"],
      ["Toshiba MG07 12TB SAS", "toshiba-mg07sca-mg07sca12te"],
    ]);
    assertResolves("SATA", [
      ["WD HC520 12TB SATA", "hgst-ultrastar-dc-hc520-huh721212ale600"],
      ["Toshiba MG07 12TB SATA", "toshiba-mg07aca-enterprise-capacity-mg07aca12te"],
    ]);
    for (const open of ["HGST He8 8TB", "HGST HC520 12TB 3.5in", "Toshiba MG07 12TB", "WD HC560 20TB"]) {
      assert.equal(matchComponent(parseTitle(open)), null, open);
    }
  });

  it("never lands a SATA title on a SAS variant's number, or a SAS title on a SATA variant's", () => {
    let checked = 0;
    for (const c of defaultComponents()) {
      if (c.category !== "hdd" || (c.interface !== "SAS" && c.interface !== "SATA") || c.capacity === null) continue;
      const other = c.interface === "SAS" ? "SATA" : "SAS";
      for (const n of [c.mpn, ...c.aliases]) {
        if (n === null || !partNumberLike(n)) continue;
        const title: string = `${n} ${c.capacity} ${other}`;
        assert.equal(matchComponent(parseTitle(title)), null, `${title} (${c.id})`);
        checked++;
      }
    }
    assert.ok(checked >= 500, `${checked} numbers checked`);
  });

  it("gives the new nearline variants decimal capacities and their 7200 rpm class", () => {
    for (const id of ["hgst-ultrastar-he8-huh728080al5200", "wd-ultrastar-dc-hc560-wuh722020bl5204", "seagate-exos-x20-st20000nm002d"]) {
      const c = defaultCatalog().get(id)!;
      assert.equal(c.capacity_gb, Number(c.capacity!.replace("TB", "")) * 1000, id);
      assert.equal(c.specs.rpm, 7200, id);
    }
  });
});
