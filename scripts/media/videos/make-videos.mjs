// Renders the product demo videos in public/videos/ from the HTML animations beside this file, in
// every language of the site:
//   npm run videos
// English is the scenes' own markup and keeps the plain names (dr-demo.mp4); every other language
// renders the same scene with ?lang=xx (words.js translates it) into names ending in -xx
// (dr-demo-fr.mp4, dr-demo-fr.webm, dr-demo-fr-poster.webp), the names DemoVideo.tsx asks for.
// Each page drives its animation with Web Animations whose length is the video's loop. For every
// frame (30 fps) we pause all of document.getAnimations(), set their currentTime, screenshot the
// page with Playwright's Chromium, then encode WebM (VP9, two-pass) and MP4 (H.264, yuv420p,
// faststart) with ffmpeg, plus a WebP poster taken from a representative frame.
// Needs /usr/bin/chromium (or CHROMIUM_PATH) and ffmpeg with libvpx-vp9, libx264 and libwebp
// (Debian's ffmpeg package has them).
// VIDEOS=cross-demo,dr-demo renders only some of them; LANGS=fr only some languages; POSTERS_ONLY=1
// renders only the posters' frames and writes only the posters. A file over its budget (1.5 MB a
// video, 12 KB a poster is the aim) stops the run.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const FPS = 30;
const WIDTH = 1280;
const HEIGHT = 720;
const srcDir = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("../../../public/videos/", import.meta.url));

// duration: the page's loop length in seconds; poster: the second shown as the poster image.
// vp9 / x264: bitrate budget, kept low: the frames are flat UI that compresses well.
const videos = [
  { name: "cross-demo", duration: 12, poster: 9.3, vp9: "340k", crf: 27 },
  { name: "subnova-demo", duration: 16, poster: 11.3, vp9: "340k", crf: 27 },
  { name: "dr-demo", duration: 12, poster: 9, vp9: "340k", crf: 27 },
  { name: "platform-demo", duration: 12, poster: 8.8, vp9: "340k", crf: 27 },
];
// The site's languages; every scene shows words, so every one is rendered in each.
const languages = ["en", "fr"];
const fileName = (name, lang) => (lang === "en" ? name : `${name}-${lang}`);
const MAX_VIDEO_BYTES = 1.5 * 1024 * 1024;
const only = process.env.VIDEOS?.split(",");
const onlyLangs = process.env.LANGS?.split(",");
const postersOnly = process.env.POSTERS_ONLY === "1";

function ffmpeg(args) {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "inherit",
  });
}

