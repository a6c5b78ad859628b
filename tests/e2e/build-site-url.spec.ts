import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { buildSiteUrl } from "../../scripts/build/build-site-url.ts";

/**
 * Which SITE_URL the build writes into the prerendered pages' `_headers`: every other host is
 * served `X-Robots-Tag: noindex`, so a wrong choice would hide the live site from search engines or
 * let a preview be indexed. Read by wrangler's own config reader, as the deploy reads it. No
 * browser.
 */

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "site-url-"));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A wrangler.toml of `body` in a folder of its own; returns its path. */
function config(name: string, body: string): string {
  const path = join(dir, `${name}.toml`);
  writeFileSync(path, `name = "subnova-web"\ncompatibility_date = "2026-10-12"\n${body}`);
  return path;
}

const WITH_STAGING = `
[vars]
SITE_URL = "https://www.subnova.example"

[env.staging.vars]
SITE_URL = "https://staging.subnova.example"

[env.bare]
`;

test("the project's own configuration gives the live site's address", () => {
  expect(buildSiteUrl({})).toBe("https://www.subnova.example");
});

test("the build environment's SITE_URL wins over the configuration; an empty one does not count", () => {
  const path = config("env-wins", WITH_STAGING);
  expect(buildSiteUrl({ SITE_URL: "https://subnova.example" }, path)).toBe(
    "https://subnova.example",
  );
  expect(buildSiteUrl({ SITE_URL: "" }, path)).toBe("https://www.subnova.example");
});

test("a deploy environment's own vars decide, as in the deployed Worker", () => {
  const path = config("staging", WITH_STAGING);
  expect(buildSiteUrl({ CLOUDFLARE_ENV: "staging" }, path)).toBe("https://staging.subnova.example");
  expect(buildSiteUrl({}, path)).toBe("https://www.subnova.example");
});

test("an environment without a SITE_URL of its own fails the build instead of taking the top-level one", () => {
  // Wrangler does not carry [vars] into an environment: the deployed Worker would have none.
  const path = config("bare-env", WITH_STAGING);
  expect(() => buildSiteUrl({ CLOUDFLARE_ENV: "bare" }, path)).toThrow(
    `no SITE_URL in the environment or in [env.bare.vars] of ${path}`,
  );
});

test("an environment the configuration does not define is read as wrangler's deploy reads it", () => {
  // Beside other environments it is a typo: wrangler refuses it, and so does the build.
  const path = config("unknown-env", WITH_STAGING);
  expect(() => buildSiteUrl({ CLOUDFLARE_ENV: "stagin" }, path)).toThrow(
    'No environment found in configuration with name "stagin"',
  );
  // With none defined (as in the project's configuration today), it deploys the top level.
  const flat = config("no-envs", `[vars]\nSITE_URL = "https://www.subnova.example"\n`);
  expect(buildSiteUrl({ CLOUDFLARE_ENV: "production" }, flat)).toBe("https://www.subnova.example");
});

test("no SITE_URL anywhere, or one that is not an absolute http(s) address, fails the build", () => {
  const none = config("none", "");
  expect(() => buildSiteUrl({}, none)).toThrow(`no SITE_URL in the environment or in [vars]`);
  const typo = config("typo", `[vars]\nSITE_URL = "www.subnova.example"\n`);
  expect(() => buildSiteUrl({}, typo)).toThrow(
    "SITE_URL is not an absolute http(s) URL: www.subnova.example",
  );
  expect(() => buildSiteUrl({ SITE_URL: "ftp://subnova.example" }, none)).toThrow(
    "SITE_URL is not an absolute http(s) URL",
  );
});
