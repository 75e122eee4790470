/** Loading the component catalog into the database: on every start, cheap when nothing changed. */
export { syncCatalog, entryHash, type SyncReport } from "./sync.ts";
export { aliasKind, groupAliases, ALIAS_KINDS, type AliasKind } from "./alias-kind.ts";
