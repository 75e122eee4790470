// The README's screenshots of the web app, made the way the browser tests make theirs: the real
// server scanning the recorded sites (no internet), a real Chromium. Writes docs/screenshots/*.png
// (or into the folder given as the argument).
// Run: ./node_modules/.bin/bun scripts/web-screenshots.ts [OUT_DIR]
import { mkdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { openBrowser } from "../test/e2e/web/browser.ts";
import { HE8, startWebServer } from "../test/e2e/web/support.ts";

const OUT = resolve(process.argv[2] ?? join(import.meta.dir, "../docs/screenshots"));
mkdirSync(OUT, { recursive: true });
const server = await startWebServer();
const b = await openBrowser();
try {
  const page = await b.newPage();
  const shot = async (name: string) => {
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: join(OUT, `${name}.png`), fullPage: false });
    console.log(relative(process.cwd(), join(OUT, `${name}.png`)));
  };
  await page.goto(`${server.s.url}/`);
  await shot("home");
  await page.goto(`${server.s.url}/prices/${HE8.category}/${HE8.id}`);
  await page.waitForSelector(".chart canvas");
  await shot("component");
  await page.goto(`${server.s.url}/signin`);
  await page.fill("#key-api_key", server.marketKey);
  await page.click("button:has-text('Sign in with the key')");
  await page.waitForURL("**/my/hunts");
  await shot("hunts");
  await page.click("a:has-text('8tb sas hdd')");
  await page.waitForURL(/\/my\/hunts\/[0-9a-f-]{36}$/);
  await shot("hunt");
} finally {
  await b.close();
  server.stop();
}