const color = [
  "-vf",
  `scale=${WIDTH}:${HEIGHT}:out_color_matrix=bt709:out_range=tv,format=yuv420p`,
  "-colorspace",
  "bt709",
  "-color_primaries",
  "bt709",
  "-color_trc",
  "bt709",
  "-color_range",
  "tv",
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--allow-file-access-from-files",
  ],
});
const written = [];
try {
  for (const [video, lang] of videos.flatMap((v) => languages.map((l) => [v, l]))) {
    if (only && !only.includes(video.name)) continue;
    if (onlyLangs && !onlyLangs.includes(lang)) continue;
    const out = fileName(video.name, lang);
    const work = mkdtempSync(join(tmpdir(), `${out}-`));
    try {
      const page = await browser.newPage({
        viewport: { width: WIDTH, height: HEIGHT },
        deviceScaleFactor: 1,
      });
      // A scene that throws (a missing font, a bad table) would otherwise only time out below.
      page.on("pageerror", (error) => console.error(`${out}: ${error.message}`));
      page.on("requestfailed", (request) => console.error(`${out}: cannot load ${request.url()}`));
      await page.goto(new URL(`${video.name}.html?lang=${lang}`, `file://${srcDir}`).href);
      await page.waitForFunction(() => window.__ready === true);
      const untranslated = await page.evaluate(() => window.__untranslated);
      if (untranslated.length > 0) {
        throw new Error(`${out}: no ${lang} words for ${JSON.stringify(untranslated)}`);
      }
      const fontOk = await page.evaluate(() =>
        document.fonts.check('700 16px "Plus Jakarta Sans"'),
      );
      if (!fontOk) throw new Error(`${video.name}: Plus Jakarta Sans did not load`);
      const pageDuration = await page.evaluate(() => window.__duration);
      if (pageDuration !== video.duration) {
        throw new Error(
          `${video.name}: page loops every ${pageDuration} s, expected ${video.duration} s`,
        );
      }

      const frames = video.duration * FPS;
      const posterFrame = Math.round(video.poster * FPS);
      const started = Date.now();
      for (
        let i = postersOnly ? posterFrame : 0;
        i < (postersOnly ? posterFrame + 1 : frames);
        i++
      ) {
        await page.evaluate(
          (ms) => {
            for (const animation of document.getAnimations()) {
              animation.pause();
              animation.currentTime = ms;
            }
            window.renderCounters?.();
          },
          (i * 1000) / FPS,
        );
        const png = await page.screenshot({ type: "png" });
        writeFileSync(join(work, `${String(i).padStart(5, "0")}.png`), png);
      }
      await page.close();
      console.log(`${out}: frames in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      const poster = join(outDir, `${out}-poster.webp`);
      const posterPng = join(work, `${String(posterFrame).padStart(5, "0")}.png`);
      // Poster: the representative frame as WebP, 800 px wide, as good as fits in 12 KB (quality
      // 35 at worst: the French frames carry longer words; at 14 KB /fr/dr's poster took one more
      // round trip, 1.22 s of LCP against 1.08 s). A video on the first screen (/dr, the demo page) makes its poster the page's
      // largest paint, which waits for every byte of it on a slow phone link: /en/dr's simulated
      // LCP was 1.6 s with a 1280 px, 42 KB poster, 1.3 s at 960 px and 19 KB, 1.1 s at 800 px
      // and 12 KB (with the controls built after the first paint, DemoVideo.tsx). On a wide
      // screen the video is at most 896 px across, so the poster is barely enlarged.
      for (const quality of [80, 75, 70, 64, 58, 50, 44, 38, 35]) {
        ffmpeg([
          "-i",
          posterPng,
          "-vf",
          "scale=800:-2",
          "-c:v",
          "libwebp",
          "-quality",
          String(quality),
          "-compression_level",
          "6",
          poster,
        ]);
        if (statSync(poster).size < 12 * 1024) break;
      }
      written.push(poster);
      if (postersOnly) continue;

      const input = ["-framerate", String(FPS), "-i", join(work, "%05d.png")];
      const webm = join(outDir, `${out}.webm`);
      const mp4 = join(outDir, `${out}.mp4`);
      const vp9 = [
        ...input,
        ...color,
        "-c:v",
        "libvpx-vp9",
        "-b:v",
        video.vp9,
        "-maxrate",
        "900k",
        "-bufsize",
        "1800k",
        "-row-mt",
        "1",
        "-tile-columns",
        "1",
        "-auto-alt-ref",
        "1",
        "-lag-in-frames",
        "25",
        "-g",
        String(video.duration * FPS),
        "-passlogfile",
        join(work, "vp9"),
        "-an",
      ];
      ffmpeg([...vp9, "-pass", "1", "-deadline", "good", "-cpu-used", "4", "-f", "null", "-"]);
      ffmpeg([...vp9, "-pass", "2", "-deadline", "good", "-cpu-used", "2", webm]);
      ffmpeg([
        ...input,
        ...color,
        "-c:v",
        "libx264",
        "-preset",
        "veryslow",
        "-tune",
        "animation",
        "-crf",
        String(video.crf),
        "-maxrate",
        "1200k",
        "-bufsize",
        "2400k",
        "-profile:v",
        "high",
        "-pix_fmt",
        "yuv420p",
        "-movflags",
        "+faststart",
        "-an",
        mp4,
      ]);

      written.push(webm, mp4);
      for (const file of [webm, mp4]) {
        if (statSync(file).size > MAX_VIDEO_BYTES) throw new Error(`${file} is over 1.5 MB`);
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}

for (const file of written) {
  const kb = (statSync(file).size / 1024).toFixed(1).padStart(7);
  console.log(`${kb} KB  ${file.slice(outDir.length - "public/videos/".length)}`);
}
