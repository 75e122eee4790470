/** Title parsing, the default component catalog, matching and per-unit prices. */
export { parseTitle } from "./parse-title.js";
export { createCatalog } from "./create-catalog.js";
export { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from "./catalog-search.js";
export { defaultCatalog, defaultComponents, matchComponent } from "./default-catalog.js";
export { unitPrices } from "./unit-prices.js";
export { MAX_TITLE_CHARS } from "./title-text.js";
export { CatalogComponent, CatalogSearchPage, ComponentMatchResult, MATCH_KINDS, MatchKind, ParsedTitle, TITLE_STYLES, TitleStyle, UnitPrices, } from "../schemas/catalog.js";
