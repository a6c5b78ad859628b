import { describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { prerenderedAnswers, prerenderPaths, workerFirstPaths } from "#app/config/prerender";
import { langPages } from "#app/config/pages";
import {
  headersFile,
  inlineScriptHashes,
  siteHostPattern,
  stripNonces,
} from "../../scripts/build/prerender-headers";
import { baseSecurityHeaders } from "#app/lib/security-policy";

describe("which pages are prerendered", () => {
  it("every page in both languages except the contact form (its Turnstile key is per deploy)", () => {
    expect(prerenderPaths).toHaveLength((langPages.length - 1) * 2);
    expect(prerenderPaths).toContain("/en");
    expect(prerenderPaths).toContain("/fr/merchant-privacy-and-compliance-policy");
    expect(prerenderPaths).not.toContain("/en/contact");
    expect(prerenderPaths).not.toContain("/fr/contact");
  });

  it("wrangler.toml sends exactly the query-dependent pages and their .data to the Worker first", () => {
    const block = /run_worker_first\s*=\s*\[([^\]]*)\]/.exec(wranglerToml)?.[1] ?? "";
    const listed = [...block.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(listed).toEqual([...workerFirstPaths]);
    expect(listed).toContain("/fr/checkout.data");
  });

  it("the prerendered file answers unless the query holds a parameter the page reads", () => {
    const answers = (path: string) => prerenderedAnswers(new URL(path, "https://x.example"));
    expect(answers("/en")).toBe(true);
    expect(answers("/fr/platform?utm_source=news&fbclid=1")).toBe(true);
    expect(answers("/en/checkout.data?_routes=page.checkout")).toBe(true);
    expect(answers("/en?q=nike")).toBe(false);
    expect(answers("/fr/platform?category=Fashion")).toBe(false);
    expect(answers("/en/checkout?variant=checkout3")).toBe(false);
    expect(answers("/en/checkout.data?variant=checkout2&_routes=page.checkout")).toBe(false);
    // Not a worker-first page: static files answer those before the Worker runs.
    expect(answers("/en/about")).toBe(false);
  });
});

describe("a prerendered page's scripts and headers", () => {
  const html = [
    '<html><head><link nonce="abc" rel="preload" href="/f.woff2"/>',
    '<script nonce="abc">window.a=1</script>',
    '<script type="application/ld+json">{"@type":"Event"}</script>',
    '<link rel="modulepreload" href="/assets/x.js" nonce="abc"/>',
    '</head><body><script nonce="abc">window.a=1</script>',
    '<script type="module" async="" nonce="abc">import "/assets/x.js";</script>',
    '<script src="/assets/legacy.js" nonce="abc"></script><p>nonce="text stays"</p></body></html>',
  ].join("");

  it("loses every nonce attribute, and nothing else", () => {
    const stripped = stripNonces(html);
    expect(stripped).not.toMatch(/<[^>]*\snonce=/);
    expect(stripped).toContain('<link rel="preload" href="/f.woff2"/>');
    expect(stripped).toContain('<script type="module" async="">import "/assets/x.js";</script>');
    expect(stripped).toContain('<p>nonce="text stays"</p>');
  });

  it("hashes each inline script once, not data blocks nor external scripts", () => {
    const texts = inlineScriptHashes(stripNonces(html), (text) => `#${text}`);
    expect(texts).toEqual(["#window.a=1", '#import "/assets/x.js";']);
  });

  it("names the site's host with https and without a port, as _headers rules must", () => {
    expect(siteHostPattern("https://www.subnova.example")).toBe("https://www.subnova.example/*");
    expect(siteHostPattern("http://127.0.0.1:8787/")).toBe("https://127.0.0.1/*");
  });

  it("pins each page's scripts by hash, and gives every file the base headers", () => {
    const file = headersFile(
      [
        { path: "/en", hashes: ["AAA=", "BBB="] },
        { path: "/fr/about", hashes: ["CCC="] },
      ],
      "https://www.subnova.example",
    );
    const blocks = file.split("\n\n");
    const block = (path: string) => blocks.find((b) => b.startsWith(`${path}\n`)) ?? "";
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      expect(block("/*")).toContain(`  ${name}: ${value}`);
    }
    expect(block("/assets/*")).toContain("Cache-Control: public, max-age=31536000, immutable");
    // Every host is kept out of search results (preview versions, workers.dev, a staging
    // domain) but the site's own, whose rule comes after and removes the header again.
    expect(block("/*")).toContain("  X-Robots-Tag: noindex");
    expect(block("https://www.subnova.example/*")).toBe(
      "https://www.subnova.example/*\n  ! X-Robots-Tag",
    );
    expect(file.indexOf("https://www.subnova.example/*")).toBeGreaterThan(file.indexOf("/*\n"));
    expect(block("/en")).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=';");
    expect(block("/fr/about")).toContain("script-src 'self' 'sha256-CCC=';");
    expect(file).not.toContain("nonce-");
    expect(file).not.toMatch(/script-src[^;]*unsafe-inline/);
    // One policy per page: a second matching rule would add a second, intersected policy.
    expect(block("/*")).not.toContain("Content-Security-Policy");
  });
});
