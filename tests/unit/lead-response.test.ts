import { describe, expect, it } from "vitest";
import { readLeadResponse } from "#app/features/lead/lead-response";

const texts = {
  readFailed: "Failed to read server response",
  notJson: (snippet: string) => `Not JSON: ${snippet}`,
  fallback: "Failed to submit form",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("readLeadResponse: text first, then JSON", () => {
  it("success: an OK response with success true", async () => {
    expect(await readLeadResponse(json({ success: true, message: "ok" }), texts)).toEqual({
      ok: true,
    });
  });

  it("an OK status is not enough: success must be true", async () => {
    const body = { success: false, message: "Nope" };
    expect(await readLeadResponse(json(body), texts)).toEqual({
      ok: false,
      message: "Nope",
      status: 200,
      body: JSON.stringify(body),
    });
    expect(await readLeadResponse(json({ message: "Missing flag" }), texts)).toMatchObject({
      ok: false,
      message: "Missing flag",
    });
  });

  it("a non-OK status fails even with success true", async () => {
    expect(await readLeadResponse(json({ success: true }, 500), texts)).toMatchObject({
      ok: false,
      message: "Failed to submit form",
      status: 500,
    });
  });

  it("the server message first, else the errors joined by commas, else the fallback", async () => {
    const both = await readLeadResponse(
      json({ success: false, message: "Please correct", errors: ["A", "B"] }, 422),
      texts,
    );
    expect(both).toMatchObject({ message: "Please correct", status: 422 });
    const errorsOnly = await readLeadResponse(
      json({ success: false, errors: ["First name is required", "Email is invalid"] }, 422),
      texts,
    );
    expect(errorsOnly).toMatchObject({ message: "First name is required, Email is invalid" });
    const nothing = await readLeadResponse(json({ success: false, errors: [] }, 400), texts);
    expect(nothing).toMatchObject({ message: "Failed to submit form", status: 400 });
    const notAString = await readLeadResponse(json({ success: false, message: 42 }, 400), texts);
    expect(notAString).toMatchObject({ message: "Failed to submit form" });
  });

  it("a body that is not JSON is quoted, first 100 characters only", async () => {
    const html = `<!doctype html><title>502 Bad Gateway</title>${"x".repeat(300)}`;
    const result = await readLeadResponse(new Response(html, { status: 502 }), texts);
    expect(result).toEqual({
      ok: false,
      message: `Not JSON: ${html.slice(0, 100)}`,
      status: 502,
      body: html,
    });
  });

  it("JSON that is not an object reads as an answer without success", async () => {
    expect(await readLeadResponse(json("ok"), texts)).toMatchObject({
      ok: false,
      message: "Failed to submit form",
    });
    expect(await readLeadResponse(json(null), texts)).toMatchObject({ ok: false });
  });

  it("an unreadable body: 'Failed to read server response'", async () => {
    const broken = new Response(
      new ReadableStream({
        pull(controller) {
          controller.error(new Error("connection reset"));
        },
      }),
      { status: 200 },
    );
    expect(await readLeadResponse(broken, texts)).toEqual({
      ok: false,
      message: "Failed to read server response",
      status: 200,
      body: null,
    });
  });
});
