/** Title parsing, the default component catalog, matching and per-unit prices. */
export { parseTitle } from "./parse-title.ts";
export { type Catalog, createCatalog } from "./create-catalog.ts";
export { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, type SearchOptions } from "./catalog-search.ts";
export { defaultCatalog, defaultComponents, matchComponent } from "./default-catalog.ts";
export { unitPrices } from "./unit-prices.ts";
export { isNotTheItem } from "./not-the-item.ts";
export { MAX_TITLE_CHARS } from "./title-text.ts";
export {
  CatalogComponent,
  CatalogSearchPage,
  ComponentMatchResult,
  MATCH_KINDS,
  MatchKind,
  ParsedTitle,
  PRICE_BASES,
  PriceBasis,
  TITLE_STYLES,
  TitleStyle,
  UnitPrices,
} from "../schemas/catalog.ts";
