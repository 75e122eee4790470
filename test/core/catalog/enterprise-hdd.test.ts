import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { type CatalogComponent, defaultCatalog, parseTitle } from "../../../packages/core/src/catalog/index.ts";
import { ENTERPRISE_HDDS, type EnterpriseHdd } from "./enterprise-hdd-models.ts";

const SOURCES_MD = `${import.meta.dirname}/../../../packages/core/src/catalog/data/SOURCES.md`;
const compact = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** The variant carries the title's number, or belongs to the family the title names. */
function carries(c: CatalogComponent, pn: string): boolean {
  const want = compact(pn);
  return [c.mpn, ...c.aliases, c.generation].some((n) => n !== null && compact(n) === want) ||
    compact(c.model).includes(want);
}

/** Why a row does not resolve, or null when it does. */
function failure(r: EnterpriseHdd): string | null {
  const catalog = defaultCatalog();
  const m = catalog.match(parseTitle(r.title));
  if (m === null) return "no match";
  const c = catalog.get(m.component_id)!;
  if (c.category !== "hdd") return `${c.id} is ${c.category}`;
  if (!carries(c, r.pn)) return `${c.id} does not carry ${r.pn}`;
  if (c.capacity !== r.cap) return `${c.id} is ${c.capacity}`;
  if (c.interface !== r.iface) return `${c.id} is ${c.interface}`;
  return null;
}

describe("current enterprise 3.5in hard drives in the default catalog", () => {
  it("lists 40+ drives, SAS and SATA, 4 to 24 TB, each from a public data sheet or table", () => {
    const sources = new TextDecoder().decode(readFileSync(SOURCES_MD));
    assert.ok(ENTERPRISE_HDDS.length >= 40, `${ENTERPRISE_HDDS.length} drives`);
    for (const iface of ["SAS", "SATA"]) {
      assert.ok(ENTERPRISE_HDDS.filter((r) => r.iface === iface).length >= 15, iface);
    }
    for (const r of ENTERPRISE_HDDS) {
      const tb = Number(r.cap.replace("TB", ""));
      assert.ok(tb >= 4 && tb <= 24, r.title);
      assert.ok(sources.includes(`| \`${r.src}\` |`), `${r.title}: source ${r.src} is not in SOURCES.md`);
    }
  });

  it("matches every one to the variant with its number, capacity and interface", () => {
    const failed = ENTERPRISE_HDDS.map((r) => [r.title, failure(r)] as const).filter(([, why]) => why !== null);
    assert.deepEqual(failed, [], `${failed.length} of ${ENTERPRISE_HDDS.length} do not resolve`);
  });

  it("leaves the variant open when a family sold on both interfaces is named without one", () => {
    for (const title of ["WD HC570 22TB", "WD HC580 24TB", "Toshiba MG04 4TB", "HGST HC310 4TB", "Seagate Exos X24 12TB", "HGST Deskstar 7K4000 4TB SATA"]) {
      assert.equal(defaultCatalog().match(parseTitle(title)), null, title);
    }
  });

  it("covers each maker family and the Dell, HPE, NetApp and Lenovo numbers", () => {
    const titles = ENTERPRISE_HDDS.map((r) => r.title).join("\n");
    for (const family of ["7K6000", "He8", "HC310", "HC550", "HC580", "Exos X16", "Exos X18", "Exos X24", "7E10", "MG08", "MG10"]) {
      assert.ok(titles.includes(family), family);
    }
    for (const oem of ["Dell", "HPE", "NetApp", "Lenovo"]) assert.ok(titles.includes(oem), oem);
  });
});
