import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadField } from "#app/features/lead/lead-fields";
import { normalizeEmail } from "#app/lib/patterns";
import type { StoredLead } from "#app/features/lead/lead-store.server";
import { app } from "#worker/index";
import en from "#locales/en/blocks/lead.json";
import fr from "#locales/fr/blocks/lead.json";
import { origin } from "./helpers";

/**
 * POST /api/lead and GET /api/leads.csv through the real Worker entry (or the Hono app with a
 * changed env). Rows are always looked up by values unique to the test (email, key, IP), so the
 * file passes in any order, next to other files, and when rerun on a kept database.
 */

type Copy = typeof en;
type ErrorKind = "required" | "invalid" | "tooLong";
interface ApiBody {
  success: boolean;
  message: string;
  errors?: string[];
}
interface LeadRow extends StoredLead {
  email_normalized: string;
  idempotency_key: string;
  payload_hash: string;
  forwarded_at: string | null;
}

const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const fieldOrder: LeadField[] = ["firstName", "lastName", "email", "telegram", "whatsapp"];

const uniqueEmail = (tag = "t") => `${tag}-${crypto.randomUUID()}@example.com`;

/** A documentation-range IPv6 address no other test uses (burst and daily counters are per IP). */
function uniqueIp(): string {
  const groups = [...crypto.getRandomValues(new Uint16Array(5))].map((n) => n.toString(16));
  return `2001:db8:${groups.join(":")}::1`;
}

function validLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: "Jane",
    lastName: "Doe",
    email: uniqueEmail(),
    telegram: "@jane_doe",
    whatsapp: "+1 (234) 567-890",
    ...overrides,
  };
}

interface PostOptions {
  ip?: string;
  headers?: Record<string, string>;
  query?: string;
  /** Run the Hono app with this env instead of the Worker's own. */
  env?: Env;
}

