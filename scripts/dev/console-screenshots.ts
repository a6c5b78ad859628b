/**
 * Screenshots of the signed-in support console at 1440 and 1024 px, in English and French: the
 * list, a conversation open, the settings and the shortcuts panels. Seed an inbox first
 * (scripts/dev/seed-inbox.ts), then:
 *
 *   BASE_URL=http://127.0.0.1:8804 AGENT=ana@subnova.test AGENT_PASSWORD=... \
 *     npx node scripts/dev/console-screenshots.ts
 *
 * Writes screenshots/console-<lang>-<what>-<width>.png. The agent's language is put back after.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://127.0.0.1:8787";
const agentId = process.env.AGENT ?? "ana@subnova.test";
const password = process.env.AGENT_PASSWORD ?? "";

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});
const context = await browser.newContext({
  viewport: { width: 1440, height: 900 },
  extraHTTPHeaders: { "CF-Connecting-IP": "2001:db8:5c4e:1::1" },
});
const page = await context.newPage();
await page.goto(`${base}/agent`);
await page.getByRole("textbox").first().fill(agentId);
await page.locator('input[name="password"]').fill(password);
await page.locator('button[type="submit"]').click();
const views = page.getByRole("list", { name: /^(Views|Vues)$/ });
await views.waitFor();

const setLang = (lang: string) =>
  page.evaluate(
    (body) =>
      fetch("/api/agent/me", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body,
      }),
    JSON.stringify({ lang }),
  );

for (const lang of ["en", "fr"]) {
  await setLang(lang);
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: width > 1100 ? 900 : 768 });
    await page.goto(`${base}/agent`, { waitUntil: "networkidle" });
    await views.waitFor();
    const shot = (what: string) =>
      page.screenshot({ path: `screenshots/console-${lang}-${what}-${width}.png` });
    // The busiest view: every open conversation.
    await views.getByRole("button").nth(2).click();
    await shot("list");
    await page.getByRole("navigation").locator("ul").last().getByRole("button").nth(1).click();
    await page.waitForTimeout(800);
    await shot("conversation");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.keyboard.press("?");
    await page.waitForTimeout(300);
    await shot("shortcuts");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /(Your settings|Vos réglages)$/ }).click();
    await page.waitForTimeout(300);
    await shot("settings");
    await page.keyboard.press("Escape");
  }
}
await setLang("en");
await browser.close();
