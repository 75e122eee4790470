/**
 * Builds the default catalog shipped with @rackhunt/core from the shared seed data.
 *
 *   bun packages/core/scripts/build-catalog.ts [DATA_DIR]
 *
 * DATA_DIR defaults to /work/shared/data (catalog-seed, backblaze-drive-models,
 * gpu-specs-wikipedia). Writes src/catalog/data/components.gen.ts and SOURCES.md.
 * The script checks and corrects the seed; every correction is counted in SOURCES.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { CatalogComponent } from "../src/schemas/catalog.ts";
import { enterpriseSasDrives } from "./catalog-enterprise-sas.ts";
import { EXTRA_COMPONENTS } from "./catalog-extra.ts";
import { GPU_LAUNCH_VARIANTS, markLaunchVariants } from "./catalog-gpu-launch.ts";
import { oemNearlineDrives } from "./catalog-oem-nearline.ts";
import { oemSasDrives } from "./catalog-oem-sas.ts";
import { SAS_SOURCES } from "./catalog-sas-sources.ts";
import { mergeDimmNumbers } from "./catalog-dimm-part-numbers.ts";
import { nearlineDrives } from "./catalog-nearline-drives.ts";
import { chelsioT6Nics, mergeCx4LxBuilds } from "./catalog-nic-opns.ts";
import { PART_SOURCES } from "./catalog-part-sources.ts";
import { backblazeDrives, gpuSpecs, ramVariants } from "./catalog-sources.ts";
import { assertNewNumbers, assertNoSharedNumbers, mergeDrive } from "./merge-drive-numbers.ts";

const DATA = process.argv[2] ?? "/work/shared/data";
const OUT_DIR = join(import.meta.dir, "../src/catalog/data");

type Seed = {
  id: string; category: string; brand: string; model: string; mpn: string | null; aliases: string[];
  capacity: string | null; capacity_gb: number | null; interface: string | null; form_factor: string | null;
  generation: string | null; attributes: Record<string, unknown>; source: string;
};

const BRANDS: Record<string, string> = {
  "Mellanox (NVIDIA)": "Mellanox",
  "Broadcom/LSI": "Broadcom",
  "Intel (Solidigm)": "Solidigm",
  "Adaptec (Microchip)": "Adaptec",
};
const SPEC_KEYS = ["cores", "threads", "tdp_w", "speed_mts", "speed_gbe", "ports", "rpm", "u_height", "total_ports"];
const corrections: Record<string, number> = {};
const fix = (what: string) => { corrections[what] = (corrections[what] ?? 0) + 1; };

export function capacityGb(capacity: string): number | null {
  const m = /^([\d.]+)\s?(TB|GB)$/i.exec(capacity);
  if (!m) return null;
  return Math.round(Number(m[1]) * (m[2]!.toUpperCase() === "TB" ? 1000 : 1) * 100) / 100;
}

/** Capacity a Seagate or WD drive model number states (ST4000NM0033 = 4TB, WD40EFRX = 4TB). */
function capacityFromMpn(mpn: string): number | null {
  const st = /^ST(\d{3,5})[A-Z]{2}/.exec(mpn);
  if (st) return Number(st[1]);
  // WD: two digits are tenths of a TB (WD40 = 4TB); a third digit is a revision (WD101 = 10TB).
  const wd = /^WD(\d{2,3})[A-Z]{2}/.exec(mpn);
  if (wd) return wd[1]!.length === 3 ? Math.floor(Number(wd[1]) / 10) * 1000 : Number(wd[1]) * 100;
  return null;
}

function convert(s: Seed): CatalogComponent {
  const a = s.attributes ?? {};
  let brand = BRANDS[s.brand] ?? s.brand;
  let generation = s.generation;
  let model = s.model;
  let capacity_gb = s.capacity_gb;
  if (s.capacity && capacityGb(s.capacity) !== capacity_gb) {
    fix("capacity_gb disagreed with capacity"); capacity_gb = capacityGb(s.capacity);
  }
  if (s.category === "hdd" && s.mpn) {
    const implied = capacityFromMpn(s.mpn);
    if (implied !== null && capacity_gb !== null && implied !== capacity_gb) {
      console.warn(`capacity of ${s.id}: seed ${capacity_gb} GB, model number says ${implied} GB`);
      fix("HDD capacity corrected from the model number"); capacity_gb = implied;
    }
  }
  // Samsung MZWLJ is the PM1733 (U.2), not PM1725a/b (MZWLL); the seed notes the mapping needs checking.
  if (s.mpn?.startsWith("MZWLJ") && generation !== "PM1733") {
    fix("Samsung MZWLJ family set to PM1733"); generation = "PM1733";
    model = model.replace(/PM1725[ab]?/, "PM1733");
  }
  // Some switch part numbers stop before the `+RM`/`+IN` suffix that tells two models apart.
  let mpn = s.mpn;
  const code = model.split(" ").pop() ?? "";
  if (mpn && code.toUpperCase().startsWith(`${mpn.toUpperCase()}+`)) {
    fix("part number completed from the model name (+RM/+IN suffix)"); mpn = code;
  }
  const specs: CatalogComponent["specs"] = {};
  for (const k of SPEC_KEYS) if (typeof a[k] === "number") specs[k] = a[k] as number;
  let form_factor = s.form_factor;
  let subcategory: string | null = null;
  if (s.category === "ram") {
    form_factor = String(a.module_type ?? form_factor); subcategory = form_factor;
    specs.ecc = a.ecc === true;
  } else if (s.category === "hba") subcategory = typeof a.type === "string" ? a.type : null;
  else if (s.category === "nic" && typeof a.speed_gbe === "number") subcategory = `${a.speed_gbe}GbE`;
  else if (s.category === "cpu" && typeof a.family === "string") subcategory = a.family;
  const aliases = [...new Set((s.aliases ?? []).filter((x) => x && x !== model))];
  if (brand !== s.brand && !aliases.includes(s.brand)) fix("brand name normalised");
  return {
    id: s.id, category: s.category as CatalogComponent["category"], subcategory, brand, model, mpn,
    capacity: s.capacity, capacity_gb, interface: s.interface, form_factor, generation, aliases, specs,
    source: s.source,
  };
}

