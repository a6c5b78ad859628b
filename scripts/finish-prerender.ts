/**
 * Run by `npm run build` after `react-router build` (DR 010). Prerendered pages are served as
 * static files, so the Worker's per-response nonce cannot reach them. For each page this:
 * - removes the build-time nonce attributes (a nonce that never changes would be a secret anyone
 *   can read) and the module preload links (they delay the first paint on a phone; see
 *   stripModulePreloads);
 * - hashes every inline script, and writes the page's Content-Security-Policy with those hashes
 *   into `build/client/_headers`, with the same other security headers as a rendered response.
 * It fails when a page that should be prerendered is missing, so a silent fallback to rendering
 * cannot hide a broken build.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { prerenderPaths } from "#app/config/prerender";
import {
  headersFile,
  inlineScriptHashes,
  stripModulePreloads,
  stripNonces,
} from "#app/lib/prerender-headers";

const clientDir = "build/client";
const pages: { path: string; hashes: string[] }[] = [];
for (const path of prerenderPaths) {
  const file = join(clientDir, path, "index.html");
  if (!existsSync(file)) {
    console.error(`finish-prerender: ${file} is missing; was ${path} prerendered?`);
    process.exit(1);
  }
  const html = stripModulePreloads(stripNonces(readFileSync(file, "utf8")));
  writeFileSync(file, html);
  const hashes = inlineScriptHashes(html, (text) =>
    createHash("sha256").update(text, "utf8").digest("base64"),
  );
  pages.push({ path, hashes });
}
writeFileSync(join(clientDir, "_headers"), headersFile(pages));
console.log(`finish-prerender: ${pages.length} pages, headers written to ${clientDir}/_headers`);
