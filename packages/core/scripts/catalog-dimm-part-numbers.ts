/**
 * Server memory part numbers as aliases of the generic RAM variants (`ram-ddr4-rdimm-32gb-2666`):
 * a title that names only `M393A4K40CB2-CTD` then lands on the 32GB DDR4-2666 RDIMM. Every
 * number is listed under the generic spec its source states for it (DDR generation, module
 * type, size, rated speed); a spec the catalog lacks becomes a generic variant of its own.
 *
 * `linuxhw-dmi-memory`: dmidecode records of servers and workstations, kept only where at
 * least two records agree on size, generation and module type, the maker's module code agrees
 * with that type, and the records' highest speed is the one the maker's speed code names
 * (boards often report the speed they configured, so a `-CK0` module seen at 1333 and 1600
 * is DDR3-1600; one seen at 1866 is left out). Micron modules report their number without the label's `MTA`, and
 * these are listed as reported: no prefix is added that no source states.
 */
import type { CatalogComponent } from "../src/schemas/catalog.ts";
import type { PartSourceKey } from "./catalog-part-sources.ts";
import { genericRamVariant, ramId } from "./catalog-sources.ts";

const words = (s: string) => s.split(" ");

/** `"DDR4 RDIMM 32GB 2666"` → part numbers a source states with exactly those facts. */
type SpecTable = Readonly<Record<string, readonly string[]>>;

