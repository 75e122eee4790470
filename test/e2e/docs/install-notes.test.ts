/**
 * The README's note on what the first install prints stays true: the install scripts Bun blocks
 * are those of the packages it names, and the development dependencies that declare a Node newer
 * than 20 (npm's EBADENGINE warnings) are exactly those it names. Read from the installed tree,
 * offline.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dir, "../../..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");
const NOTE = README.slice(README.indexOf("**What the first install prints.**"), README.indexOf("## Your first five minutes"));
const named = (text: string) => [...text.matchAll(/`([@a-z0-9/._-]+)`/g)].map((m) => m[1]!);

describe("the README's note on the first install", () => {
  test("Bun blocks the install scripts of exactly the packages the note names, and says how many", () => {
    const run = Bun.spawnSync([join(ROOT, "node_modules/.bin/bun"), "pm", "untrusted"], { cwd: ROOT, stdout: "pipe", stderr: "pipe", env: { ...process.env, NO_COLOR: "1" } });
    const blocked = [...run.stdout.toString().matchAll(/^\.\/node_modules\/(\S+) @/gm)].map((m) => m[1]!).sort();
    expect(blocked.length).toBeGreaterThan(0);
    expect(NOTE).toContain(`Blocked ${blocked.length} postinstalls`);
    const explained = named(NOTE.slice(NOTE.indexOf("Nothing is missing"), NOTE.indexOf("`npm start` and `npm test`")));
    expect(explained.filter((n) => blocked.includes(n)).sort()).toEqual(blocked);
  });

  test("the development dependencies that declare a Node newer than 20 are exactly the ones the note names", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
    const newer = Object.keys(pkg.devDependencies).filter((dep) => {
      const engines = (JSON.parse(readFileSync(join(ROOT, "node_modules", dep, "package.json"), "utf8")) as { engines?: { node?: string } }).engines;
      return engines?.node !== undefined && !Bun.semver.satisfies("20.19.0", engines.node);
    });
    const sentence = NOTE.slice(NOTE.indexOf("EBADENGINE"));
    expect(named(sentence.slice(0, sentence.indexOf("."))).filter((n) => n !== "EBADENGINE").sort()).toEqual(newer.sort());
  });
});
