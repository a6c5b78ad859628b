// Screenshots of pages at phone and desktop widths, for looking at what we ship:
//   npm start (in another shell), then: npm run screenshots -- /en /fr/about
// Writes screenshots/<slug>-<width>.png. Set BASE_URL to shoot another server.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://localhost:8787";
const paths = process.argv.slice(2).filter((a) => a.startsWith("/"));
const full = process.argv.includes("--full");
const consent = process.argv.includes("--consent");
const widths = [390, 1440];

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 844 : 900 },
  });
  if (!consent) {
    await context.addInitScript(() => {
      localStorage.setItem(
        "subnova.consent",
        JSON.stringify({
          id: crypto.randomUUID(),
          version: 1,
          essential: true,
          analytics: false,
          marketing: false,
          functional: false,
          timestamp: new Date().toISOString(),
        }),
      );
    });
  }
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/en"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const slug = path.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "root";
    if (full) {
      // Sections animate in when scrolled to: pass over the whole page first.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(800);
    }
    await page.screenshot({
      path: `screenshots/${slug}${consent ? "-consent" : ""}-${width}.png`,
      fullPage: full,
    });
  }
  await context.close();
}
await browser.close();
