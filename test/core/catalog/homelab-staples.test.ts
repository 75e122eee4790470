import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { defaultCatalog, matchComponent, parseTitle } from "../../../packages/core/src/catalog/index.ts";

const match = (title: string) => matchComponent(parseTitle(title))?.component_id ?? null;

describe("10/25GbE NICs and server CPUs homelab buyers hunt", () => {
  it("resolves Chelsio Terminator 6 cards, named as pci.ids names them", () => {
    for (const [title, id] of [
      ["Chelsio T62100-CR 100GbE dual QSFP28", "chelsio-t62100-cr"],
      ["Chelsio T6225-CR 25GbE SFP28 NIC", "chelsio-t6225-cr"],
      ["Chelsio T62100-LP-CR low profile", "chelsio-t62100-lp-cr"],
    ] as const) {
      assert.equal(match(title), id, title);
      assert.equal(defaultCatalog().get(id)?.generation, "Terminator 6", id);
    }
  });

  it("puts the other ConnectX-4 Lx ordering part numbers on the card they build", () => {
    assert.equal(match("Mellanox ConnectX-4 Lx MCX4121A-ACUT 25GbE dual SFP28"), "mellanox-mcx4121a-acat");
    assert.equal(match("Mellanox MCX4121A-ACHT 25GbE"), "mellanox-mcx4121a-acat");
    assert.equal(match("Mellanox MCX4121A-XCHT 10GbE"), "mellanox-mcx4121a-xcat");
    assert.equal(match("Mellanox MCX4411A-ACAN OCP 25GbE"), "mellanox-mcx4411a-acqn");
  });

  it("keeps matching the NICs and CPUs the catalog already held", () => {
    for (const [title, id] of [
      ["Mellanox ConnectX-3 MCX311A-XCAT 10GbE", "mellanox-mcx311a-xcat"],
      ["Mellanox ConnectX-5 MCX512A-ACAT 25GbE", "mellanox-mcx512a-acat"],
      ["Intel X520-DA2 10GbE SFP+", "intel-x520-da2"],
      ["Intel X540-T2 10GbE", "intel-x540-t2"],
      ["Intel X710-DA4 quad port", "intel-x710-da4"],
      ["Intel XXV710-DA2 25GbE", "intel-xxv710-da2"],
      ["Intel E810-XXVDA2 25GbE", "intel-e810-xxvda2"],
      ["Chelsio T520-CR 10GbE", "chelsio-t520-cr"],
      ["AMD EPYC 7302P 16 core", "amd-epyc-7302p"],
      ["AMD EPYC 7402P 24 core", "amd-epyc-7402p"],
      ["AMD EPYC 7551P 32 core", "amd-epyc-7551p"],
      ["AMD EPYC 7F52", "amd-epyc-7f52"],
      ["Intel Xeon Gold 6148 SR3B6", "intel-xeon-gold-6148"],
      ["Intel Xeon Gold 6248 20 core", "intel-xeon-gold-6248"],
      ["Intel Xeon Silver 4114", "intel-xeon-silver-4114"],
      ["Intel Xeon E5-2680 v4", "intel-xeon-e5-2680-v4"],
      ["Xeon E5-2690v4 14 core", "intel-xeon-e5-2690-v4"],
    ] as const) {
      assert.equal(match(title), id, title);
    }
  });
});
