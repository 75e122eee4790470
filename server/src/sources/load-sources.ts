import type { Source } from "@rackhunt/core";
import { BUILT_IN_SOURCES } from "../scan/registry.ts";
import type { SourcesConfig } from "../scan/sources-env.ts";
import { provideHostPackages } from "./host-packages.ts";
import { vetModule } from "./module-entry.ts";
import { SourceConfigError } from "./source-config-error.ts";
import { checkSourceUrls, type SourceUrlRules } from "./source-urls.ts";

export { SourceConfigError };

type Factory = ((options?: unknown) => Source) & { source_name?: unknown };

/**
 * Every configured source: the built-ins (unless switched off with `false`) and each entry with a
 * `module` (an absolute path, a path relative to `cwd`, or an installed package name). Each
 * entry's URL options must pass `rules` (private addresses only when the operator allows them).
 * Throws SourceConfigError for an unknown name, a module that is no plugin file, cannot be found
 * or loaded or exports no source factory, a URL the rules refuse, and invalid options, so a bad
 * setting stops start-up.
 * @example const sources = await loadSources({ mine: { module: "./my-source.ts" } }, process.cwd(), { allowPrivate: false });
 */
export async function loadSources(config: SourcesConfig, cwd: string = process.cwd(), rules: SourceUrlRules = { allowPrivate: false }): Promise<Source[]> {
  checkNames(config);
  await checkSourceUrls(config, rules);
  const out = builtInSources(config);
  for (const [name, settings] of Object.entries(config)) {
    if (!isModuleEntry(settings)) continue;
    const { module, ...options } = settings;
    if (typeof module !== "string" || module.trim() === "") throw new SourceConfigError(name, '"module" must be a path or a package name');
    const factory = await importFactory(name, module, cwd);
    const source = configure(name, factory, options);
    if (source.name !== name) throw new SourceConfigError(name, `${module} defines the source "${source.name}"; name the entry "${source.name}"`);
    out.push(source);
  }
  return out;
}

/**
 * The built-in sources with their options; checks every entry that names no module.
 * @example builtInSources({ auction: false }).map((s) => s.name); // ["aggregator", "forum"]
 */
export function builtInSources(config: SourcesConfig): Source[] {
  checkNames(config);
  const out: Source[] = [];
  for (const [name, factory] of Object.entries(BUILT_IN_SOURCES)) {
    const settings = Object.hasOwn(config, name) ? config[name] : undefined;
    if (settings === false) continue;
    out.push(configure(name, factory, settings === true || settings === undefined ? {} : settings));
  }
  return out;
}

/** Whether the configuration names plugin modules (which only loadSources can load). */
export function needsModules(config: SourcesConfig): boolean {
  return Object.values(config).some(isModuleEntry);
}

// --- Internal helpers ---

// Own properties only: "constructor", "toString" or "__proto__" are no built-in sources.
const isBuiltIn = (name: string) => Object.hasOwn(BUILT_IN_SOURCES, name);

function isModuleEntry(settings: unknown): settings is { module?: unknown } & Record<string, unknown> {
  return settings !== null && typeof settings === "object" && !Array.isArray(settings) && Object.hasOwn(settings, "module");
}

function checkNames(config: SourcesConfig): void {
  for (const [name, settings] of Object.entries(config)) {
    const isModule = isModuleEntry(settings);
    if (isModule && isBuiltIn(name)) throw new SourceConfigError(name, `"${name}" is a built-in source; give your plugin its own name`);
    if (!isModule && !isBuiltIn(name)) throw new SourceConfigError(name, `unknown source (built-in: ${Object.keys(BUILT_IN_SOURCES).join(", ")}; a plugin entry needs "module")`);
    if (!isModule && settings !== false && settings !== true && (typeof settings !== "object" || settings === null || Array.isArray(settings))) {
      throw new SourceConfigError(name, "must be an object of options, true or false");
    }
  }
}

function configure(name: string, factory: Factory, settings: object): Source {
  // `stream_seconds` is the host's setting (stream/cadence.ts), not the plugin's option.
  const { stream_seconds: _cadence, ...options } = settings as Record<string, unknown>;
  try {
    return factory(options);
  } catch (err) {
    throw new SourceConfigError(name, firstLine(err));
  }
}

async function importFactory(name: string, module: string, cwd: string): Promise<Factory> {
  const { entry, root } = vetModule(name, module, cwd);
  provideHostPackages(root);
  let loaded: { default?: unknown };
  try {
    loaded = await import(entry);
  } catch (err) {
    throw new SourceConfigError(name, `${module} failed to load: ${loadFailure(err)}`);
  }
  const factory = loaded.default as Factory | undefined;
  if (typeof factory !== "function" || typeof factory.source_name !== "string") {
    throw new SourceConfigError(name, `${module} exports no source factory (a default export made with defineSource)`);
  }
  return factory;
}

/**
 * Why an import failed, without the file's content: a missing package is named (the operator
 * installs it); for anything else (a build error quoting a line, a ReferenceError naming a word
 * of the file) only the kind of error, and how to see the rest on the operator's own terminal.
 */
function loadFailure(err: unknown): string {
  const message = firstLine(err);
  if (/^cannot find (package|module)\b/i.test(message)) return message;
  const kind = err instanceof Error ? err.name : typeof err;
  return `${kind} (run the file with bun to see where)`;
}

function firstLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.split("\n")[0]!.trim();
}
