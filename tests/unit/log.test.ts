import { afterEach, describe, expect, it, vi } from "vitest";
import { errorFields, logLine, withRequestId } from "#app/lib/log.server";

afterEach(() => vi.restoreAllMocks());

describe("server log lines", () => {
  it("are one JSON object with the request id of the code that logs them", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => {});
    await withRequestId("ray-1", async () => {
      await Promise.resolve();
      logLine("warn", "slow_thing", { ms: 12 });
    });
    logLine("warn", "outside");
    expect(logged.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      { level: "warn", event: "slow_thing", requestId: "ray-1", ms: 12 },
      { level: "warn", event: "outside", requestId: null },
    ]);
  });

  it("never carry an email address, a credential in a URL, or a whole long message", () => {
    const error = new TypeError(
      `fetch https://graph.example/v21/1/events?access_token=EAAB-secret&x=1 failed for jane.doe+1@shop.example ${"x".repeat(500)}`,
    );
    const fields = errorFields(error);
    expect(fields.error).toBe("TypeError");
    expect(fields.message).toContain("access_token=[redacted]&x=1");
    expect(fields.message).toContain("failed for [email]");
    expect(fields.message).not.toContain("EAAB-secret");
    expect(fields.message).not.toContain("jane.doe");
    expect(fields.message.length).toBeLessThanOrEqual(300);
    expect(errorFields("plain")).toEqual({ error: "string", message: "plain" });
  });
});
