import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONSENT_BODY_LIMIT } from "#app/features/cookie-consent/consent-choice";
import {
  CONSENT_ID_PATTERN,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  parseConsentRecord,
} from "#app/features/cookie-consent/consent-store";
import en from "#locales/en/blocks/consentApi.json";
import fr from "#locales/fr/blocks/consentApi.json";
import { uniqueIp } from "./chat-helpers";
import { origin } from "./helpers";

/**
 * POST /api/consent through the real Worker entry, as the popup sends it (JSON from its script,
 * a plain form post without it) and as an attacker would (forged, oversized, flooding). Rows are
 * looked up by the test's own consent ids, so the file passes next to others and when rerun.
 */

interface Row {
  consent_id: string;
  version: number;
  analytics: number;
  marketing: number;
  functional: number;
  locale: string;
  source: string;
  created_at: string;
}

interface PostOptions {
  type?: string;
  ip?: string;
  headers?: Record<string, string>;
}

function post(body: BodyInit, options: PostOptions = {}): Promise<Response> {
  return exports.default.fetch(
    new Request(`${origin}/api/consent`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": options.type ?? "application/json",
        "CF-Connecting-IP": options.ip ?? uniqueIp(),
        // What a browser sends for a post from the site's own page.
        Origin: origin,
        "Sec-Fetch-Site": "same-origin",
        ...options.headers,
      },
      body,
    }),
  );
}

const report = (overrides: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  version: CONSENT_VERSION,
  analytics: false,
  marketing: true,
  functional: false,
  locale: "fr",
  ...overrides,
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = "application/x-www-form-urlencoded";

async function rowsFor(id: string): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    "SELECT * FROM consent_log WHERE consent_id = ? ORDER BY id",
  )
    .bind(id.toLowerCase())
    .all<Row>();
  return results;
}

/** Every row written since `since` (the form post makes its own id). */
async function rowsSince(since: number): Promise<Row[]> {
  const { results } = await env.DB.prepare("SELECT * FROM consent_log WHERE id > ? ORDER BY id")
    .bind(since)
    .all<Row>();
  return results;
}

async function lastRowId(): Promise<number> {
  const row = await env.DB.prepare("SELECT MAX(id) AS id FROM consent_log").first<{
    id: number | null;
  }>();
  return row?.id ?? 0;
}

/**
 * What the answer to a form post does in the browser: its page's script, run with a storage
 * and a location of the test's own, under the response's own CSP nonce.
 */
async function handedBack(res: Response) {
  expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
  const html = await res.text();
  const script = /<script nonce="([^"]+)">([^<]*)<\/script>/.exec(html);
  if (!script?.[1] || !script[2]) throw new Error(`no script in: ${html}`);
  expect(res.headers.get("Content-Security-Policy")).toContain(`'nonce-${script[1]}'`);
  const stored = new Map<string, string>();
  const went: string[] = [];
  new Function("localStorage", "location", script[2])(
    { setItem: (key: string, value: string) => stored.set(key, value) },
    { replace: (url: string) => went.push(url) },
  );
  const raw = stored.get(CONSENT_STORAGE_KEY);
  return { html, went, record: raw ? parseConsentRecord(JSON.parse(raw)) : null };
}

/** The JSON padded with spaces to exactly `size` bytes. */
function padded(value: unknown, size: number): string {
  const json = JSON.stringify(value);
  const text = `{${" ".repeat(size - json.length)}${json.slice(1)}`;
  expect(new TextEncoder().encode(text).byteLength).toBe(size);
  return text;
}

