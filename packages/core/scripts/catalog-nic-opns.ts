/**
 * NIC gaps homelab buyers hunt: Chelsio Terminator 6 cards (T6225-CR, T62100-CR), named like the
 * seed's T4/T5 cards from pci.ids (name only: pci.ids states no port count or speed), and the
 * other ConnectX-4 Lx ordering part numbers of cards the seed holds (UEFI, host-management and
 * bracket builds: MCX4121A-ACUT is the MCX4121A-ACAT card), which join that card's entry.
 */
import type { CatalogComponent } from "../src/schemas/catalog.ts";
import { slug } from "./catalog-naming.ts";

/** Chelsio T6 adapters pci.ids 0.0~2023.04.11 lists as `<model> Unified Wire Ethernet Controller` (PF ids 6001-6011). */
const CHELSIO_T6 = ["T6225-CR", "T6225-SO-CR", "T6225-LL-CR", "T6425-CR", "T6425-SO-CR", "T62100-CR", "T62100-LP-CR", "T62100-SO-CR"];

/** Seed entry id → the other OPNs the ConnectX-4 Lx user guides list with the same ports and data rate (`nvidia-cx4lx-user-guides`). */
const CX4LX_BUILDS: Readonly<Record<string, readonly string[]>> = {
  "mellanox-mcx4111a-acat": ["MCX4111A-ACUT"],
  "mellanox-mcx4121a-acat": ["MCX4121A-ACUT", "MCX4121A-ACST", "MCX4121A-ACHT"],
  "mellanox-mcx4121a-xcat": ["MCX4121A-XCHT"],
  "mellanox-mcx4411a-acqn": ["MCX4411A-ACAN", "MCX4411A-ACUN"],
  "mellanox-mcx4421a-acqn": ["MCX4421A-ACUN", "MCX4421A-ACAN"],
};

/** The Chelsio T6 cards as catalog entries, shaped like the seed's T5 rows. */
export function chelsioT6Nics(): CatalogComponent[] {
  return CHELSIO_T6.map((pn) => ({
    id: slug(`Chelsio ${pn}`), category: "nic", subcategory: null, brand: "Chelsio",
    model: `Chelsio ${pn} Unified Wire Ethernet Adapter`, mpn: pn, capacity: null, capacity_gb: null,
    interface: "PCIe", form_factor: "PCIe", generation: "Terminator 6", aliases: [`Chelsio ${pn}`], specs: {}, source: "pci-ids-chelsio-t6",
  }));
}

/** Adds the ConnectX-4 Lx builds to their seed entries; throws when an entry is missing (the seed changed). */
export function mergeCx4LxBuilds(out: Map<string, CatalogComponent>): number {
  let added = 0;
  for (const [id, opns] of Object.entries(CX4LX_BUILDS)) {
    const c = out.get(id);
    if (!c) throw new Error(`no ${id} for the ConnectX-4 Lx builds`);
    const fresh = opns.filter((o) => !c.aliases.includes(o));
    out.set(id, { ...c, aliases: [...c.aliases, ...fresh] });
    added += fresh.length;
  }
  return added;
}
