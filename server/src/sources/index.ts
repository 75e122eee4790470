/** Source plugins as the host loads them from RACKHUNT_SOURCES. */
export { builtInSources, loadSources, needsModules, SourceConfigError } from "./load-sources.ts";
export { HOST_PACKAGES, provideHostPackages } from "./host-packages.ts";
export { checkSourceUrls } from "./source-urls.ts";
export type { SourceUrlRules } from "./source-urls.ts";
