import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, isAbsolute, join, resolve } from "node:path";
import { SourceConfigError } from "./source-config-error.ts";

/**
 * What a plugin module may be: an ES module of one of these kinds, with a default export. A
 * module's code runs as soon as it is imported, so everything that can be checked without running
 * it is checked before: the entry names a file path or a package (never a URL: `data:` would
 * carry the code in the variable itself, `http:` fetch it), the file is a JavaScript or
 * TypeScript module, it parses, and it has a default export. What still holds once it passes: the
 * operator's file runs with the server's rights, top-level code included, before its default
 * export is checked to be a source factory.
 */
const LOADERS: Readonly<Record<string, "ts" | "tsx" | "js" | "jsx">> = { ".ts": "ts", ".mts": "ts", ".tsx": "tsx", ".js": "js", ".mjs": "js", ".jsx": "jsx" };

/** An npm package name, optionally with a subpath: no scheme, so never a URL. */
const PACKAGE_NAME = /^(@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*(\/[\w.~-]+)*$/i;

/** The file to import and the folder its own modules live in (a package's root for a package). */
export interface ModuleEntry {
  entry: string;
  root: string;
}

/**
 * Find and vet the module an entry names, without running any of it. Throws SourceConfigError
 * naming what is wrong; no message carries the file's content.
 * @example const { entry, root } = vetModule("mine", "./my-source.ts", process.cwd());
 */
export function vetModule(name: string, module: string, cwd: string): ModuleEntry {
  const located = locate(name, module, cwd);
  const loader = LOADERS[extname(located.entry).toLowerCase()];
  if (!isAbsolute(located.entry) || !existsSync(located.entry)) throw new SourceConfigError(name, `${module} is not a file`);
  if (!statSync(located.entry).isFile()) throw new SourceConfigError(name, `${module} is not a file`);
  if (!loader) throw new SourceConfigError(name, `${module} is not a JavaScript or TypeScript module (${Object.keys(LOADERS).join(", ")})`);
  let exported: string[];
  try {
    exported = new Bun.Transpiler({ loader }).scan(readFileSync(located.entry, "utf8")).exports;
  } catch {
    // The parser's messages quote the file: they stay out of the start-up error.
    throw new SourceConfigError(name, `${module} is not valid JavaScript or TypeScript`);
  }
  if (!exported.includes("default")) throw new SourceConfigError(name, `${module} exports no source factory (a default export made with defineSource)`);
  return located;
}

// --- Internal helpers ---

function locate(name: string, module: string, cwd: string): ModuleEntry {
  if (isAbsolute(module) || module.startsWith("./") || module.startsWith("../")) {
    const entry = resolve(cwd, module);
    if (!existsSync(entry)) throw new SourceConfigError(name, `cannot find ${module} (looked for ${entry})`);
    return { entry, root: dirname(entry) };
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(module)) throw new SourceConfigError(name, '"module" must be a file path or a package name, not a URL');
  if (!PACKAGE_NAME.test(module)) throw new SourceConfigError(name, '"module" must be a file path (absolute, or starting with ./ or ../) or a package name');
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
