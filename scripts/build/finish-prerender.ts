/**
 * Run by `npm run build` after `react-router build` (DR 010). Prerendered pages are served as
 * static files, so the Worker's per-response nonce cannot reach them. For each page this:
 * - removes the build-time nonce attributes (a nonce that never changes would be a secret anyone
 *   can read);
 * - hashes every inline script, and writes the page's Content-Security-Policy with those hashes
 *   into `build/client/_headers`, with the same other security headers as a rendered response,
 *   and `X-Robots-Tag: noindex` on every host but SITE_URL's (a preview version);
 * - checks that the page's inline stylesheet, cut to its route's utility rules (DR 013), has
 *   every rule its markup needs.
 * It fails when a page that should be prerendered is missing or its stylesheet lacks a rule, so
 * a silent fallback to rendering or an unstyled element cannot hide a broken build.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { prerenderPaths } from "#app/config/prerender";
import { headersFile, inlineScriptHashes, stripNonces } from "./prerender-headers.ts";
import { missingRules } from "#app/lib/route-stylesheet.server";
import { buildSiteUrl } from "./build-site-url.ts";

const clientDir = "build/client";

let siteUrl: string;
try {
  siteUrl = buildSiteUrl(process.env);
} catch (error) {
  console.error(`finish-prerender: ${(error as Error).message}`);
  process.exit(1);
}

const stylesheets = readdirSync(join(clientDir, "assets")).filter((name) =>
  /^app-.*\.css$/.test(name),
);
if (stylesheets.length !== 1) {
  console.error(`finish-prerender: expected one assets/app-*.css, found ${stylesheets.length}`);
  process.exit(1);
}
const fullCss = readFileSync(join(clientDir, "assets", stylesheets[0]!), "utf8");
const pages: { path: string; hashes: string[] }[] = [];
for (const path of prerenderPaths) {
  const file = join(clientDir, path, "index.html");
  if (!existsSync(file)) {
    console.error(`finish-prerender: ${file} is missing; was ${path} prerendered?`);
    process.exit(1);
  }
  const html = stripNonces(readFileSync(file, "utf8"));
  writeFileSync(file, html);
  const pageCss = /<style id="app-styles">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  const missing = missingRules(fullCss, pageCss, html);
  if (missing.length) {
    console.error(`finish-prerender: ${path} lacks rules its markup needs:\n${missing.join("\n")}`);
    process.exit(1);
  }
  const hashes = inlineScriptHashes(html, (text) =>
    createHash("sha256").update(text, "utf8").digest("base64"),
  );
  pages.push({ path, hashes });
}
writeFileSync(join(clientDir, "_headers"), headersFile(pages, siteUrl));
console.log(`finish-prerender: ${pages.length} pages, headers written to ${clientDir}/_headers`);
