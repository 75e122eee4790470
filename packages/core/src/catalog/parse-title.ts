import type { ParsedTitle } from "../schemas/catalog.ts";
import type { Category } from "../schemas/vocabulary.ts";
import { readCategory } from "./title-category.ts";
import { readCondition, stricterCondition } from "./title-condition.ts";
import { readFormFactor, readInterface, readLinkSpeed, readRamSpeed } from "./title-facts.ts";
import { readCurrency, readTitlePrice } from "./title-price.ts";
import { findModel, findPartNumbers, genericPartNumbers } from "./title-models.ts";
import { readQuantity } from "./title-quantity.ts";
import { readNotItem } from "./title-not-item.ts";
import { HAS_QUOTE, MAY_CONDITION, MAY_DEAL, MAY_FORM, MAY_GENERIC_PART, MAY_INTERFACE, MAY_PART_NUMBER, NON_ASCII, scanWords } from "./title-scan.ts";
import { hasDealWords, splitTitle } from "./title-sections.ts";
import { cleanTitle } from "./title-text.ts";

const CAPACITY_CATEGORIES: ReadonlySet<Category> = new Set(["hdd", "ssd", "ram", "gpu"]);
const PART_CATEGORIES: ReadonlySet<Category> = new Set(["hdd", "ssd", "ram", "nic", "hba", "switch"]);

const NO_PART_NUMBERS: { numbers: string[]; category: null } = { numbers: [], category: null };

/**
 * Reads what a listing title is about: category, brand, model, capacity, lot size,
 * condition, interface, prices, location and whether it is the item at all.
 * Deterministic and offline; runs in a few microseconds.
 * @example
 * parseTitle("[USA-CA] [H] 4x 32GB DDR4 ECC RDIMM 2666 [W] PayPal")
 * // { category: "ram", capacity: "32GB", quantity: 4, form_factor: "RDIMM", speed_mts: 2666, location: "USA-CA", ... }
 */
export function parseTitle(title: string): ParsedTitle {
  const clean = cleanTitle(title);
  const sections = splitTitle(clean);
  const item = sections.item;
  const lower = item.toLowerCase();
  // Which extractors can match at all; the others are skipped without running their regex.
  const may = scanWords(lower);
  // Left open by splitTitle only when the item is the whole title: its words say whether a deal
  // word can be there. A Kelvin sign lower-cases to an ASCII `k`, so it keeps the scan too.
  const style = sections.style ??
    (((may & (MAY_DEAL | NON_ASCII)) !== 0 || clean.includes("%") || clean.includes("\u212a")) && hasDealWords(clean) ? "deal" : "marketplace");
  const read = readCategory(lower, sections.tag_category, may);
  const brand = read.brand;
  const pns = read.category === "other" || (may & MAY_PART_NUMBER) === 0 ? NO_PART_NUMBERS : findPartNumbers(lower);
  // Without a category word, a maker's part number still says what the item is (ST4000NM0033 is a drive).
  const category = read.category ?? pns.category;
  const qty = readQuantity(lower, category, may);
  const known = category !== "other" ? pns.numbers : [];
  const generic = category !== "other" && (may & MAY_GENERIC_PART) !== 0 ? genericPartNumbers(lower, item) : [];
  // Known numbers first, then the generic ones not already there (both lists are a few entries).
  const part_numbers = known.slice();
  for (const g of generic) if (!part_numbers.includes(g)) part_numbers.push(g);
  let model: string | null = null;
  if (category !== null && category !== "other") {
    // A maker's part number names the exact variant, so it is the best model; otherwise the model
    // pattern of the category, then any part-number-shaped token for parts that are sold by number.
    model = known[0] ?? findModel(category, lower) ?? (PART_CATEGORIES.has(category) || category === "server" ? generic[0] : undefined) ?? null;
  }
  // A buyer's post, an empty box, a picture, a pre-order, a part for the item or a whole computer:
  // not the item. Leading tags (`[CONFIRMED ORDER]`, `[Photo]`) say so as well as the item text.
  const tags = sections.tags;
  const not_item = sections.is_wanted ? "wanted"
    : tags === "" ? readNotItem(lower, category, qty.capacity_gb !== null, may, style)
    : readNotItem(`${lower} ${tags}`, category, qty.capacity_gb !== null, may | scanWords(tags), style);
  // A computer or a server has no capacity of its own (its drives' and memory's are not one), nor
  // has a part for a card or its box (the memory named is the card's).
  const hasCapacity = !(not_item === "system" || not_item === "accessory" || not_item === "box" || category === "server" || category === "minipc" ||
    (category !== null && !CAPACITY_CATEGORIES.has(category)));
  const isRam = category === "ram";
  const isNet = category === "nic" || category === "switch";
  const { prices, price, basis } = readTitlePrice(clean.toLowerCase());
  return {
    title,
    item_text: item,
    source_style: style,
    // A computer with the part inside is neither the part nor a container the catalog knows.
    category: not_item === "system" && category !== "server" && category !== "minipc" ? "other" : category,
    brand,
    model,
    part_numbers,
    capacity: hasCapacity ? qty.capacity : null,
    capacity_gb: hasCapacity ? qty.capacity_gb : null,
    quantity: qty.quantity,
    is_lot: qty.is_lot,
    total_capacity_gb: !hasCapacity || qty.capacity_gb === null ? null : Math.round(qty.capacity_gb * qty.quantity * 100) / 100,
    // A bare `new` is marketing in a deal post's text, but a `[NEW]` tag is the seller's word.
    condition: stricterCondition((may & (MAY_CONDITION | NON_ASCII)) !== 0 ? readCondition(lower, style === "deal") : null, tags === "" ? null : readCondition(tags, false)),
    interface: (may & MAY_INTERFACE) !== 0 ? readInterface(lower) : null,
    form_factor: (may & (MAY_FORM | HAS_QUOTE)) !== 0 ? readFormFactor(lower) : null,
    speed_mts: isRam ? readRamSpeed(lower) : null,
    speed_gbe: isNet ? readLinkSpeed(lower) : null,
    prices,
    price,
    price_basis: basis,
    currency: price === null ? null : readCurrency(clean),
    location: sections.location,
    not_item,
  };
}
