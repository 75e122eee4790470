import { plugin } from "bun";
import { builtinModules } from "node:module";
import { dirname, isAbsolute } from "node:path";

/**
 * The packages a source plugin may import without installing them: the host hands over its own
 * copies, so a plugin file anywhere on disk (or a published plugin that lists them as peers)
 * runs against the same contract and schemas as the built-in sources.
 */
export const HOST_PACKAGES = ["@rackhunt/core", "@rackhunt/plugin-kit", "valibot"] as const;

const PROVIDED = new RegExp(`^(${HOST_PACKAGES.map((p) => p.replace("/", "\\/")).join("|")})(\\/[\\w./-]+)?$`);
const HOST_DIR = import.meta.dir;
const transpiler = new Bun.Transpiler({ loader: "tsx" });
const served = new Set<string>();

function resolvesFrom(specifier: string, dir: string): boolean {
  try {
    Bun.resolveSync(specifier, dir);
    return true;
  } catch {
    return false;
  }
}

const BUILT_IN = new Set([...builtinModules, "bun"]);
const isBare = (specifier: string) => !specifier.startsWith(".") && !isAbsolute(specifier) && !specifier.includes(":") && !BUILT_IN.has(specifier);

/**
 * Rewrite the host packages a file imports but cannot resolve from where it lies. Any other
 * package it cannot resolve is an error here, before Bun would try to install it from a registry.
 */
function provideImports(source: string, file: string): string {
  let out = source;
  for (const { path } of transpiler.scanImports(source)) {
    if (!isBare(path) || resolvesFrom(path, dirname(file))) continue;
    if (!PROVIDED.test(path)) throw new Error(`cannot find package "${path}" imported by ${file}`);
    const hosted = JSON.stringify(Bun.resolveSync(path, HOST_DIR));
    out = out.replaceAll(JSON.stringify(path), hosted).replaceAll(`'${path}'`, hosted);
  }
  return out;
}

const LOADERS: Record<string, "ts" | "tsx" | "js" | "jsx"> = { ts: "ts", mts: "ts", cts: "ts", tsx: "tsx", js: "js", mjs: "js", cjs: "js", jsx: "jsx" };

/**
 * Let the modules under `root` (outside nested node_modules) import the host packages.
 * Bun's resolver never asks plugins about bare names, so the plugin's own files are loaded
 * through an onLoad hook that points those imports at the host's copies.
 * @example provideHostPackages("/srv/plugins"); await import("/srv/plugins/my-source.ts");
 */
export function provideHostPackages(root: string): void {
  // A folder that already resolves every host package (inside this install) needs no hook.
  if (served.has(root) || HOST_PACKAGES.every((name) => resolvesFrom(name, root))) return;
  served.add(root);
  const escaped = root.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const filter = new RegExp(`^${escaped}/(?!(.*/)?node_modules/).*\\.([mc]?[jt]s|[jt]sx)$`);
  plugin({
    name: `rackhunt-host-packages:${root}`,
    setup(build) {
      build.onLoad({ filter }, async ({ path }) => ({
        contents: provideImports(await Bun.file(path).text(), path),
        loader: LOADERS[path.slice(path.lastIndexOf(".") + 1)] ?? "ts",
      }));
    },
  });
}