function leadRequest(body: BodyInit | null, options: PostOptions = {}): Request {
  return new Request(`${origin}/api/lead${options.query ?? ""}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "CF-Connecting-IP": options.ip ?? uniqueIp(),
      ...options.headers,
    },
    body,
  });
}

async function send(request: Request, testEnv?: Env): Promise<Response> {
  if (!testEnv) return exports.default.fetch(request);
  const ctx = createExecutionContext();
  const res = await app.fetch(request, testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const postLead = (body: unknown, options: PostOptions = {}) =>
  send(leadRequest(JSON.stringify(body), options), options.env);

async function readJson(res: Response): Promise<ApiBody> {
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return res.json<ApiBody>();
}

async function rowsFor(email: string): Promise<LeadRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT * FROM leads WHERE email_normalized = ? ORDER BY created_at, id",
  )
    .bind(normalizeEmail(email))
    .all<LeadRow>();
  return results;
}

/** A field's message in a catalogue; fields without an "invalid" text have none. */
function fieldMessage(copy: Copy, field: LeadField, kind: ErrorKind): string {
  const texts: Partial<Record<ErrorKind, string>> = copy.errors[field];
  const text = texts[kind];
  if (!text) throw new Error(`No ${kind} message for ${field}`);
  return text;
}

const success = (copy: Copy): ApiBody => ({ success: true, message: copy.api.success });
const invalid = (copy: Copy, errors: string[]): ApiBody => ({
  success: false,
  message: copy.api.invalid,
  errors,
});

// The Worker's own NOTIFY consumer runs in this isolate with no channel configured and logs so
// for every lead stored here, also after the last test: drop that one line, keep the rest.
const consoleLog = console.log.bind(console);
console.log = (...args: unknown[]) => {
  if (!String(args[0]).includes("no notification channel configured")) consoleLog(...args);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/lead: the catalogue's messages, word for word", () => {
  it("answers blank fields with the exact English messages, in form order", async () => {
    const res = await postLead({
      firstName: "",
      lastName: "",
      email: "",
      telegram: "",
      whatsapp: "",
    });
    expect(res.status).toBe(422);
    expect(await readJson(res)).toEqual({
      success: false,
      message: "Please correct the highlighted fields.",
      errors: [
        "First name is required",
        "Last name is required",
        "Email is required",
        "Telegram is required",
        "WhatsApp is required",
      ],
    });
  });

  it("answers bad formats with the exact English messages", async () => {
    const res = await postLead(
      validLead({ email: "jane@example", telegram: "abcd", whatsapp: "+0123456" }),
    );
    expect(res.status).toBe(422);
    expect((await readJson(res)).errors).toEqual([
      "Email is invalid",
      "Enter a valid Telegram username (5-32 characters, letters, numbers, underscore)",
      "Enter a valid phone number with country code (e.g., +1234567890)",
    ]);
  });

  it("answers in French with the exact French first-name message", async () => {
    const res = await postLead({ ...validLead({ firstName: "  " }), language: "fr" });
    expect(res.status).toBe(422);
    expect(await readJson(res)).toEqual({
      success: false,
      message: fr.api.invalid,
      errors: ["Le prénom est requis"],
    });
  });
});

describe.each([
  ["en", en],
  ["fr", fr],
] as const)("POST /api/lead validation in %s", (language, copy) => {
  const required = fieldOrder.map((field) => fieldMessage(copy, field, "required"));

  it("lists every required message, in form order, for blank fields", async () => {
    const res = await postLead({
      firstName: "",
      lastName: "",
      email: "",
      telegram: "",
      whatsapp: "",
      language,
    });
    expect(res.status).toBe(422);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await readJson(res)).toEqual(invalid(copy, required));
  });

  it("treats whitespace-only values as missing", async () => {
    const res = await postLead({
      firstName: "   ",
      lastName: "\t",
      email: " \n ",
      telegram: "  ",
      whatsapp: "   ",
      language,
    });
    expect(res.status).toBe(422);
    expect(await readJson(res)).toEqual(invalid(copy, required));
  });

  it("treats absent fields as missing", async () => {
    const res = await postLead({ language });
    expect(res.status).toBe(422);
    expect(await readJson(res)).toEqual(invalid(copy, required));
  });

  it("keeps form order whatever the order of the body's keys", async () => {
    // Keys deliberately in reverse order.
    const res = await postLead({
      language,
      whatsapp: "0123",
      telegram: "ok_handle",
      email: "not-an-email",
      lastName: "",
      firstName: " ",
    });
    expect(res.status).toBe(422);
    expect(await readJson(res)).toEqual(
      invalid(copy, [
        fieldMessage(copy, "firstName", "required"),
        fieldMessage(copy, "lastName", "required"),
        fieldMessage(copy, "email", "invalid"),
        fieldMessage(copy, "whatsapp", "invalid"),
      ]),
    );
  });

  const invalidCases: Array<[LeadField, string, ErrorKind]> = [
    ["email", "jane@example", "invalid"],
    ["email", "jane.example.com", "invalid"],
    ["email", "jane doe@example.com", "invalid"],
    ["email", "@example.com", "invalid"],
    ["email", "jane@@example.com", "invalid"],
    ["telegram", "abcd", "invalid"],
    ["telegram", "@abcd", "invalid"],
    ["telegram", "a".repeat(33), "invalid"],
    ["telegram", `@${"a".repeat(33)}`, "tooLong"],
    ["telegram", "jane-doe", "invalid"],
    ["telegram", "jane doe", "invalid"],
    ["telegram", "@@janedoe", "invalid"],
    ["whatsapp", "+0123456", "invalid"],
    ["whatsapp", "+1234567890123456", "invalid"],
    ["whatsapp", "+1", "invalid"],
    ["whatsapp", "++1234567", "invalid"],
    ["whatsapp", "+1 234 abc 567", "invalid"],
    ["whatsapp", "phone", "invalid"],
    ["firstName", "x".repeat(101), "tooLong"],
    ["lastName", "x".repeat(101), "tooLong"],
    ["email", `${"a".repeat(250)}@example.com`, "tooLong"],
  ];

  it.each(invalidCases)("refuses %s %j (%s)", async (field, value, kind) => {
    const lead = validLead({ [field]: value, language });
    const res = await postLead(lead);
    expect(res.status).toBe(422);
    expect(await readJson(res)).toEqual(invalid(copy, [fieldMessage(copy, field, kind)]));
    if (typeof lead.email === "string" && field !== "email") {
      expect(await rowsFor(lead.email)).toHaveLength(0);
    }
  });

  const validCases: Array<[LeadField, string]> = [
    ["telegram", "abcde"],
    ["telegram", "@abcde"],
    ["telegram", "a".repeat(32)],
    ["telegram", `@${"b".repeat(32)}`],
    ["telegram", "Jane_Doe_99"],
    ["whatsapp", "+1 (234) 567-890"],
    ["whatsapp", "+123456789012345"],
    ["whatsapp", "123456789012345"],
    ["whatsapp", "+44 20-7946-0958"],
    ["whatsapp", "+12"],
    ["email", "Jane.Doe+tag@Sub.Example.co.uk"],
    ["firstName", "x".repeat(100)],
  ];

  it.each(validCases)("accepts %s %j and stores it", async (field, value) => {
    // Emails are made unique so that each language's run stores its own lead.
    const email = field === "email" ? `${crypto.randomUUID()}.${value}` : uniqueEmail();
    const res = await postLead(validLead({ [field]: value, email, language }));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual(success(copy));
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.locale).toBe(language);
  });
});

describe("POST /api/lead: which language the answer is in", () => {
  const blank = { firstName: "", lastName: "Doe", email: "", telegram: "", whatsapp: "" };

  it("is the body's language first", async () => {
    const res = await postLead(
      { ...blank, language: "fr" },
      { query: "?lang=en", headers: { "Accept-Language": "en-US" } },
    );
    expect((await readJson(res)).message).toBe(fr.api.invalid);
  });

  it("then ?lang=", async () => {
    const res = await postLead(blank, {
      query: "?lang=fr",
      headers: { "Accept-Language": "en-US" },
    });
    expect(await readJson(res)).toEqual(
      invalid(fr, [
        fr.errors.firstName.required,
        fr.errors.email.required,
        fr.errors.telegram.required,
        fr.errors.whatsapp.required,
      ]),
    );
  });

  it("then Accept-Language", async () => {
    const res = await postLead(blank, { headers: { "Accept-Language": "de-DE, fr-CA;q=0.8" } });
    expect((await readJson(res)).message).toBe(fr.api.invalid);
  });

  it("else English, also for an unknown body language", async () => {
    const res = await postLead(
      { ...blank, language: "de" },
      { headers: { "Accept-Language": "de" } },
    );
    expect(res.status).toBe(422);
    // An unknown language is a malformed body, reported after the field errors.
    expect(await readJson(res)).toEqual(
      invalid(en, [
        en.errors.firstName.required,
        en.errors.email.required,
        en.errors.telegram.required,
        en.errors.whatsapp.required,
        en.api.malformed,
      ]),
    );
  });
});

describe("POST /api/lead: bodies that are not a lead form", () => {
  it("refuses an unknown key alone with the malformed message", async () => {
    const lead = validLead({ isAdmin: true });
    const res = await postLead(lead);
    expect(res.status).toBe(422);
    expect(await readJson(res)).toEqual({
      success: false,
      message: en.api.malformed,
      errors: [en.api.malformed],
    });
    expect(await rowsFor(String(lead.email))).toHaveLength(0);
  });

  it("refuses a badly formed idempotency key or utm", async () => {
    for (const extra of [
      { idempotencyKey: "short" },
      { idempotencyKey: "has spaces in it, 123456" },
      { utm: { source: "x", evil: "y" } },
      { utm: "google" },
      { page: 42 },
    ]) {
      const lead = validLead(extra);
      const res = await postLead(lead);
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(await readJson(res), JSON.stringify(extra)).toEqual({
        success: false,
        message: en.api.malformed,
        errors: [en.api.malformed],
      });
      expect(await rowsFor(String(lead.email))).toHaveLength(0);
    }
  });

  it("refuses JSON that is not an object", async () => {
    for (const body of [null, [], 42, "lead", true]) {
      const res = await postLead(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await readJson(res)).success).toBe(false);
    }
  });
});

describe("POST /api/lead: transport errors", () => {
  it("415 for text/plain, form-urlencoded and a missing Content-Type", async () => {
    const lead = validLead();
    const json = JSON.stringify(lead);
    const requests = [
      leadRequest(json, { headers: { "Content-Type": "text/plain" } }),
      new Request(`${origin}/api/lead`, {
        method: "POST",
        headers: { Accept: "application/json", "CF-Connecting-IP": uniqueIp() },
        body: new URLSearchParams({ firstName: "Jane", email: String(lead.email) }),
      }),
      new Request(`${origin}/api/lead`, {
        method: "POST",
        headers: { Accept: "application/json", "CF-Connecting-IP": uniqueIp() },
        body: new TextEncoder().encode(json),
      }),
      leadRequest(json, { headers: { "Content-Type": "application/jsonx" } }),
    ];
    expect(requests[1]?.headers.get("content-type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(requests[2]?.headers.get("content-type")).toBeNull();
    for (const request of requests) {
      const res = await send(request);
      expect(res.status).toBe(415);
      expect(await readJson(res)).toEqual({ success: false, message: en.api.unsupportedType });
    }
    expect(await rowsFor(String(lead.email))).toHaveLength(0);
  });

  it("415 in French with ?lang=fr", async () => {
    const res = await send(
      leadRequest("{}", { query: "?lang=fr", headers: { "Content-Type": "text/plain" } }),
    );
    expect(res.status).toBe(415);
    expect(await readJson(res)).toEqual({ success: false, message: fr.api.unsupportedType });
  });

  it("accepts application/json with a charset, in any case", async () => {
    for (const type of ["application/json; charset=utf-8", "Application/JSON"]) {
      const lead = validLead();
      const res = await send(
        leadRequest(JSON.stringify(lead), { headers: { "Content-Type": type } }),
      );
      expect(res.status, type).toBe(200);
      expect(await rowsFor(String(lead.email))).toHaveLength(1);
    }
  });

  it("406 when the client does not accept JSON", async () => {
    const lead = validLead();
    const res = await postLead(lead, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(406);
    expect(await readJson(res)).toEqual({ success: false, message: en.api.notAcceptable });
    expect(await rowsFor(String(lead.email))).toHaveLength(0);
  });

  it("answers clients that accept JSON among others, or anything", async () => {
    for (const accept of ["text/html, application/json;q=0.9", "*/*", "application/*"]) {
      const lead = validLead();
      const res = await postLead(lead, { headers: { Accept: accept } });
      expect(res.status, accept).toBe(200);
    }
  });

  /** A JSON lead padded with spaces to exactly `size` bytes. */
  function paddedLead(lead: Record<string, unknown>, size: number): string {
    const json = JSON.stringify(lead);
    const padded = `{${" ".repeat(size - json.length)}${json.slice(1)}`;
    expect(new TextEncoder().encode(padded).byteLength).toBe(size);
    return padded;
  }

  it("413 for a 9 KB body, and takes one of exactly 8 KB", async () => {
    const big = validLead();
    const res = await send(leadRequest(paddedLead(big, 9 * 1024)));
    expect(res.status).toBe(413);
    expect(await readJson(res)).toEqual({ success: false, message: en.api.tooLarge });
    expect(await rowsFor(String(big.email))).toHaveLength(0);

    const over = validLead();
    expect((await send(leadRequest(paddedLead(over, 8 * 1024 + 1)))).status).toBe(413);
    expect(await rowsFor(String(over.email))).toHaveLength(0);

    const exact = validLead();
    const ok = await send(leadRequest(paddedLead(exact, 8 * 1024)));
    expect(ok.status).toBe(200);
    expect(await rowsFor(String(exact.email))).toHaveLength(1);
  });

  it("413 for a body over 8 KB sent without Content-Length (a stream)", async () => {
    const lead = validLead();
    const bytes = new TextEncoder().encode(paddedLead(lead, 9 * 1024));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // Several small chunks: the cap must count them all.
        for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.slice(i, i + 1000));
        controller.close();
      },
    });
    const request = leadRequest(body);
    expect(request.headers.get("content-length")).toBeNull();
    const res = await send(request);
    expect(res.status).toBe(413);
    expect(await readJson(res)).toEqual({ success: false, message: en.api.tooLarge });
    expect(await rowsFor(String(lead.email))).toHaveLength(0);
  });

  it("413 when Content-Length claims less than the body holds", async () => {
    const lead = validLead();
    const res = await send(
      leadRequest(paddedLead(lead, 9 * 1024), { headers: { "Content-Length": "100" } }),
    );
    expect(res.status).toBe(413);
    expect(await rowsFor(String(lead.email))).toHaveLength(0);
  });

  it("400 for JSON that does not parse, an empty body and invalid UTF-8", async () => {
    const bodies: BodyInit[] = [
      '{"firstName":',
      "",
      "{'firstName':'Jane'}",
      '{"firstName":"\\uZZZZ"}',
      new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      // An overlong encoding of "/" is not UTF-8 either.
      new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
    ];
    for (const body of bodies) {
      const res = await send(leadRequest(body));
      expect(res.status, String(body)).toBe(400);
      expect(await readJson(res)).toEqual({ success: false, message: en.api.badJson });
    }
    const french = await send(leadRequest("{", { headers: { "Accept-Language": "fr" } }));
    expect(await readJson(french)).toEqual({ success: false, message: fr.api.badJson });
  });

  it("400 for an unpaired surrogate escape, which would be stored as invalid UTF-8", async () => {
    const lead = validLead();
    for (const [field, value] of [
      ["firstName", "A\\ud800b"],
      ["lastName", "\\udc00"],
      ["email", `\\ud83d${String(lead.email)}`],
    ]) {
      const json = JSON.stringify(lead).replace(
        new RegExp(`"${field}":"[^"]*"`),
        `"${field}":"${value}"`,
      );
      const res = await send(leadRequest(json));
      expect(res.status, json).toBe(400);
      expect(await readJson(res)).toEqual({ success: false, message: en.api.badJson });
    }
    // A whole pair (an emoji) is fine.
    const emoji = validLead({ firstName: "Jane \ud83d\ude00" });
    const json = JSON.stringify(emoji).replace("\ud83d\ude00", "\\ud83d\\ude00");
    const res = await send(leadRequest(json));
    expect(res.status).toBe(200);
    expect((await rowsFor(String(emoji.email)))[0]?.first_name).toBe("Jane 😀");
    expect(await rowsFor(String(lead.email))).toHaveLength(0);
  });
});

