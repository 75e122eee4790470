/** Readers for the shared data folders that extend the seed. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CatalogComponent } from "../src/schemas/catalog.ts";
import { slug } from "./catalog-naming.ts";

function csv(path: string): Record<string, string>[] {
  const [head, ...rows] = readFileSync(path, "utf8").replace(/^\uFEFF/, "").split("\n").filter(Boolean);
  const cols = head!.split(",");
  return rows.map((line) => {
    const cells: string[] = [];
    let cur = "", quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (ch === "," && !quoted) { cells.push(cur); cur = ""; }
      else cur += ch;
    }
    cells.push(cur);
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? ""]));
  });
}

const HDD_BRANDS: Array<[RegExp, string]> = [
  [/^st\d/, "Seagate"], [/^(wdc )?wd\d/, "Western Digital"], [/^(wdc |hgst )?(huh|hus|hms|wuh|hds|hua)\d/, "HGST"],
  [/^toshiba |^(mg|md|hdw)\d/, "Toshiba"],
];

/** HDD models Backblaze runs that the seed lacks. */
export function backblazeDrives(data: string): CatalogComponent[] {
  const dir = join(data, "backblaze-drive-models");
  const caps = new Map<string, number>();
  for (const r of csv(join(dir, "backblaze_model_capacity_2023.csv"))) {
    const tb = Number(r.capacity_bytes) / 1e12;
    if (tb >= 1) caps.set(r.model!, Math.round(tb));
  }
  for (const r of csv(join(dir, "backblaze_model_survival.csv"))) caps.set(r.model!, Number(r.capacity_tb));
  const out: CatalogComponent[] = [];
  for (const [raw, tb] of caps) {
    const brand = HDD_BRANDS.find(([re]) => re.test(raw))?.[1];
    if (!brand || !Number.isFinite(tb) || tb <= 0) continue;
    const mpn = raw.replace(/^(wdc|hgst|toshiba)\s+/, "").toUpperCase();
    if (!/^[A-Z0-9]{8,}$/.test(mpn)) continue;
    out.push({
      id: slug(`${brand}-${mpn}`), category: "hdd", subcategory: null, brand, model: `${brand} ${mpn} ${tb}TB`,
      mpn, capacity: `${tb}TB`, capacity_gb: tb * 1000, interface: "SATA", form_factor: "3.5in", generation: null,
      aliases: [raw.toUpperCase()].filter((a) => a !== mpn), specs: {}, source: "backblaze-drive-stats",
    });
  }
  return out;
}

/** AMD Instinct and Radeon Pro cards (workstation and datacenter) with their memory size. */
export function gpuSpecs(data: string, existing: Map<string, CatalogComponent>): CatalogComponent[] {
  const out = new Map<string, CatalogComponent>();
  const seen = new Set([...existing.values()].filter((c) => c.category === "gpu").map((c) => c.model.toLowerCase()));
  for (const r of csv(join(data, "gpu-specs-wikipedia/gpu_specs.csv"))) {
    const name = r.name!.replace(/\(.*$/, "").replace(/\s\d+\s?GB$/i, "").trim();
    if (!/^(AMD Instinct|Radeon Instinct|Radeon Pro (VII|W\d{4}|WX ?\d{4}))\b/.test(name)) continue;
    if (/mobile|laptop|notebook|duo|\bx\b/i.test(r.name!)) continue;
    const mem = Number(r.memory_size_gb || r.memory_size);
    // Some rows join two sizes (`1632` for 16/32GB); those are left to the curated list.
    if (!Number.isFinite(mem) || mem < 1 || mem > 512) continue;
    const model = `AMD ${name.replace(/^AMD /, "")} ${mem}GB`;
    const id = slug(model);
    if (seen.has(model.toLowerCase()) || out.has(id)) continue;
    const short = name.replace(/^(AMD|Radeon) /, "");
    out.set(id, {
      id, category: "gpu", subcategory: null, brand: "AMD", model, mpn: null, capacity: `${mem}GB`, capacity_gb: mem,
      interface: "PCIe", form_factor: "PCIe", generation: r.architecture || null, aliases: [name, short],
      specs: Number(r.tdp_w) > 0 ? { tdp_w: Number(r.tdp_w) } : {}, source: "gpu-specs-wikipedia",
    });
  }
  return [...out.values()];
}

const JEDEC_EXTRA: Array<[string, string, number, number]> = [
  ["DDR3", "LRDIMM", 32, 1333], ["DDR3", "LRDIMM", 32, 1600], ["DDR3", "LRDIMM", 32, 1866],
  ["DDR3", "RDIMM", 4, 1066], ["DDR3", "RDIMM", 8, 1066], ["DDR3", "RDIMM", 16, 1066],
  ["DDR4", "RDIMM", 4, 2133], ["DDR4", "RDIMM", 4, 2400], ["DDR4", "RDIMM", 128, 2666],
  ["DDR4", "RDIMM", 128, 2933], ["DDR4", "RDIMM", 128, 3200],
  ["DDR5", "RDIMM", 24, 4800], ["DDR5", "RDIMM", 24, 5600], ["DDR5", "RDIMM", 32, 6400], ["DDR5", "RDIMM", 64, 6400],
];
const PC: Record<string, string> = { DDR3: "PC3", DDR4: "PC4", DDR5: "PC5" };

/** The generic id of a RAM spec: `ram-ddr4-rdimm-32gb-2666`. */
export function ramId(gen: string, type: string, size: number, speed: number): string {
  return `ram-${gen.toLowerCase()}-${type.toLowerCase()}-${size}gb-${speed}`;
}

/** A generic ECC RAM variant named the JEDEC way like the seed's own, with `source` as its origin. */
export function genericRamVariant(gen: string, type: string, size: number, speed: number, source: string): CatalogComponent {
  const kind = type === "UDIMM" ? "Unbuffered" : type === "LRDIMM" ? "Load-Reduced" : "Registered";
  return {
    id: ramId(gen, type, size, speed), category: "ram", subcategory: type, brand: "Generic",
    model: `${size}GB ${gen}-${speed} ECC ${kind} ${type}`, mpn: null, capacity: `${size}GB`, capacity_gb: size,
    interface: gen, form_factor: type, generation: gen,
    aliases: [`${size}GB ${gen} ${speed} ECC ${type}`, `${size}GB ${PC[gen]}-${speed}`],
    specs: { speed_mts: speed, ecc: true }, source,
  };
}

/** Generic RAM variants the seed lacks, named the JEDEC way like the seed's own. */
export function ramVariants(existing: Map<string, CatalogComponent>): CatalogComponent[] {
  return JEDEC_EXTRA.filter(([gen, type, size, speed]) => !existing.has(ramId(gen, type, size, speed)))
    .map(([gen, type, size, speed]) => genericRamVariant(gen, type, size, speed, "jedec-module-naming"));
}
