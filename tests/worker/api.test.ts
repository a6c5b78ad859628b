import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONSENT_VERSION } from "#app/features/cookie-consent/consent-store";
import { app } from "#worker/index";
import { uniqueIp } from "./chat-helpers";
import { get, origin } from "./helpers";

describe("/api", () => {
  it("GET /api/health answers JSON", async () => {
    const res = await get("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = await res.json<{ status: string; time: string }>();
    expect(body.status).toBe("ok");
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
  });

  it("unknown API paths are JSON 404s, not the HTML 404 page", async () => {
    for (const path of ["/api/nope", "/api/", "/api/health/extra"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toContain("application/json");
      expect(await res.json(), path).toEqual({ success: false, message: "Not found" });
    }
  });

  it("other methods on /api/health are rejected as JSON", async () => {
    const res = await get("/api/health", { method: "POST" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
  });

  it("a handler that fails answers the API's JSON 500, without its details", async () => {
    // A consent choice that cannot be stored: the database binding is missing.
    const broken = { ...env, DB: undefined } as unknown as Env;
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${origin}/api/consent`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: origin,
          "CF-Connecting-IP": uniqueIp(),
        },
        body: JSON.stringify({
          id: crypto.randomUUID(),
          version: CONSENT_VERSION,
          analytics: false,
          marketing: false,
          functional: false,
          locale: "en",
        }),
      }),
      broken,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ success: false, message: "Internal error" });
  });
});