const LINUXHW_DMI: SpecTable = {
  "DDR3 LRDIMM 32GB 1333": words("HMT84GL7MMR4A-H9"),
  "DDR3 LRDIMM 32GB 1866": words("HMT84GL7AMR4C-RD HMT84GL7BMR4C-RD"),
  "DDR3 RDIMM 4GB 1066": words("HMT151R7BFR4C-G7 M393B5170DZ1-CF8 M393B5170FHD-CF8 M393B5173FH0-CF8"),
  "DDR3 RDIMM 4GB 1333": words(
    "HMT151R7BFR4C-H9 HMT151R7TFR4C-H9 HMT351R7BFR4A-H9 HMT351R7BFR8A-H9 HMT351R7BFR8C-H9 " +
    "HMT351R7CFR4A-H9 HMT351R7CFR8A-H9 HMT351R7CFR8C-H9 HMT351R7EFR4A-H9 HMT351R7EFR8A-H9 " +
    "M393B5170DZ1-CH9 M393B5170EH1-CH9 M393B5170FH0-CH9 M393B5170FH0-YH9 M393B5170FHD-CH9 " +
    "M393B5170GB0-CH9 M393B5270CH0-CH9 M393B5270CH0-YH9 M393B5270DH0-CH9 M393B5270DH0-YH9 " +
    "M393B5273CH0-CH9 M393B5273CH0-YH9 M393B5273DH0-YH9"
  ),
  "DDR3 RDIMM 4GB 1600": words("HMT351R7CFR8C-PB HMT351R7EFR8A-PB M393B5270DH0-YK0 M393B5273DH0-CK0"),
  "DDR3 RDIMM 4GB 1866": words("HMT351R7EFR4C-RD HMT451R7AFR8C-RD"),
  "DDR3 RDIMM 8GB 1066": words(
    "HMT31GR7AFR4C-G7 HMT31GR7AFR8C-G7 M393B1K70BH1-CF8 M393B1K73CHD-CF8 M393B1K73CHD-YF8 " +
    "M393B1K73DH0-YF8"
  ),
  "DDR3 RDIMM 8GB 1333": words(
    "HMT31GR7AFR4C-H9 HMT31GR7BFR4A-H9 HMT31GR7BFR4C-H9 HMT31GR7CFR4A-H9 HMT31GR7CFR4C-H9 " +
    "HMT31GR7EFR4A-H9 M393B1K70BH1-CH9 M393B1K70CH0-CH9 M393B1K70CH0-YH9 M393B1K70CHD-CH9 M393B1K70CHD- " +
    "YH9 M393B1K70DH0-CH9 M393B1K70DH0-YH9 M393B1K70EB0-CH9 M393B1K70QB0-YH9"
  ),
  "DDR3 RDIMM 8GB 1600": words(
    "HMT31GR7BFR4C-PB HMT31GR7CFR4C-PB HMT41GR7AFR4A-PB HMT41GR7DFR8A-PB HMT41GR7MFR4C-PB " +
    "M393B1G70BH0-CK0 M393B1G70BH0-YK0 M393B1G70QH0-CK0 M393B1G70QH0-YK0 M393B1K70DH0-CK0 " +
    "M393B1K70DH0-YK0 M393B1K70QB0-CK0 M393B1K70QB0-YK0"
  ),
  "DDR3 RDIMM 8GB 1866": words("HMT31GR7EFR4C-RD HMT41GR7AFR4C-RD HMT41GR7BFR4C-RD M393B1G70QH0-CMA M393B1K70QB0-CMA"),
  "DDR3 RDIMM 16GB 1066": words(
    "HMT42GR7BMR4A-G7 HMT42GR7BMR4C-G7 HMT42GR7CMR4A-G7 HMT42GR7CMR4C-G7 M393B2K70CM0-CF8 " +
    "M393B2K70CM0-YF8 M393B2K70CMB-YF8 M393B2K70DM0-CF8 M393B2K70DM0-YF8"
  ),
  "DDR3 RDIMM 16GB 1333": words(
    "HMT42GR7AFR4A-H9 HMT42GR7MFR4A-H9 M393B2G70AH0-YH9 M393B2G70BH0-CH9 M393B2G70BH0-YH9 " +
    "M393B2K70DM0-YH9"
  ),
  "DDR3 RDIMM 16GB 1600": words(
    "HMT42GR7AFR4A-PB HMT42GR7AFR4C-PB HMT42GR7BFR4A-PB HMT42GR7MFR4A-PB HMT42GR7MFR4C-PB " +
    "M393B2G70BH0-CK0 M393B2G70BH0-YK0 M393B2G70DB0-CK0 M393B2G70DB0-YK0 M393B2G70EB0-YK0 " +
    "M393B2G70QH0-CK0 M393B2G70QH0-YK0"
  ),
  "DDR3 RDIMM 16GB 1866": words(
    "HMT42GR7AFR4C-RD HMT42GR7BFR4C-RD M393B2G70BH0-CMA M393B2G70DB0-CMA M393B2G70EB0-CMA " +
    "M393B2G70QH0-CMA"
  ),
  "DDR3 RDIMM 32GB 1333": words("M393B4G70BM0-YH9"),
  "DDR4 LRDIMM 32GB 2133": words("HMA84GL7AMR4N-TF HMA84GL7MMR4N-TF M386A4G40DM0-CPB"),
  "DDR4 LRDIMM 32GB 2400": words("M386A4G40EM2-CRC"),
  "DDR4 LRDIMM 64GB 2400": words("HMAA8GL7AMR4N-UH HMAA8GL7MMR4N-UH M386A8K40BM1-CRC"),
  "DDR4 LRDIMM 64GB 2666": words("HMAA8GL7AMR4N-VK"),
  "DDR4 LRDIMM 64GB 2933": words("36ASF8G72LZ-2G9B1 72ASS8G72LZ-2G9J2"),
  "DDR4 LRDIMM 128GB 3200": words("HMABAGL7ABR4N-XN M386AAG40AM3-CWE"),
  "DDR4 RDIMM 4GB 2133": words("HMA451R7MFR8N-TF M393A5143DB0-CPB"),
  "DDR4 RDIMM 4GB 2400": words("HMA451R7AFR8N-UH M393A5143DB0-CRC"),
  "DDR4 RDIMM 8GB 2133": words(
    "18ASF1G72PZ-2G1A2 18ASF1G72PZ-2G1B1 HMA41GR7AFR4N-TF HMA41GR7AFR8N-TF HMA41GR7MFR4N-TF " +
    "HMA41GR7MFR8N-TF M393A1G40DB0-CPB M393A1G40EB1-CPB M393A1G43DB0-CPB"
  ),
  "DDR4 RDIMM 8GB 2400": words(
    "9ASF1G72PZ-2G3B1 HMA41GR7AFR4N-UH HMA41GR7BJR4N-UH HMA81GR7AFR8N-UH HMA81GR7MFR8N-UH " +
    "M393A1G40DB1-CRC M393A1G40EB1-CRC M393A1G43DB1-CRC M393A1G43EB1-CRC M393A1K43BB0-CRC"
  ),
  "DDR4 RDIMM 8GB 2666": words(
    "18ASF1G72PDZ-2G6E1 18ASF1G72PDZ-2G6F1 9ASF1G72PZ-2G6D1 9ASF1G72PZ-2G6J1 HMA81GR7AFR8N-VK " +
    "HMA81GR7CJR8N-VK M393A1K43BB1-CTD"
  ),
  "DDR4 RDIMM 8GB 2933": words("9ASF1G72PZ-2G9E1 M393A1K43DB1-CVF"),
  "DDR4 RDIMM 8GB 3200": words("9ASF1G72PZ-3G2E2 HMA81GR7CJR8N-XN M393A1K43DB2-CWE"),
  "DDR4 RDIMM 16GB 2133": words(
    "36ASF2G72PZ-2G1A2 36ASF2G72PZ-2G1B1 HMA42GR7AFR4N-TF HMA42GR7MFR4N-TF M393A2G40DB0-CPB " +
    "M393A2G40EB1-CPB"
  ),
  "DDR4 RDIMM 16GB 2400": words(
    "18ASF2G72PDZ-2G3B1 18ASF2G72PDZ-2G3D1 18ASF2G72PZ-2G3B1 36ASF2G72PZ-2G3A3 HMA82GR7AFR4N-UH " +
    "HMA82GR7AFR8N-UH HMA82GR7MFR4N-UH HMA82GR7MFR8N-UH M393A2G40EB1-CRC M393A2K40BB1-CRC " +
    "M393A2K40CB1-CRC M393A2K43BB1-CRC"
  ),
  "DDR4 RDIMM 16GB 2666": words(
    "18ASF2G72PDZ-2G6D1 18ASF2G72PDZ-2G6E1 18ASF2G72PDZ-2G6J1 HMA82GR7AFR4N-VK HMA82GR7AFR8N-VK " +
    "HMA82GR7CJR4N-VK HMA82GR7CJR8N-VK M393A2G40EB2-CTD M393A2K40BB2-CTD M393A2K40CB2-CTD " +
    "M393A2K43BB1-CTD M393A2K43CB2-CTD"
  ),
  "DDR4 RDIMM 16GB 2933": words(
    "18ASF2G72PDZ-2G9E1 18ASF2G72PZ-2G9E1 HMA82GR7DJR4N-WM HMA82GR7JJR8N-WM M393A2K40CB2-CVF " +
    "M393A2K40DB2-CVF"
  ),
  "DDR4 RDIMM 16GB 3200": words(
    "18ASF2G72PDZ-3G2E1 18ASF2G72PDZ-3G2J3 18ASF2G72PDZ-3G2R1 18ASF2G72PZ-3G2J3 18ASF2G72PZ-3G2R1 " +
    "9ASF2G72PZ-3G2E1 HMA82GR7CJR8N-XN HMA82GR7DJR4N-XN HMA82GR7DJR8N-XN M393A2K40DB3-CWE " +
    "M393A2K43DB2-CWE M393A2K43DB3-CWE M393A2K43EB3-CWE M393A2K43FB3-CWE"
  ),
  "DDR4 RDIMM 32GB 2133": words("HMA84GR7MFR4N-TF M393A4K40BB0-CPB"),
  "DDR4 RDIMM 32GB 2400": words(
    "36ASF4G72PZ-2G3B1 36ASF4G72PZ-2G3D1 HMA84GR7AFR4N-UH HMA84GR7MFR4N-UH M393A4K40BB1-CRC " +
    "M393A4K40CB1-CRC"
  ),
  "DDR4 RDIMM 32GB 2666": words(
    "36ASF4G72PZ-2G6D1 36ASF4G72PZ-2G6E1 HMA84GR7AFR4N-VK HMA84GR7CJR4N-VK M393A4K40BB2-CTD " +
    "M393A4K40CB2-CTD"
  ),
  "DDR4 RDIMM 32GB 2933": words(
    "36ASF4G72PZ-2G9J3 HMA84GR7CJR4N-WM HMA84GR7DJR4N-WM HMA84GR7JJR4N-WM HMAA4GR7AJR4N-WM " +
    "M393A4K40BB3-CVF M393A4K40CB2-CVF M393A4K40DB2-CVF"
  ),
  "DDR4 RDIMM 32GB 3200": words(
    "18ASF4G72PDZ-3G2B2 18ASF4G72PDZ-3G2E1 18ASF4G72PZ-3G2E1 36ASF4G72PZ-3G2J3 36ASF4G72PZ-3G2R1 " +
    "HMA84GR7CJR4N-XN HMA84GR7DJR4N-XN HMAA4GR7AJR4N-XN HMAA4GR7AJR8N-XN HMAA4GR7CJR8N-XN " +
    "M393A4G43AB3-CWE M393A4G43BB4-CWE M393A4K40DB3-CWE M393A4K40EB3-CWE"
  ),
  "DDR4 RDIMM 64GB 2933": words("36ASF8G72PZ-2G9B2 HMAA8GR7AJR4N-WM M393A8G40MB2-CVF"),
  "DDR4 RDIMM 64GB 3200": words(
    "36ASF8G72PZ-3G2B2 36ASF8G72PZ-3G2E1 36ASF8G72PZ-3G2F1 HMAA8GR7AJR4N-XN HMAA8GR7CJR4N-XN " +
    "M393A8G40AB2-CWE M393A8G40BB4-CWE"
  ),
  "DDR5 RDIMM 16GB 4800": words("HMCG78MEBRA107N MTC10F1084S1RC48BA1"),
  "DDR5 RDIMM 32GB 4800": words("HMCG88AEBRA115N MTC20F2085S1RC48BA1"),
  "DDR5 RDIMM 32GB 5600": words("MTC20F2085S1RC56BG1"),
  "DDR5 RDIMM 64GB 4800": words("HMCG94AEBRA109N HMCG94AEBRA123N HMCG94MEBRA103N HMCG94MEBRA121N HMCG94MEBRA123N"),
  "DDR5 RDIMM 96GB 4800": words("MTC40F204WS1RC48BB1"),
};

