import { describe, expect, it } from "vitest";
import { baseSecurityHeaders } from "#app/lib/security-policy";
import {
  BARE_PAGE,
  referencePaths,
  referenceResponse,
} from "../../scripts/bench/bench-reference.ts";

// The bench compares every page's TBT with these two floors; the second is only fair while it
// carries exactly the base security headers our responses carry.
describe("the bench's reference pages", () => {
  it("serve the same bare document, once with no header but its type", () => {
    const plain = referenceResponse(referencePaths.plain);
    expect(plain.status).toBe(200);
    expect(plain.body).toBe(BARE_PAGE);
    expect(plain.headers).toEqual({ "Content-Type": "text/html; charset=utf-8" });
    expect(BARE_PAGE).not.toMatch(/<(script|style|link)\b/);
  });

  it("and once with the base security headers our responses carry, Cross-Origin-Opener-Policy included", () => {
    const withHeaders = referenceResponse(referencePaths.withOurHeaders);
    expect(withHeaders.status).toBe(200);
    expect(withHeaders.body).toBe(BARE_PAGE);
    expect(withHeaders.headers).toEqual({
      "Content-Type": "text/html; charset=utf-8",
      ...baseSecurityHeaders,
    });
    expect(withHeaders.headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });

  it("answer anything else with a 404", () => {
    expect(referenceResponse("/favicon.ico").status).toBe(404);
  });
});