describe("POST /api/consent from the popup's script (JSON)", () => {
  it("records the choice once, under the visitor's anonymous id, with no address", async () => {
    const choice = report();
    const res = await post(JSON.stringify(choice));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true });
    const rows = await rowsFor(choice.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      consent_id: choice.id,
      version: CONSENT_VERSION,
      analytics: 0,
      marketing: 1,
      functional: 0,
      locale: "fr",
      source: "script",
    });
    const age = Date.now() - Date.parse(rows[0]?.created_at ?? "");
    expect(age).toBeGreaterThanOrEqual(-5_000);
    expect(age).toBeLessThan(60_000);
    expect(JSON.stringify(rows[0])).not.toContain("2001:db8");
  });

  it("422 with a localized message for a choice that does not fit, and stores nothing", async () => {
    const id = crypto.randomUUID();
    const bad: unknown[] = [
      { ...report({ id }), id: undefined },
      report({ id: "not-a-uuid" }),
      report({ id, version: 0 }),
      report({ id, version: CONSENT_VERSION + 1 }),
      report({ id, version: 1.5 }),
      report({ id, analytics: "yes" }),
      report({ id, marketing: 1 }),
      report({ id, functional: null }),
      report({ id, locale: "de" }),
      // Nothing else travels with a choice (an address, an email...).
      report({ id, ip: "192.0.2.1" }),
      [report({ id })],
      "accept",
      null,
    ];
    for (const body of bad) {
      const res = await post(JSON.stringify(body), { headers: { "Accept-Language": "en" } });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await res.json()).toEqual({ success: false, message: en.invalid });
    }
    const french = await post(JSON.stringify(report({ id, version: 0 })), {
      headers: { "Accept-Language": "fr-FR,fr;q=0.9" },
    });
    expect(await french.json()).toEqual({ success: false, message: fr.invalid });
    expect(await rowsFor(id)).toHaveLength(0);
  });

  it(`413 for a body over ${CONSENT_BODY_LIMIT} bytes, and takes one of exactly that size`, async () => {
    const over = report();
    const res = await post(padded(over, CONSENT_BODY_LIMIT + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: en.tooLarge });
    expect(await rowsFor(over.id)).toHaveLength(0);

    const exact = report();
    expect((await post(padded(exact, CONSENT_BODY_LIMIT))).status).toBe(201);
    expect(await rowsFor(exact.id)).toHaveLength(1);
  });

  it("413 for a chunked body over the limit (no Content-Length) and for a lying one", async () => {
    const choice = report();
    const bytes = new TextEncoder().encode(padded(choice, 4 * CONSENT_BODY_LIMIT));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // Small chunks: the cap must count them all.
        for (let i = 0; i < bytes.length; i += 100) controller.enqueue(bytes.slice(i, i + 100));
        controller.close();
      },
    });
    const chunked = await post(stream);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ success: false, message: en.tooLarge });

    const lying = await post(padded(choice, 4 * CONSENT_BODY_LIMIT), {
      headers: { "Content-Length": "100" },
    });
    expect(lying.status).toBe(413);
    expect(await rowsFor(choice.id)).toHaveLength(0);

    // The same choice in small chunks, under the limit, is taken.
    const small = new TextEncoder().encode(JSON.stringify(choice));
    const ok = await post(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < small.length; i += 16) controller.enqueue(small.slice(i, i + 16));
          controller.close();
        },
      }),
    );
    expect(ok.status).toBe(201);
    expect(await rowsFor(choice.id)).toHaveLength(1);
  });

  it("415 for another content type, 400 for a body that is not JSON", async () => {
    const choice = report();
    // sendBeacon's text/plain, which a page of another site may send without asking.
    const plain = await post(JSON.stringify(choice), { type: "text/plain" });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({ success: false, message: en.unsupportedType });
    const broken = await post('{"id":', { headers: { "Accept-Language": "fr" } });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ success: false, message: fr.badJson });
    expect(await rowsFor(choice.id)).toHaveLength(0);
  });

  it("403 for a choice posted from another site, which would forge a visitor's consent", async () => {
    const choice = report({ marketing: true });
    for (const headers of [
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "" },
      { Origin: "null", "Sec-Fetch-Site": "" },
      { Origin: "", "Sec-Fetch-Site": "same-site" },
    ]) {
      const res = await post(JSON.stringify(choice), { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual({ success: false, message: en.forbidden });
      const viaForm = await post(form({ choice: "accept", back: "/en" }), { type: FORM, headers });
      expect(viaForm.status, JSON.stringify(headers)).toBe(403);
      expect(await viaForm.text()).not.toContain("localStorage");
    }
    expect(await rowsFor(choice.id)).toHaveLength(0);
  });

  it("429 with Retry-After after 20 choices a minute from one address (its /64 for IPv6)", async () => {
    // uniqueIp() is its own /64: every address below shares it.
    const net = uniqueIp().replace(/::1$/, "");
    for (let i = 1; i <= 20; i++) {
      const res = await post(JSON.stringify(report()), { ip: `${net}::${i.toString(16)}` });
      expect(res.status, `choice ${i}`).toBe(201);
    }
    const refused = report();
    const limited = await post(JSON.stringify(refused), {
      ip: `${net}:ffff::1`,
      headers: { "Accept-Language": "fr" },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.json()).toEqual({ success: false, message: fr.burst });
    expect(await rowsFor(refused.id)).toHaveLength(0);
    // Another address is not held back.
    expect((await post(JSON.stringify(report()))).status).toBe(201);
  });
});