function main(): void {
  const seed = readFileSync(join(DATA, "catalog-seed/components.jsonl"), "utf8")
    .split("\n").filter(Boolean).map((l) => JSON.parse(l) as Seed);
  const out = new Map<string, CatalogComponent>();
  const mpns = new Set<string>();
  const add = (c: CatalogComponent, origin: string) => {
    const parsed = v.parse(CatalogComponent, c);
    if (out.has(parsed.id)) {
      if (origin === "seed") throw new Error(`duplicate id ${parsed.id} in the seed`);
      return; // already known from an earlier source
    }
    const key = parsed.mpn?.toUpperCase().replace(/[^A-Z0-9]/g, "");
    if (key && mpns.has(key)) { fix(`skipped duplicate part number (${origin})`); return; }
    if (key) mpns.add(key);
    out.set(parsed.id, parsed);
  };
  for (const s of seed) add(convert(s), "seed");
  for (const c of backblazeDrives(DATA)) add(c, "backblaze");
  // A SAS drive the seed or Backblaze already holds gains the new numbers instead of a second id.
  const earlier = [...out.values()];
  for (const c of [...enterpriseSasDrives(), ...oemSasDrives(), ...oemNearlineDrives()]) {
    if (mergeDrive(earlier, out, v.parse(CatalogComponent, c))) fix("SAS drive numbers merged into an existing entry");
    else add(c, "enterprise-sas");
  }
  // Nearline rows meet the seed's one-id-per-number SATA entries: new numbers join them.
  for (const c of nearlineDrives()) {
    if (mergeDrive(earlier, out, v.parse(CatalogComponent, c))) fix("nearline drive numbers merged into an existing entry");
    else {
      assertNewNumbers(out, c);
      add(c, "nearline");
    }
  }
  for (const c of gpuSpecs(DATA, out)) add(c, "gpu-specs");
  for (const c of ramVariants(out)) add(c, "ram");
  for (const e of EXTRA_COMPONENTS) add({ subcategory: null, specs: {}, ...e }, "extra");
  for (const c of chelsioT6Nics()) add(c, "chelsio-t6");
  corrections["ConnectX-4 Lx ordering part numbers added to their card"] = mergeCx4LxBuilds(out);
  const dimms = mergeDimmNumbers(out, (c) => add(c, "dimm"));
  corrections["server DIMM part numbers added to generic RAM variants"] = dimms.numbers;
  if (dimms.created > 0) corrections["generic RAM variants added for listed DIMM part numbers"] = dimms.created;

  const launches = markLaunchVariants(out.values());
  if (launches !== Object.keys(GPU_LAUNCH_VARIANTS).length) throw new Error(`marked ${launches} GPU launch variants, expected ${Object.keys(GPU_LAUNCH_VARIANTS).length}`);
  assertNoSharedNumbers(out.values(), "SAS", "SATA");
  const rows = [...out.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // Rows are positional tuples (see COMPONENT_COLUMNS) to keep the shipped module small.
  const sources = [...new Set(rows.map((r) => r.source))].sort();
  const body = rows.map((r) => JSON.stringify([
    r.id, r.category, r.subcategory, r.brand, r.model, r.mpn, r.capacity, r.capacity_gb, r.interface,
    r.form_factor, r.generation, r.aliases, r.specs, sources.indexOf(r.source),
  ])).join(",\n");
  // The rows go in as JSON text, one row a line, inside String.raw: nothing in them may end it.
  if (/`|\$\{/.test(body)) throw new Error("a catalog row holds a backtick or ${: cannot be written inside String.raw");
  writeFileSync(join(OUT_DIR, "components.gen.ts"),
    `// Generated by packages/core/scripts/build-catalog.ts — do not edit; rerun the script.\n` +
    `// Sources and licences: ./SOURCES.md. Decoded by ../default-catalog.ts.\n` +
    `import type { ComponentRow } from "../component-row.ts";\n\n` +
    `export const COMPONENT_SOURCES: readonly string[] = ${JSON.stringify(sources)};\n\n` +
    `// JSON text rather than code: parsed several times faster, and with less memory, than ${rows.length}\n` +
    `// array literals compiled as a module (every command that judges a listing loads this at start).\n` +
    `export const COMPONENT_ROWS: readonly ComponentRow[] = JSON.parse(String.raw\`[\n${body}\n]\`);\n`);
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.category] = (counts[r.category] ?? 0) + 1;
  const seedNotes = readFileSync(join(DATA, "catalog-seed/SOURCES.md"), "utf8");
  writeFileSync(join(OUT_DIR, "SOURCES.md"), sourcesMd(seedNotes, rows.length, counts));
  console.log(`wrote ${rows.length} components`, counts, corrections);
}

