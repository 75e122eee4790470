/** Source plugins as the host loads them from RACKHUNT_SOURCES. */
export { builtInSources, loadSources, needsModules, SourceConfigError } from "./load-sources.ts";
export { HOST_PACKAGES, provideHostPackages } from "./host-packages.ts";
