import { expect, test } from "@playwright/test";
import { gotoReady, type Lang, phone, storeConsent } from "./helpers";

// The demo videos show a dashboard's words: a French page plays the French render, an English
// page the English one.
const pages = [
  ["dr", "dr-demo"],
  ["subnova-demo", "subnova-demo"],
  ["cross", "cross-demo"],
  ["platform", "platform-demo"],
] as const;

const suffix: Record<Lang, string> = { en: "", fr: "-fr" };

test.use({ viewport: phone });

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

for (const lang of ["en", "fr"] as const) {
  for (const [path, name] of pages) {
    test(`/${lang}/${path}: the video and its poster are the ${lang} render`, async ({ page }) => {
      await gotoReady(page, `/${lang}/${path}`);
      const video = page.getByTestId(`video-${name}`);
      // Below the first screen the poster comes as the visitor nears the video.
      await video.scrollIntoViewIfNeeded();
      const base = `/videos/${name}${suffix[lang]}`;
      await expect(video).toHaveAttribute("poster", `${base}-poster.webp`);
      const sources = video.locator("source");
      await expect(sources).toHaveCount(2);
      await expect(sources.nth(0)).toHaveAttribute("src", `${base}.webm`);
      await expect(sources.nth(0)).toHaveAttribute("type", "video/webm");
      await expect(sources.nth(1)).toHaveAttribute("src", `${base}.mp4`);
      await expect(sources.nth(1)).toHaveAttribute("type", "video/mp4");
      for (const file of [`${base}.webm`, `${base}.mp4`, `${base}-poster.webp`]) {
        const res = await page.request.get(file);
        expect(res.status(), file).toBe(200);
        expect((await res.body()).byteLength, file).toBeLessThan(1.5 * 1024 * 1024);
      }
    });
  }
}

test("/fr/dr: the browser picks the French WebM", async ({ page }) => {
  await gotoReady(page, "/fr/dr");
  const video = page.getByTestId("video-dr-demo");
  // Choosing a source is the first step of loading; preload="none" stops right after it.
  await video.evaluate((element: HTMLVideoElement) => element.load());
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => new URL(element.currentSrc).pathname))
    .toBe("/videos/dr-demo-fr.webm");
});