/** One SOURCES.md row per SAS, nearline and DIMM source key (catalog-sas-sources.ts, catalog-part-sources.ts). */
function tableSourceRows(): string {
  const sas = Object.entries(SAS_SOURCES).map(([k, s]) => `| \`${k}\` | ${s.what}; ${s.where} | facts only |`);
  const parts = Object.entries(PART_SOURCES).map(([k, s]) => `| \`${k}\` | ${s.what}; ${s.where} | ${s.licence} |`);
  return [...sas, ...parts].join("\n");
}

function sourcesMd(seedNotes: string, total: number, counts: Record<string, number>): string {
  const lines = Object.entries(counts).sort().map(([k, n]) => `| ${k} | ${n} |`).join("\n");
  const fixes = Object.entries(corrections).map(([k, n]) => `- ${k}: ${n}`).join("\n") || "- none";
  return `# Default catalog: sources and licences

\`components.gen.ts\` holds ${total} component variants, generated by
\`packages/core/scripts/build-catalog.ts\` from the shared data (\`catalog-seed\`,
\`backblaze-drive-models\`, \`gpu-specs-wikipedia\`) plus \`scripts/catalog-extra.ts\` and the
enterprise 10K/15K SAS tables (\`scripts/catalog-enterprise-sas.ts\` by maker family,
\`scripts/catalog-oem-sas.ts\` for OEM SKUs that several makers fill), the 3.5" nearline
drive tables (\`scripts/catalog-nearline-*.ts\`, their OEM SKUs in
\`scripts/catalog-oem-nearline.ts\`), the server DIMM part numbers attached to the generic RAM
variants (\`scripts/catalog-dimm-part-numbers.ts\`) and the Chelsio T6 and ConnectX-4 Lx gaps
(\`scripts/catalog-nic-opns.ts\`).
Only factual fields (model and part numbers, capacities, speeds, port counts) are kept.
Each entry's \`source\` names where its facts came from.

| category | variants |
|---|---|
${lines}

## Added by the build script
| source key | what | licence |
|---|---|---|
| \`backblaze-drive-stats\` | HDD model strings and capacities from \`backblaze_model_capacity_2023.csv\` / \`backblaze_model_survival.csv\` (zachmayer/backblaze_analysis) not already in the seed | Apache-2.0; Backblaze Drive Stats ask for citation |
| \`gpu-specs-wikipedia\` | AMD Instinct and Radeon Pro cards with their memory size (jaeseok614/gpu-specs-kr \`data/gpu_specs.csv\`, from Wikipedia's GPU lists) | CC BY-SA 4.0 (facts only) |
| \`jedec-module-naming\` | RAM variants the seed lacks (DDR3 LRDIMM, DDR4 4GB/128GB RDIMM, DDR5 24GB and 6400) | facts |
| \`samsung-retail-part-numbers\` | Samsung 860/870 EVO, 970 EVO Plus, 980/990 PRO retail part numbers | facts |
| \`listing-title\` | items named with their part numbers in real listing titles (e.g. \`IBM 00RX908 … HUC101818CS4200\`, kept as the source of the IBM number on that drive) | facts |
${tableSourceRows()}
| \`gpu-launch-specs\` | which memory size a GPU model launched with, for models sold in several (\`specs.launch_variant\`; \`scripts/catalog-gpu-launch.ts\`): the makers' launch announcements and Wikipedia's GPU lists | facts |
| \`curated-maker-specs\` | gaps the seed lists (Optane 905P 480GB-1.5TB, Micron 7450 PRO/MAX, Radeon Instinct MI50, Radeon Pro VII, Intel I350-T2/T4): names and capacities from the makers' public spec pages as remembered, not re-read in this session; no part numbers | facts; verify before relying on them |

## Corrections applied to the seed
${fixes}

RAM entries carry the module type (RDIMM, LRDIMM, UDIMM) in \`form_factor\` and \`subcategory\`.

---

## The seed's own notes (copied from catalog-seed/SOURCES.md)

${seedNotes.replace(/^# /m, "### ")}`;
}

main();