/** Decoder test rows for numbers the DMI records do not carry (Micron labels, Kingston, Crucial, one Samsung LRDIMM). */
const DECODER_TESTS: SpecTable = {
  "DDR3 RDIMM 16GB 1600": words("MT36KSF2G72PZ-1G6M1 KVR16LR11D4/16"),
  "DDR4 RDIMM 8GB 2666": words("MTA9ASF1G72PZ-2G6D1"),
  "DDR4 RDIMM 16GB 2133": words("KVR21R15D4/16"),
  "DDR4 RDIMM 16GB 2666": words("MTA18ASF2G72PZ-2G6E1 CT16G4RFD8266"),
  "DDR4 RDIMM 32GB 2933": words("MTA36ASF4G72PZ-2G9E2"),
  "DDR4 RDIMM 32GB 3200": words("KSM32RD4/32"),
  "DDR4 LRDIMM 64GB 2666": words("CT64G4LFQ4266"),
  "DDR4 LRDIMM 64GB 2933": words("M386A8K40CM2-CVF"),
  "DDR4 UDIMM 8GB 2400": words("HMA81GU7AFR8N-UH"),
  "DDR4 UDIMM 8GB 2666": words("KSM26ES8/8ME"),
};

type DimmSpec = { gen: string; type: string; gb: number; speed: number };

