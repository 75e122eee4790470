import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import type { Source } from "@rackhunt/core";
import { BUILT_IN_SOURCES, type SourcesConfig } from "../scan/registry.ts";
import { provideHostPackages } from "./host-packages.ts";

/** A RACKHUNT_SOURCES entry that cannot be used; the message is one line naming the entry and the cause. */
export class SourceConfigError extends Error {
  constructor(entry: string, cause: string) {
    super(`RACKHUNT_SOURCES.${entry}: ${cause}`);
    this.name = "SourceConfigError";
  }
}

type Factory = ((options?: unknown) => Source) & { source_name?: unknown };

/**
 * Every configured source: the built-ins (unless switched off with `false`) and each entry with a
 * `module` (an absolute path, a path relative to `cwd`, or an installed package name).
 * Throws SourceConfigError for an unknown name, a module that cannot be found or loaded or that
 * exports no source factory, and invalid options, so a bad setting stops start-up.
 * @example const sources = await loadSources({ mine: { module: "./my-source.ts" } }, process.cwd());
 */
export async function loadSources(config: SourcesConfig, cwd: string = process.cwd()): Promise<Source[]> {
  const out = builtInSources(config);
  for (const [name, settings] of Object.entries(config)) {
    if (!settings || typeof settings !== "object" || settings.module === undefined) continue;
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
  for (const [name, settings] of Object.entries(config)) {
    const isModule = settings !== null && typeof settings === "object" && !Array.isArray(settings) && "module" in settings;
    if (isModule && BUILT_IN_SOURCES[name]) throw new SourceConfigError(name, `"${name}" is a built-in source; give your plugin its own name`);
    if (!isModule && !BUILT_IN_SOURCES[name]) throw new SourceConfigError(name, `unknown source (built-in: ${Object.keys(BUILT_IN_SOURCES).join(", ")}; a plugin entry needs "module")`);
    if (!isModule && settings !== false && settings !== true && (typeof settings !== "object" || settings === null || Array.isArray(settings))) {
      throw new SourceConfigError(name, "must be an object of options, true or false");
    }
  }
  const out: Source[] = [];
  for (const [name, factory] of Object.entries(BUILT_IN_SOURCES)) {
    const settings = config[name];
    if (settings === false) continue;
    out.push(configure(name, factory, settings === true || settings === undefined ? {} : settings));
  }
  return out;
}

/** Whether the configuration names plugin modules (which only loadSources can load). */
export function needsModules(config: SourcesConfig): boolean {
  return Object.values(config).some((settings) => settings !== null && typeof settings === "object" && "module" in settings);
}

// --- Internal helpers ---

function configure(name: string, factory: Factory, options: object): Source {
  try {
    return factory(options);
  } catch (err) {
    throw new SourceConfigError(name, firstLine(err));
  }
}

async function importFactory(name: string, module: string, cwd: string): Promise<Factory> {
  const { entry, root } = locate(name, module, cwd);
  provideHostPackages(root);
  let loaded: { default?: unknown };
  try {
    loaded = await import(entry);
  } catch (err) {
    throw new SourceConfigError(name, `${module} failed to load: ${firstLine(err)}`);
  }
  const factory = loaded.default as Factory | undefined;
  if (typeof factory !== "function" || typeof factory.source_name !== "string") {
    throw new SourceConfigError(name, `${module} exports no source factory (a default export made with defineSource)`);
  }
  return factory;
}

/** The file to import and the folder its own modules live in (a package's root for a package). */
function locate(name: string, module: string, cwd: string): { entry: string; root: string } {
  if (isAbsolute(module) || module.startsWith(".")) {
    const entry = resolve(cwd, module);
    if (!existsSync(entry)) throw new SourceConfigError(name, `cannot find ${module} (looked for ${entry})`);
    return { entry, root: dirname(entry) };
  }
  let entry: string;
  try {
    entry = Bun.resolveSync(module, cwd);
  } catch {
    throw new SourceConfigError(name, `cannot find the package ${module} from ${cwd} (install it there, or give a path)`);
  }
  let root = dirname(entry);
  while (!existsSync(join(root, "package.json")) && dirname(root) !== root) root = dirname(root);
  return { entry, root };
}

function firstLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.split("\n")[0]!.trim();
}
