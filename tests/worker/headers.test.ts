import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { get } from "./helpers";

const required = {
  "strict-transport-security": /max-age=\d{8,}/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\)/,
  "content-security-policy": /frame-ancestors 'none'/,
};

describe("security headers", () => {
  for (const path of [
    "/en",
    "/fr/about",
    "/nope",
    "/",
    "/api/health",
    "/api/nope",
    "/sitemap.xml",
  ]) {
    it(`are on ${path}`, async () => {
      const res = await get(path);
      for (const [name, pattern] of Object.entries(required)) {
        expect(res.headers.get(name), name).toMatch(pattern);
      }
    });
  }

  it("allow scripts only by this response's nonce", async () => {
    const res = await get("/en");
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("unsafe-inline' 'nonce");
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // 'strict-dynamic' would otherwise let a script start a worker from any URL.
    expect(csp).toMatch(/(^|; )worker-src 'self'(;|$)/);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("use a new nonce for every response", async () => {
    const a = (await get("/en")).headers.get("content-security-policy");
    const b = (await get("/en")).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });

  it("third parties only where they are used: Meta on the webinar pages, Stripe on its checkout", async () => {
    const csp = async (path: string) =>
      (await get(path)).headers.get("content-security-policy") ?? "";
    for (const path of ["/en", "/en/contact", "/fr/platform"]) {
      const policy = await csp(path);
      expect(policy, path).toContain("frame-src 'none'");
      expect(policy, path).toMatch(/connect-src 'self';/);
      expect(policy, path).not.toMatch(/facebook|stripe/);
    }
    const landing = await csp("/webi");
    expect(landing).toMatch(/connect-src 'self' https:\/\/www\.facebook\.com/);
    expect(landing).not.toContain("stripe");
    const checkout = await csp("/webiCheckout");
    expect(checkout).toMatch(/frame-src https:\/\/js\.stripe\.com/);
    expect(checkout).toContain("https://api.stripe.com");
    expect(checkout).toContain("https://www.facebook.com");
  });
});

describe("preview versions and other hosts", () => {
  const onHost = (host: string, path: string) =>
    exports.default.fetch(new Request(`https://${host}${path}`, { redirect: "manual" }));

  it("answer with noindex, and keep their canonical link on SITE_URL", async () => {
    const res = await onHost("3f2a9c1e-subnova-web.acme.workers.dev", "/en/about");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(await res.text()).toContain(
      '<link rel="canonical" href="https://www.subnova.example/en/about"/>',
    );
    const api = await onHost("3f2a9c1e-subnova-web.acme.workers.dev", "/api/health");
    expect(api.headers.get("X-Robots-Tag")).toBe("noindex");
  });

  it("the site's own host is indexable", async () => {
    expect((await get("/en/about")).headers.get("X-Robots-Tag")).toBeNull();
  });

  it("every Worker response names its request id: the edge's Ray id when there is one", async () => {
    const res = await get("/api/health", { headers: { "cf-ray": "8f00c0ffee000002-AMS" } });
    expect(res.headers.get("X-Request-Id")).toBe("8f00c0ffee000002-AMS");
    expect((await get("/en")).headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
