import { gzipSync } from "node:zlib";

/**
 * A body's gzip size in bytes, as every size budget of ours counts it (zlib level 9): the HTML
 * budgets (prerender.spec), the JavaScript budget (js-budget.spec) and `npm run bench`.
 */
export function gzipBytes(body: Buffer | string): number {
  return gzipSync(body, { level: 9 }).byteLength;
}