describe("POST /api/consent from the popup's plain form (the app's scripts never arrived)", () => {
  it("records the choice, stores it where the app reads it and sends the visitor back", async () => {
    const cases = [
      { fields: { choice: "reject" }, expected: [false, false, false] },
      { fields: { choice: "accept" }, expected: [true, true, true] },
      {
        fields: { choice: "save", analytics: "on", functional: "on" },
        expected: [true, false, true],
      },
    ] as const;
    for (const { fields, expected } of cases) {
      const since = await lastRowId();
      const res = await post(form({ ...fields, back: "/fr/cashback" }), { type: FORM });
      expect(res.status, fields.choice).toBe(200);
      expect(res.headers.get("Set-Cookie")).toBeNull();
      const { html, went, record } = await handedBack(res);
      expect(went).toEqual(["/fr/cashback"]);
      // A browser that runs nothing still has a way back, in the visitor's language.
      expect(html).toContain(`<a href="/fr/cashback">${fr.back}</a>`);
      if (!record) throw new Error("the stored record does not parse as the app's");
      expect(record.id).toMatch(CONSENT_ID_PATTERN);
      const [analytics, marketing, functional] = expected;
      expect(record).toMatchObject({ version: CONSENT_VERSION, analytics, marketing, functional });
      const rows = (await rowsSince(since)).filter((row) => row.consent_id === record.id);
      expect(rows).toEqual([
        expect.objectContaining({
          version: CONSENT_VERSION,
          analytics: Number(analytics),
          marketing: Number(marketing),
          functional: Number(functional),
          locale: "fr",
          source: "form",
        }),
      ]);
    }
  });

  it("never sends the visitor to another site", async () => {
    for (const back of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "",
      `/${"a".repeat(600)}`,
    ]) {
      const res = await post(form({ choice: "reject", back }), { type: FORM });
      expect(res.status, back).toBe(200);
      expect((await handedBack(res)).went, back).toEqual(["/"]);
    }
    const kept = await post(form({ choice: "reject", back: "/en/about?utm_source=x" }), {
      type: FORM,
    });
    expect((await handedBack(kept)).went).toEqual(["/en/about?utm_source=x"]);
    // A prerendered page's form names only its path: the same page's Referer keeps its query.
    const tagged = await post(form({ choice: "reject", back: "/en/about" }), {
      type: FORM,
      headers: { Referer: `${origin}/en/about?utm_source=newsletter` },
    });
    expect((await handedBack(tagged)).went).toEqual(["/en/about?utm_source=newsletter"]);
    for (const referer of [
      "https://evil.example/en/about?x=1",
      `${origin}/en/careers?utm_source=x`,
      "not a url",
    ]) {
      const other = await post(form({ choice: "reject", back: "/en/about" }), {
        type: FORM,
        headers: { Referer: referer },
      });
      expect((await handedBack(other)).went, referer).toEqual(["/en/about"]);
    }
  });

  it("answers a localized page, and sets nothing, for a choice it cannot take", async () => {
    const since = await lastRowId();
    const invalid = await post(form({ choice: "maybe", back: "/fr/about" }), { type: FORM });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("Content-Type")).toMatch(/^text\/html/);
    const page = await invalid.text();
    expect(page).toContain('lang="fr"');
    expect(page).toContain(fr.invalid);
    expect(page).toContain('href="/fr/about"');
    expect(page).not.toContain("localStorage");

    const broken = await post("--x\r\nnot a part", { type: "multipart/form-data; boundary=x" });
    expect(broken.status).toBe(422);
    expect(await broken.text()).toContain(en.invalid);

    const big = await post(form({ choice: "reject", back: "/en", pad: "x".repeat(2000) }), {
      type: FORM,
    });
    expect(big.status).toBe(413);
    const bigPage = await big.text();
    expect(bigPage).toContain(en.tooLarge);
    expect(bigPage).not.toContain("localStorage");
    expect(
      (await rowsSince(since)).filter((row) => row.source === "form" && row.locale === "fr"),
    ).toHaveLength(0);
  });
});