/** Every listed number with the generic spec it belongs to and the source that states it. */
function dimmPartNumbers(): { spec: DimmSpec; numbers: readonly string[]; source: PartSourceKey }[] {
  const tables: [PartSourceKey, SpecTable][] = [["linuxhw-dmi-memory", LINUXHW_DMI], ["dram-mpn-decoder-tests", DECODER_TESTS]];
  return tables.flatMap(([source, table]) => Object.entries(table).map(([key, numbers]) => {
    const [gen, type, size, speed] = key.split(" ");
    return { spec: { gen: gen!, type: type!, gb: Number(size!.replace("GB", "")), speed: Number(speed) }, numbers, source };
  }));
}

/**
 * Adds every listed number to its generic variant in `out` as an alias; a spec the catalog
 * lacks is first created through `add` with the number's source. Throws when a number is
 * already on another RAM variant (one module cannot be two specs).
 * @example mergeDimmNumbers(out, add) // { numbers: 276, created: 1 }
 */
export function mergeDimmNumbers(out: Map<string, CatalogComponent>, add: (c: CatalogComponent) => void): { numbers: number; created: number } {
  const owner = new Map<string, string>();
  for (const c of out.values()) if (c.category === "ram") for (const a of c.aliases) owner.set(a.toUpperCase(), c.id);
  let numbers = 0;
  let created = 0;
  for (const { spec, numbers: pns, source } of dimmPartNumbers()) {
    const id = ramId(spec.gen, spec.type, spec.gb, spec.speed);
    if (!out.has(id)) {
      add(genericRamVariant(spec.gen, spec.type, spec.gb, spec.speed, source));
      created++;
    }
    const entry = out.get(id)!;
    for (const pn of pns) {
      const held = owner.get(pn.toUpperCase());
      if (held !== undefined && held !== id) throw new Error(`${pn} is listed for ${id} but ${held} holds it`);
      owner.set(pn.toUpperCase(), id);
    }
    const fresh = pns.filter((pn) => !entry.aliases.includes(pn));
    out.set(id, { ...entry, aliases: [...entry.aliases, ...fresh] });
    numbers += fresh.length;
  }
  return { numbers, created };
}