describe("POST /api/lead: rate limits", () => {
  it("429 with Retry-After after 20 requests in a minute from one IP (the burst limiter)", async () => {
    // Miniflare enforces the ratelimit binding in fixed windows aligned to the minute: keep the
    // 21 requests inside one window.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) {
      await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 250));
    }
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      // Invalid bodies are counted too: the limiter runs before validation.
      const res = await postLead({}, { ip });
      expect(res.status, `request ${i + 1}`).toBe(422);
    }
    const lead = validLead();
    const limited = await postLead(lead, { ip, headers: { "Accept-Language": "fr" } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await readJson(limited)).toEqual({ success: false, message: fr.api.burst });
    expect(await rowsFor(String(lead.email))).toHaveLength(0);

    const english = await postLead({}, { ip });
    expect(english.status).toBe(429);
    expect(await readJson(english)).toEqual({ success: false, message: en.api.burst });

    // Another address is not affected.
    expect((await postLead(validLead())).status).toBe(200);
  });

  it("429 for the 6th lead of the day with one email, from different IPs", async () => {
    const email = uniqueEmail("quota");
    for (let i = 1; i <= 5; i++) {
      const res = await postLead(validLead({ email, firstName: `Jane${i}` }));
      expect(res.status, `lead ${i}`).toBe(200);
    }
    // Same address in other case and with spaces: the quota is per normalised email.
    const res = await postLead({
      ...validLead({ email: `  ${email.toUpperCase()} `, firstName: "Jane6" }),
      language: "fr",
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await readJson(res)).toEqual({ success: false, message: fr.api.daily });
    expect(
      "You have sent as many requests as we accept in a day. Please try again tomorrow, or message us on Telegram.",
    ).toBe(en.api.daily);
    const rows = await rowsFor(email);
    expect(rows.map((row) => row.first_name)).toEqual(
      expect.arrayContaining(["Jane1", "Jane2", "Jane3", "Jane4", "Jane5"]),
    );
    expect(rows).toHaveLength(5);
  });

  it("429 for the IP quota from LEAD_DAILY_LIMIT_PER_IP, but a replay still answers 200", async () => {
    const limitedEnv: Env = { ...env, LEAD_DAILY_LIMIT_PER_IP: "2" };
    const ip = uniqueIp();
    const first = validLead();
    const second = validLead();
    const third = validLead();
    expect((await postLead(first, { ip, env: limitedEnv })).status).toBe(200);
    expect((await postLead(second, { ip, env: limitedEnv })).status).toBe(200);
    const res = await postLead(third, { ip, env: limitedEnv });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await readJson(res)).toEqual({ success: false, message: en.api.daily });
    expect(await rowsFor(String(third.email))).toHaveLength(0);

    // The same details again are the same lead: answered like the first time, not limited.
    const replay = await postLead(first, { ip, env: limitedEnv });
    expect(replay.status).toBe(200);
    expect(await rowsFor(String(first.email))).toHaveLength(1);

    // Another IP has its own quota.
    expect((await postLead(third, { env: limitedEnv })).status).toBe(200);
    expect(await rowsFor(String(third.email))).toHaveLength(1);
  });
});

