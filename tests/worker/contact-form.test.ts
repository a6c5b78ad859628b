import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { normalizeEmail } from "#app/lib/patterns";
import { app } from "#worker/index";
import en from "#locales/en/blocks/lead.json";
import fr from "#locales/fr/blocks/lead.json";
import { uniqueIp } from "./chat-helpers";
import { htmlEscaped, origin } from "./helpers";
import { alertTexts } from "./notify-helpers";

/**
 * The contact page's no-JavaScript path (POST /:lang/contact, a native form post) through the
 * Worker entry, as a browser without scripts or a script of an attacker sends it.
 */

const lead = (tag: string) => ({
  firstName: "Jane",
  lastName: "Doe",
  email: `${tag}-${crypto.randomUUID()}@example.com`,
  telegram: "@jane_doe",
  whatsapp: "+1 234 567 890",
});

async function send(request: Request, testEnv: Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(request, testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const formRequest = (lang: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`${origin}/${lang}/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": uniqueIp(),
      ...headers,
    },
    body,
  });

/** The body as a stream of small chunks: no Content-Length, as a chunked upload arrives. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.slice(i, i + 1000));
      controller.close();
    },
  });
}

const rowsFor = async (email: string) =>
  (
    await env.DB.prepare("SELECT id, verification FROM leads WHERE email_normalized = ?")
      .bind(normalizeEmail(email))
      .all<{ id: string; verification: string }>()
  ).results;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /:lang/contact: the body cap counts the bytes read", () => {
  it.each([
    ["en", en],
    ["fr", fr],
  ] as const)(
    "%s: a 20 KB chunked post answers 413 with the page's message and stores no lead",
    async (lang, copy) => {
      const fields = lead("chunked");
      const body = `${new URLSearchParams(fields).toString()}&padding=${"x".repeat(20 * 1024)}`;
      const request = formRequest(lang, chunked(body));
      expect(request.headers.get("content-length")).toBeNull();
      const res = await send(request);
      expect(res.status).toBe(413);
      expect(await res.text()).toContain(htmlEscaped(copy.api.tooLarge));
      expect(await rowsFor(fields.email)).toEqual([]);
    },
  );

  it("a post that declares 20 KB is refused the same way, and one under the cap is a lead", async () => {
    const big = lead("declared");
    const body = `${new URLSearchParams(big).toString()}&padding=${"x".repeat(20 * 1024)}`;
    const length = String(new TextEncoder().encode(body).byteLength);
    const res = await send(formRequest("en", body, { "Content-Length": length }));
    expect(res.status).toBe(413);
    expect(await rowsFor(big.email)).toEqual([]);

    const small = lead("small");
    const ok = await send(formRequest("en", chunked(new URLSearchParams(small).toString())));
    expect(ok.status).toBe(200);
    expect(await rowsFor(small.email)).toHaveLength(1);
  });
});

describe("POST /:lang/contact: a body that is not a form", () => {
  it("answers 400 with the page's message instead of failing the page", async () => {
    const res = await send(
      formRequest("fr", "firstName=Jane", { "Content-Type": "multipart/form-data" }),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(htmlEscaped(fr.api.malformed));
  });
});

describe("POST /:lang/contact with Turnstile on and no token (scripts did not run)", () => {
  it("stores the lead as unverified and its alert says Turnstile did not verify the sender", async () => {
    const fields = lead("unverified");
    const turnstileEnv = { ...env, TURNSTILE_SECRET: "test-turnstile-secret" };
    const res = await send(formRequest("en", new URLSearchParams(fields).toString()), turnstileEnv);
    expect(res.status).toBe(200);
    const [row] = await rowsFor(fields.email);
    expect(row?.verification).toBe("unverified");

    const { telegram, webhook } = await alertTexts({ kind: "lead", leadId: row?.id ?? "" });
    expect(telegram).toContain("Turnstile did NOT verify this sender");
    expect(webhook).toMatchObject({ lead: { verification: "unverified" } });
  });
});
