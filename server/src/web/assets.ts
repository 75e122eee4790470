import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** One static file, named by its content hash so it can be cached for a year. */
export interface Asset {
  /** `/assets/site.3f9a1c2b.css` */
  path: string;
  type: string;
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

/** The files pages may load: the site's own stylesheet and chart script, htmx and uPlot. */
const SOURCES = {
  css: { file: join(import.meta.dir, "assets", "site.css"), type: "text/css; charset=utf-8", name: "site", ext: "css" },
  chart: { file: join(import.meta.dir, "assets", "chart.js"), type: "text/javascript; charset=utf-8", name: "chart", ext: "js" },
  htmx: { file: Bun.resolveSync("htmx.org/dist/htmx.min.js", import.meta.dir), type: "text/javascript; charset=utf-8", name: "htmx", ext: "js" },
  uplot: { file: Bun.resolveSync("uplot/dist/uPlot.iife.min.js", import.meta.dir), type: "text/javascript; charset=utf-8", name: "uplot", ext: "js", wrap: withValidLanguage },
  uplotCss: { file: Bun.resolveSync("uplot/dist/uPlot.min.css", import.meta.dir), type: "text/css; charset=utf-8", name: "uplot", ext: "css" },
} as const;

export type AssetName = keyof typeof SOURCES;
export type Assets = Record<AssetName, Asset>;

let loaded: Assets | null = null;

/** Every asset, read, hashed and compressed once per process. */
export function assets(): Assets {
  if (loaded) return loaded;
  const out = {} as Assets;
  for (const [key, s] of Object.entries(SOURCES) as [AssetName, (typeof SOURCES)[AssetName]][]) {
    const text = readFileSync(s.file, "utf8");
    const body = new TextEncoder().encode("wrap" in s ? s.wrap(text) : text);
    const hash = new Bun.CryptoHasher("sha256").update(body).digest("hex").slice(0, 10);
    out[key] = { path: `/assets/${s.name}.${hash}.${s.ext}`, type: s.type, body, gzip: new Uint8Array(gzipSync(body, { level: 9 })) };
  }
  loaded = out;
  return out;
}

/**
 * uPlot makes a number formatter from `navigator.language` as it loads, and Intl throws on a
 * language that is no BCP 47 tag (Chromium under LANG=C reports "en-US@posix"): uPlot would not
 * load and every chart would stay an empty box. It is served inside a function that hands it a
 * navigator whose language Intl takes: the browser's when valid, else its language part
 * ("en-US@posix" -> "en-US", "de_DE.UTF-8" -> "de-DE"), else en-US.
 */
function withValidLanguage(source: string): string {
  const language = `(function (n) {
  function valid(tag) { try { return tag && new Intl.NumberFormat(tag) && tag; } catch (e) { return null; } }
  var tag = valid(n.language) || valid(String(n.language).split(/[@.]/)[0].replace(/_/g, "-")) || "en-US";
  return tag === n.language ? n : { language: tag };
})(navigator)`;
  return `var uPlot = (function (navigator) {\n${source}\nreturn uPlot;\n})(${language});\n`;
}

/**
 * Answer `GET /assets/...`: immutable for a year (the name changes with the content), gzip when
 * the browser takes it. Never metered and never rate limited: a page view is counted once.
 */
export function serveAsset(request: Request, pathname: string): Response {
  const asset = Object.values(assets()).find((a) => a.path === pathname);
  if (!asset) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const gz = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
  const headers: Record<string, string> = {
    "Content-Type": asset.type,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    Vary: "Accept-Encoding",
  };
  if (gz) headers["Content-Encoding"] = "gzip";
  return new Response(gz ? asset.gzip : asset.body, { headers });
}
