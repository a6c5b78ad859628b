import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { baseSecurityHeaders } from "../../app/lib/security-policy";
import { WorkerdServer } from "../../scripts/bench/workerd-server.ts";
import { e2eServerVars } from "./e2e-server.ts";

/**
 * `npm run bench` measures the production build served by workerd without `wrangler dev`'s proxy
 * (scripts/bench/workerd-server.ts says why). Its figures only speak for the site if that server
 * answers as the site does: the same files, statuses and headers (the security headers and the
 * prerendered pages' `_headers` included). Compared here with the browser tests' server,
 * `wrangler dev` on the same build. No browser.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** A per-response nonce is the one thing two servers' policies may differ by. */
const withoutNonce = (value: string | undefined) => value?.replace(/'nonce-[^']+'/g, "'nonce'");

const COMPARED_HEADERS = [
  ...Object.keys(baseSecurityHeaders).map((name) => name.toLowerCase()),
  "content-security-policy",
  "x-robots-tag",
  "content-type",
  "cache-control",
];

/**
 * Each kind of answer the bench times or browses: path, status, whether the body is a file, and
 * for a rendered one what it must hold.
 */
const ANSWERS: readonly { path: string; status: number; sameBody: boolean; holds?: string }[] = [
  { path: "/en/about", status: 200, sameBody: true }, // prerendered
  { path: "/fr/platform", status: 200, sameBody: true }, // prerendered, the Worker looks first
  { path: "/favicon.svg", status: 200, sameBody: true }, // the bench's static file
  { path: "/en/about.data", status: 200, sameBody: true }, // a prerendered page's data
  { path: "/en/contact", status: 200, sameBody: false }, // rendered per request (nonce)
  { path: "/fr/nope", status: 404, sameBody: false, holds: '<html lang="fr"' }, // the French 404
  { path: "/api/health", status: 200, sameBody: false }, // its body holds the time
];

test("the bench's server answers every kind of request as the site's server does", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const bench = new WorkerdServer(await freePort(), e2eServerVars);
  try {
    await bench.start();
    for (const { path, status, sameBody, holds } of ANSWERS) {
      await test.step(path, async () => {
        const [site, ours] = await Promise.all([
          request.get(path, { maxRedirects: 0 }),
          request.get(`${bench.baseURL}${path}`, { maxRedirects: 0 }),
        ]);
        expect(site.status()).toBe(status);
        expect(ours.status()).toBe(status);
        for (const name of COMPARED_HEADERS) {
          expect(withoutNonce(ours.headers()[name]), name).toBe(withoutNonce(site.headers()[name]));
        }
        // Neither host is SITE_URL's: both must say so to search engines.
        expect(ours.headers()["x-robots-tag"]).toBe("noindex");
        const [siteBody, ourBody] = [await site.body(), await ours.body()];
        if (sameBody) expect(ourBody.equals(siteBody)).toBe(true);
        else expect(ourBody.length).toBeGreaterThan(0);
        if (holds) expect(ourBody.toString("utf8")).toContain(holds);
      });
    }
  } finally {
    await bench.dispose();
  }
});
