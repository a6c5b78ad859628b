import { describe, expect, it } from "vitest";
import { get } from "./helpers";

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
});