describe("POST /api/lead: honeypot and idempotency", () => {
  it("thanks a filled honeypot but stores nothing and queues nothing", async () => {
    const notify = wrappedQueue();
    const lead = validLead({ _gotcha: "http://spam.example" });
    const res = await postLead(lead, { env: { ...env, NOTIFY: notify.queue } });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual(success(en));
    expect(await rowsFor(String(lead.email))).toHaveLength(0);
    expect(notify.send).not.toHaveBeenCalled();
  });

  it("stores one row for two identical requests with one idempotency key", async () => {
    const idempotencyKey = crypto.randomUUID();
    const lead = validLead({ idempotencyKey });
    const first = await postLead(lead);
    const second = await postLead(lead, { ip: uniqueIp() });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const [a, b] = [await readJson(first), await readJson(second)];
    expect(a).toEqual(success(en));
    expect(b).toEqual(a);
    const rows = await rowsFor(String(lead.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotency_key).toBe(idempotencyKey);
  });

  it("409 when the key comes back with other details, and keeps the first row", async () => {
    const idempotencyKey = `key_${crypto.randomUUID().replaceAll("-", "")}`;
    const lead = validLead({ idempotencyKey });
    expect((await postLead(lead)).status).toBe(200);

    const changed = await postLead({ ...lead, firstName: "Janet" });
    expect(changed.status).toBe(409);
    expect(await readJson(changed)).toEqual({ success: false, message: en.api.conflict });

    const otherEmail = uniqueEmail();
    const moved = await postLead({ ...lead, email: otherEmail, language: "fr" });
    expect(moved.status).toBe(409);
    expect(await readJson(moved)).toEqual({ success: false, message: fr.api.conflict });

    const rows = await rowsFor(String(lead.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.first_name).toBe("Jane");
    expect(await rowsFor(otherEmail)).toHaveLength(0);
    // The original retry still goes through.
    expect((await postLead(lead)).status).toBe(200);
  });

  it("stores one row for concurrent identical requests with one key", async () => {
    const lead = validLead({ idempotencyKey: crypto.randomUUID() });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postLead(lead, { ip: uniqueIp() })),
    );
    expect(responses.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    for (const res of responses) expect(await readJson(res)).toEqual(success(en));
    expect(await rowsFor(String(lead.email))).toHaveLength(1);
  });

  it("stores one row for the same details twice the same day without a key", async () => {
    const lead = validLead();
    expect((await postLead(lead)).status).toBe(200);
    // Telegram without @, other phone punctuation: still the same person and details.
    const again = await postLead(
      { ...lead, telegram: "jane_doe", whatsapp: "+1234567890" },
      { ip: uniqueIp() },
    );
    expect(again.status).toBe(200);
    const concurrent = await Promise.all([postLead(lead), postLead(lead)]);
    expect(concurrent.map((res) => res.status)).toEqual([200, 200]);
    const rows = await rowsFor(String(lead.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotency_key).toMatch(/^auto:\d{4}-\d{2}-\d{2}:[0-9a-f]{64}$/);
  });

  it("stores a second row when the details differ", async () => {
    const lead = validLead();
    expect((await postLead(lead)).status).toBe(200);
    expect((await postLead({ ...lead, lastName: "Smith" })).status).toBe(200);
    expect(await rowsFor(String(lead.email))).toHaveLength(2);
  });
});

describe("POST /api/lead: load and stored values", () => {
  it("stores exactly 100 rows for 100 concurrent submissions", async () => {
    const batch = `bulk-${crypto.randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postLead(validLead({ email: `${batch}-${i}@example.com`, telegram: `user_${i}_x` })),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual(Array.from({ length: 100 }, () => 200));
    const row = await env.DB.prepare(
      "SELECT count(*) AS n, count(DISTINCT email_normalized) AS emails FROM leads WHERE email_normalized LIKE ?",
    )
      .bind(`${batch}-%`)
      .first<{ n: number; emails: number }>();
    expect(row).toEqual({ n: 100, emails: 100 });
  });

  it("stores the normalised email, language, page, referrer, UTM, user agent and channel", async () => {
    const id = crypto.randomUUID();
    const email = `  Jane.Doe+${id}@Example.COM `;
    const res = await send(
      new Request(`${origin}/api/lead`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "CF-Connecting-IP": uniqueIp(),
          "User-Agent": `Mozilla/5.0 (Vitest) ${"x".repeat(600)}`,
        },
        body: JSON.stringify({
          firstName: "  Jane ",
          lastName: "O'Neil",
          email,
          telegram: "@jane_doe",
          whatsapp: "+33 6 12 34 56 78",
          language: "fr",
          page: "/fr/contact",
          referrer: "https://www.google.com/",
          utm: {
            source: "newsletter",
            medium: "email",
            campaign: "spring",
            term: "payments",
            content: "hero",
          },
        }),
      }),
    );
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual(success(fr));
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      first_name: "Jane",
      last_name: "O'Neil",
      email: `Jane.Doe+${id}@Example.COM`,
      email_normalized: `jane.doe+${id}@example.com`,
      telegram: "@jane_doe",
      whatsapp: "+33 6 12 34 56 78",
      locale: "fr",
      source_url: "/fr/contact",
      referrer: "https://www.google.com/",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: "payments",
      utm_content: "hero",
      channel: "api",
      verification: "skipped",
      forwarded_at: null,
    });
    expect(row?.user_agent).toBe(`Mozilla/5.0 (Vitest) ${"x".repeat(600)}`.slice(0, 500));
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(row?.created_at ?? "")).not.toBeNaN();
    expect(row?.payload_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("stores the request's language when the body names none, and nulls for absent extras", async () => {
    const lead = validLead();
    const res = await postLead(lead, { headers: { "Accept-Language": "fr-FR,fr;q=0.9" } });
    expect(await readJson(res)).toEqual(success(fr));
    expect(await rowsFor(String(lead.email))).toEqual([
      expect.objectContaining({
        locale: "fr",
        source_url: null,
        referrer: null,
        utm_source: null,
        utm_content: null,
        user_agent: null,
      }),
    ]);
  });

  it("503 with Retry-After when storage is down, and does not say thanks", async () => {
    const brokenDb = new Proxy(env.DB, {
      get(target, property) {
        if (property === "prepare") {
          return () => {
            throw new Error("D1 is down");
          };
        }
        return Reflect.get(target, property);
      },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const lead = validLead();
    const res = await postLead(lead, {
      env: { ...env, DB: brokenDb },
      headers: { "cf-ray": "8f00c0ffee000001-CDG" },
    });
    expect(res.status).toBe(503);
    // One JSON line with the request's id, and nothing about the visitor.
    expect(logged).toHaveBeenCalledTimes(1);
    const line = String(logged.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toEqual({
      level: "error",
      event: "lead_storage_failed",
      requestId: "8f00c0ffee000001-CDG",
      error: "Error",
      message: "D1 is down",
    });
    for (const value of Object.values(lead)) expect(line).not.toContain(String(value));
    expect(res.headers.get("X-Request-Id")).toBe("8f00c0ffee000001-CDG");
    expect(res.headers.get("retry-after")).toBe("30");
    expect(await readJson(res)).toEqual({ success: false, message: en.api.unavailable });
  });
});

/** A NOTIFY queue whose send is a spy; by default it forwards to the real queue. */
function wrappedQueue(
  send: Queue["send"] = (message, options) => env.NOTIFY.send(message, options),
) {
  const spy = vi.fn(send);
  const queue: Queue = {
    metrics: () => env.NOTIFY.metrics(),
    send: spy,
    sendBatch: (messages, options) => env.NOTIFY.sendBatch(messages, options),
  };
  return { queue, send: spy };
}

describe("POST /api/lead: the notification", () => {
  it("queues the stored lead's id once", async () => {
    const notify = wrappedQueue();
    const lead = validLead();
    const testEnv = { ...env, NOTIFY: notify.queue };
    expect((await postLead(lead, { env: testEnv })).status).toBe(200);
    const [row] = await rowsFor(String(lead.email));
    expect(notify.send).toHaveBeenCalledTimes(1);
    expect(notify.send).toHaveBeenCalledWith(
      { kind: "lead", leadId: row?.id },
      { contentType: "json" },
    );
    // A replay is not a new lead: nothing more is queued.
    expect((await postLead(lead, { env: testEnv })).status).toBe(200);
    expect(notify.send).toHaveBeenCalledTimes(1);
  });

  it("still answers 200 and keeps the row when the queue fails", async () => {
    const notify = wrappedQueue(() => Promise.reject(new Error("queue unavailable")));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const lead = validLead();
    const res = await postLead(lead, { env: { ...env, NOTIFY: notify.queue } });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual(success(en));
    expect(notify.send).toHaveBeenCalledTimes(1);
    expect(await rowsFor(String(lead.email))).toHaveLength(1);
    expect(logged).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(logged.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: "error",
      event: "notification_not_queued",
      kind: "lead",
      message: "queue unavailable",
      requestId: res.headers.get("X-Request-Id"),
    });
    expect(line.requestId).toEqual(expect.any(String));
    expect(JSON.stringify(line)).not.toContain(String(lead.email));
  });
});

describe("POST /api/lead with Turnstile (TURNSTILE_SECRET set)", () => {
  const secret = "test-turnstile-secret";
  const turnstileEnv = (): Env => ({ ...env, TURNSTILE_SECRET: secret });
  const originalFetch = globalThis.fetch;

  /** Replaces Cloudflare's siteverify (the Worker's outbound fetch runs in this isolate). */
  function fakeSiteverify(answer: () => Response) {
    const seen: Array<{ url: string; form: FormData }> = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== SITEVERIFY) return originalFetch(input, init);
      const form = init?.body;
      if (!(form instanceof FormData)) throw new Error("siteverify expects form data");
      seen.push({ url, form });
      return answer();
    });
    return seen;
  }

  it("403 without a token, before asking Cloudflare, and stores nothing", async () => {
    const seen = fakeSiteverify(() => Response.json({ success: true }));
    const lead = validLead();
    const res = await postLead(lead, { env: turnstileEnv() });
    expect(res.status).toBe(403);
    expect(await readJson(res)).toEqual({ success: false, message: en.api.verificationFailed });
    expect(seen).toHaveLength(0);
    expect(await rowsFor(String(lead.email))).toHaveLength(0);
  });

  it("403 when siteverify says no", async () => {
    const seen = fakeSiteverify(() =>
      Response.json({ success: false, "error-codes": ["invalid-input-response"] }),
    );
    const lead = validLead({ "cf-turnstile-response": "bad-token" });
    const res = await postLead({ ...lead, language: "fr" }, { env: turnstileEnv() });
    expect(res.status).toBe(403);
    expect(await readJson(res)).toEqual({ success: false, message: fr.api.verificationFailed });
    expect(seen).toHaveLength(1);
    expect(await rowsFor(String(lead.email))).toHaveLength(0);
  });

  it("stores the lead as 'passed' when siteverify says yes, sending secret, token and IP", async () => {
    const seen = fakeSiteverify(() => Response.json({ success: true }));
    const ip = uniqueIp();
    const idempotencyKey = crypto.randomUUID();
    const lead = validLead({ "cf-turnstile-response": "good-token", idempotencyKey });
    const res = await postLead(lead, { ip, env: turnstileEnv() });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual(success(en));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(SITEVERIFY);
    expect(seen[0]?.form.get("secret")).toBe(secret);
    expect(seen[0]?.form.get("response")).toBe("good-token");
    expect(seen[0]?.form.get("remoteip")).toBe(ip);
    expect(seen[0]?.form.get("idempotency_key")).toBe(idempotencyKey);
    const rows = await rowsFor(String(lead.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.verification).toBe("passed");

    // A retry of the same submission is answered from the row: the single-use token is not
    // sent to Cloudflare again.
    expect((await postLead(lead, { ip, env: turnstileEnv() })).status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it("stores the lead as 'unverified' when siteverify cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const seen = fakeSiteverify(() => {
      throw new TypeError("Network connection lost");
    });
    const lead = validLead({ "cf-turnstile-response": "some-token" });
    const res = await postLead(lead, { env: turnstileEnv() });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    const rows = await rowsFor(String(lead.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.verification).toBe("unverified");
  });

  it("treats a siteverify 5xx as unreachable and a 4xx as a failure", async () => {
    let status = 502;
    fakeSiteverify(() => new Response("bad gateway", { status }));
    const down = validLead({ "cf-turnstile-response": "tok" });
    expect((await postLead(down, { env: turnstileEnv() })).status).toBe(200);
    expect((await rowsFor(String(down.email)))[0]?.verification).toBe("unverified");

    status = 400;
    const refused = validLead({ "cf-turnstile-response": "tok" });
    expect((await postLead(refused, { env: turnstileEnv() })).status).toBe(403);
    expect(await rowsFor(String(refused.email))).toHaveLength(0);
  });
});

describe("GET /api/leads.csv", () => {
  const adminToken = "admin-token-0123456789abcdef-ghijklmnop";
  const adminEnv = (): Env => ({ ...env, ADMIN_TOKEN: adminToken });
  const csvRequest = (authorization?: string, ip = uniqueIp()) =>
    new Request(`${origin}/api/leads.csv`, {
      headers: {
        "CF-Connecting-IP": ip,
        ...(authorization ? { Authorization: authorization } : {}),
      },
    });

  it("503 when ADMIN_TOKEN is not set", async () => {
    for (const res of [
      await send(csvRequest(`Bearer ${adminToken}`)),
      await send(csvRequest(`Bearer ${adminToken}`), { ...env, ADMIN_TOKEN: "" }),
    ]) {
      expect(res.status).toBe(503);
      expect(await readJson(res)).toEqual({
        success: false,
        message: "Lead export is not configured (ADMIN_TOKEN)",
      });
    }
  });

  it("401 with WWW-Authenticate for a missing or wrong bearer token", async () => {
    for (const authorization of [
      undefined,
      "Bearer ",
      "Bearer wrong-token-0123456789",
      `Bearer ${adminToken}x`,
      `Bearer ${adminToken.slice(0, -1)}`,
      `Basic ${adminToken}`,
      adminToken,
    ]) {
      const res = await send(csvRequest(authorization), adminEnv());
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="leads"');
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await readJson(res)).toEqual({ success: false, message: "Unauthorized" });
    }
  });

  it("refuses the export after 10 wrong tokens from one network, the right token too", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await send(
        csvRequest(`Bearer wrong-token-${i}-0123456789abcdef`, ip),
        adminEnv(),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    const right = await send(csvRequest(`Bearer ${adminToken}`, ip), adminEnv());
    expect(right.status).toBe(429);
    const retryAfter = Number(right.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await readJson(right)).toEqual({
      success: false,
      message: "Too many wrong admin tokens from this network. Try again later.",
    });
    const french = csvRequest(`Bearer ${adminToken}`, ip);
    french.headers.set("Accept-Language", "fr-FR,fr;q=0.9");
    expect(await readJson(await send(french, adminEnv()))).toEqual({
      success: false,
      message: "Trop de jetons d’administration erronés depuis ce réseau. Réessayez plus tard.",
    });
    // The same /64 is the same network; another network still gets its export.
    const neighbour = ip.replace(/::1$/, "::2");
    expect((await send(csvRequest(`Bearer ${adminToken}`, neighbour), adminEnv())).status).toBe(
      429,
    );
    expect((await send(csvRequest(`Bearer ${adminToken}`), adminEnv())).status).toBe(200);
  });

  it("counts 12 parallel wrong tokens exactly: 10 tried, 2 refused", async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(csvRequest(`Bearer parallel-guess-${i}-0123456789abcdef`, ip), adminEnv()),
      ),
    );
    const statuses = answers.map((res) => res.status).toSorted();
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it("turns the export off with a 503 that says what a good token is when ADMIN_TOKEN is weak", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // Long but one character over and over, and 16 varied characters: both guessable.
    for (const weak of ["a".repeat(40), "Xy9!kQ2#mN7$pR4%"]) {
      const weakEnv = { ...env, ADMIN_TOKEN: weak };
      const res = await send(csvRequest(`Bearer ${weak}`), weakEnv);
      expect(res.status).toBe(503);
      expect(await readJson(res)).toEqual({
        success: false,
        message:
          "Lead export is off: ADMIN_TOKEN is too weak. Use a random secret of at least 32 characters with at least 10 different ones (for example `openssl rand -hex 32`).",
      });
      // Asked again, the same server logs nothing more.
      expect((await send(csvRequest(`Bearer ${weak}`), weakEnv)).status).toBe(503);
    }
    const lines = errors.mock.calls.map((call) => call.map(String).join(" "));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^ADMIN_TOKEN .*fewer than 10 different characters/);
    expect(lines[1]).toMatch(/^ADMIN_TOKEN .*shorter than 32 characters/);
    for (const line of lines) {
      expect(line).not.toContain("aaaa");
      expect(line).not.toContain("Xy9!");
    }
    errors.mockRestore();
  });

  it("exports every lead as CSV, with formula-looking cells neutralised", async () => {
    const lead = validLead({
      firstName: '=HYPERLINK("http://evil")',
      lastName: "-2+3",
      whatsapp: "+1234567890",
      telegram: "plain_handle",
      page: "@SUM(1+1)",
      referrer: "+cmd|' /C calc'!A0",
      utm: { source: "\tTAB", medium: "=1+1", campaign: "plain" },
    });
    const stored = await postLead(lead, {
      headers: { "User-Agent": "Vitest CSV" },
    });
    expect(stored.status).toBe(200);
    const [row] = await rowsFor(String(lead.email));
    if (!row) throw new Error("lead not stored");

    const res = await send(csvRequest(`Bearer ${adminToken}`), adminEnv());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="subnova-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe(
      [
        "created_at",
        "first_name",
        "last_name",
        "email",
        "telegram",
        "whatsapp",
        "language",
        "page",
        "referrer",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
        "country",
        "user_agent",
        "channel",
        "verification",
        "notified_at",
        "id",
      ]
        .map((header) => `"${header}"`)
        .join(","),
    );
    const line = lines.find((text) => text.includes(String(lead.email)));
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toBe(
      [
        `"${row.created_at}"`,
        `"'=HYPERLINK(""http://evil"")"`,
        `"'-2+3"`,
        `"${String(lead.email)}"`,
        `"plain_handle"`,
        `"'+1234567890"`,
        `"en"`,
        `"'@SUM(1+1)"`,
        `"'+cmd|' /C calc'!A0"`,
        // One-line fields lose their tabs at the boundary, so no tab starts a cell.
        `"TAB"`,
        `"'=1+1"`,
        `"plain"`,
        `""`,
        `""`,
        `""`,
        `"Vitest CSV"`,
        `"api"`,
        `"skipped"`,
        `""`,
        `"${row.id}"`,
      ].join(","),
    );
    // Every data line has the header's 20 cells and ends the file with CRLF.
    expect(lines.at(-1)).toBe("");
  });
});
