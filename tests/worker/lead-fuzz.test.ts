import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LEAD_BODY_LIMIT } from "#worker/api/lead";
import en from "#locales/en/blocks/lead.json";
import { origin } from "./helpers";

/**
 * POST /api/lead with thousands of malformed bodies from a seeded PRNG: the same bodies on every
 * run (only the per-run marker differs). Each case knows the status it must get; none may be a
 * 5xx or a 200, and no lead carrying this run's marker may be stored.
 */

const SEED = 0x1ead_f022;
const CASES = 2_400;
const BATCH = 50;

/** mulberry32: small, fast and good enough to pick cases. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  };
  const alphabets = new Map<string, string[]>();
  const chars = (alphabet: string, length: number) => {
    const symbols = alphabets.get(alphabet) ?? [...alphabet];
    alphabets.set(alphabet, symbols);
    let text = "";
    for (let i = 0; i < length; i++) text += pick(symbols);
    return text;
  };
  return { next, int, pick, chars };
}

type Rng = ReturnType<typeof prng>;
type Status = 400 | 406 | 413 | 415 | 422;

interface FuzzCase {
  kind: string;
  body: string | Uint8Array<ArrayBuffer>;
  /** What the endpoint must answer before the size cap is considered. */
  expected: Status;
  headers?: Record<string, string>;
}

const marker = `fz${crypto.randomUUID().replaceAll("-", "")}`;
const ipPrefix = [...crypto.getRandomValues(new Uint16Array(3))].map((n) => n.toString(16));

const fields = ["firstName", "lastName", "email", "telegram", "whatsapp"] as const;
const optionalText = ["page", "referrer", "_gotcha", "cf-turnstile-response"] as const;
const allowedKeys = new Set<string>([
  ...fields,
  ...optionalText,
  "language",
  "utm",
  "idempotencyKey",
]);

/** A valid lead, tagged with this run's marker in the last name and the email. */
function baseLead(i: number): Record<string, unknown> {
  return {
    firstName: "Fuzz",
    lastName: marker,
    email: `${marker}-${i}@example.com`,
    telegram: "fuzz_user",
    whatsapp: "+1 234 567 890",
  };
}

const json = (value: unknown) => JSON.stringify(value);

/** Values of every JSON type except string, some of them big or nested. */
function notAString(rng: Rng): unknown {
  return rng.pick<() => unknown>([
    () => null,
    () => rng.int(-1e6, 1e6),
    () => rng.next() * 1e308,
    () => 0,
    () => true,
    () => false,
    () => [],
    () => [rng.chars("abc", 5)],
    () => ({}),
    () => ({ value: rng.chars("xyz", 6) }),
    () => ({ nested: { deeper: [1, { x: null }] } }),
  ])();
}

const UNICODE = "abcXYZ019 _-.@+éßøЖ中文😀";

/** Something that is not a lead form's value for the field. */
function badValue(rng: Rng, field: (typeof fields)[number]): string {
  switch (field) {
    case "firstName":
    case "lastName":
      return rng.pick(["", " ", "\t\n", "x".repeat(rng.int(101, 400))]);
    case "email":
      return rng.pick([
        "",
        "   ",
        `${marker}`,
        `${marker}@example`,
        `${marker}@@example.com`,
        `${marker} x@example.com`,
        `@example.com`,
        `${marker}@.`,
        `${marker}@example .com`,
        `${"a".repeat(rng.int(250, 600))}@example.com`,
      ]);
    case "telegram":
      return rng.pick([
        "",
        " ",
        rng.chars("abc_1", rng.int(1, 4)),
        `@${rng.chars("abc_1", rng.int(1, 4))}`,
        rng.chars("abc_1", rng.int(33, 60)),
        `${rng.chars("abc", 4)}${rng.pick(["-", ".", " ", "!", "#", "é", "😀"])}${rng.chars("abc", 4)}`,
        "@@fuzz_user",
        "fuzz_user@",
      ]);
    case "whatsapp":
      return rng.pick([
        "",
        " ",
        `+0${rng.chars("0123456789", rng.int(2, 10))}`,
        `+${rng.chars("123456789", rng.int(16, 25))}`,
        "+1",
        "++1234567",
        `+1 ${rng.chars("abc", 3)} 4567`,
        "+1.234.567.890",
        "1234567890x",
        "(0) 123 456",
      ]);
  }
}

/** A JSON text with `value` spliced in raw (for escapes JSON.stringify would never write). */
function withRaw(lead: Record<string, unknown>, key: string, rawValue: string): string {
  const rest = { ...lead };
  delete rest[key];
  const text = json(rest);
  return `{${json(key)}:${rawValue}${text.length > 2 ? "," : ""}${text.slice(1)}`;
}

const generators: Array<(rng: Rng, i: number) => FuzzCase> = [
  // A wrong type for one field, required or optional.
  (rng, i) => {
    const key = rng.pick([...fields, ...optionalText, "language", "idempotencyKey", "utm"]);
    let value = notAString(rng);
    if (key === "utm") {
      value = rng.pick<unknown>([null, 1, "google", [], [{ source: "x" }], { source: 1 }]);
    }
    return {
      kind: `wrong type: ${key}`,
      body: json({ ...baseLead(i), [key]: value }),
      expected: 422,
    };
  },
  // A huge string in one field.
  (rng, i) => {
    const key = rng.pick([...fields, ...optionalText, "language", "idempotencyKey"]);
    const limits: Record<string, number> = {
      firstName: 100,
      lastName: 100,
      email: 254,
      telegram: 33,
      whatsapp: 40,
      page: 300,
      referrer: 1000,
      _gotcha: 500,
      "cf-turnstile-response": 2048,
      language: 2,
      idempotencyKey: 64,
    };
    const length = (limits[key] ?? 100) + rng.int(1, 12_000);
    let value = rng.chars(UNICODE.replace(" ", ""), length);
    if (key === "email") value = `${marker}${value.replaceAll("@", "")}@example.com`;
    return { kind: `huge: ${key}`, body: json({ ...baseLead(i), [key]: value }), expected: 422 };
  },
  // An unpaired surrogate escape in a value or a key.
  (rng, i) => {
    const unit = () => `\\u${rng.int(0xd800, 0xdfff).toString(16)}`;
    const lead = baseLead(i);
    const where = rng.pick(["value", "key", "utm", "reversed pair"]);
    if (where === "key") {
      return {
        kind: "lone surrogate: key",
        body: withRaw(lead, `k`, "1").replace('"k"', `"a${unit()}"`),
        expected: 400,
      };
    }
    if (where === "utm") {
      return {
        kind: "lone surrogate: utm",
        body: withRaw(lead, "utm", `{"source":"x${unit()}"}`),
        expected: 400,
      };
    }
    const key = rng.pick([...fields, "page", "referrer"]);
    const value =
      where === "reversed pair"
        ? `"Fuzz\\udc00\\ud800"`
        : `"${rng.chars("abc", rng.int(0, 3))}${unit()}${rng.chars("abc", rng.int(0, 3))}"`;
    return { kind: `lone surrogate: ${key}`, body: withRaw(lead, key, value), expected: 400 };
  },
  // Escapes and characters JSON does not allow in a string.
  (rng, i) => {
    const raw = rng.pick([
      String.raw`"\uZZZZ"`,
      String.raw`"\u12"`,
      String.raw`"\u"`,
      String.raw`"\x41"`,
      String.raw`"\q"`,
      String.raw`"\'"`,
      `"tab\there"`,
      `"line\nbreak"`,
      `"nul\u0000"`,
      `'single'`,
      `"unterminated`,
      `NaN`,
      `Infinity`,
      `undefined`,
      `0x10`,
      `01`,
      `.5`,
      `+1`,
    ]);
    const key = rng.pick(fields);
    return { kind: `bad escape: ${key}`, body: withRaw(baseLead(i), key, raw), expected: 400 };
  },
  // Required fields missing.
  (rng, i) => {
    const lead = baseLead(i);
    const chosen = fields.filter(() => rng.next() < 0.4);
    const missing = chosen.length > 0 ? chosen : [rng.pick(fields)];
    for (const key of missing) delete lead[key];
    return { kind: `missing ${missing.length}`, body: json(lead), expected: 422 };
  },
  // Keys the form does not have.
  (rng, i) => {
    const lead = baseLead(i);
    let key = rng.pick([
      "admin",
      "id",
      "created_at",
      "verification",
      "channel",
      "FirstName",
      "first_name",
      "email ",
      "",
      "utm_source",
      rng.chars("abcdefghijklmnopqrstuvwxyz_", rng.int(1, 20)),
    ]);
    if (allowedKeys.has(key)) key = `${key}_x`;
    lead[key] = rng.pick<unknown>([true, 1, "x", null, {}, []]);
    return { kind: `extra key: ${JSON.stringify(key)}`, body: json(lead), expected: 422 };
  },
  // Prototype-polluting keys, at the top or inside utm.
  (rng, i) => {
    const key = rng.pick(["__proto__", "constructor", "prototype"]);
    const payload = rng.pick([
      `{"isAdmin":true}`,
      `{"firstName":"x"}`,
      `null`,
      `"x"`,
      `[]`,
      `{"polluted":{"yes":1}}`,
    ]);
    const lead = baseLead(i);
    const inUtm = rng.next() < 0.4;
    const body = inUtm
      ? withRaw(lead, "utm", `{${json(key)}:${payload}}`)
      : withRaw(lead, key, payload);
    return { kind: `${key}${inUtm ? " in utm" : ""}`, body, expected: 422 };
  },
  // JSON that is not an object.
  (rng, i) => {
    const body = rng.pick([
      "null",
      "true",
      "false",
      "0",
      "-1.5e300",
      `"${marker}"`,
      "[]",
      "[{}]",
      json([baseLead(i)]),
      json([[baseLead(i)]]),
      `${rng.int(0, 1e9)}`,
    ]);
    return { kind: "not an object", body, expected: 422 };
  },
  // No JSON at all.
  (rng) => ({
    kind: "empty",
    body: rng.pick(["", " ", "\n\t ", "\r\n"]),
    expected: 400,
  }),
  // Deeply nested JSON, as the whole body or as a field.
  (rng, i) => {
    const depth = rng.int(50, 5_000);
    const shape = rng.pick(["array", "object", "field"]);
    if (shape === "array")
      return {
        kind: `nested array ${depth}`,
        body: `${"[".repeat(depth)}${"]".repeat(depth)}`,
        expected: 422,
      };
    if (shape === "object") {
      return {
        kind: `nested object ${depth}`,
        body: `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
        expected: 422,
      };
    }
    const key = rng.pick([...fields, "utm"]);
    return {
      kind: `nested field ${key} ${depth}`,
      body: withRaw(baseLead(i), key, `${"[".repeat(depth)}"x"${"]".repeat(depth)}`),
      expected: 422,
    };
  },
  // A valid-looking lead with exactly one bad value.
  (rng, i) => {
    const choice = rng.int(0, fields.length + 3);
    const lead = baseLead(i);
    const field = fields[choice];
    if (field) {
      lead[field] = badValue(rng, field);
      // Keep the marker: the last name or email carries it whichever field is bad.
      if (field === "lastName") lead.email = `${marker}-ln-${i}@example.com`;
      return { kind: `one bad field: ${field}`, body: json(lead), expected: 422 };
    }
    const [key, value] = rng.pick<[string, unknown]>([
      ["language", rng.pick(["de", "EN", "fr-FR", "", "en ", "english"])],
      [
        "idempotencyKey",
        rng.pick(["short", "has space in it 1234", "ü".repeat(20), "a".repeat(65), ""]),
      ],
      ["utm", { source: "x", medium: "y", evil: "z" }],
      ["utm", { source: "s".repeat(201) }],
      ["page", "p".repeat(301)],
    ]);
    return {
      kind: `one bad optional: ${key}`,
      body: json({ ...lead, [key]: value }),
      expected: 422,
    };
  },
  // A valid lead cut short: no strict prefix of an object is JSON.
  (rng, i) => {
    const text = json({ ...baseLead(i), language: "fr" });
    return { kind: "truncated", body: text.slice(0, rng.int(0, text.length - 1)), expected: 400 };
  },
  // A valid lead with bytes that are not UTF-8.
  (rng, i) => {
    const bytes = new TextEncoder().encode(json(baseLead(i)));
    const at = rng.int(0, bytes.length);
    const bad = rng.pick([
      [0xff],
      [0xfe],
      [0x80],
      [0xc0, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xf8, 0x88, 0x80, 0x80, 0x80],
      [0xe2, 0x82],
    ]);
    const body = new Uint8Array([...bytes.slice(0, at), ...bad, ...bytes.slice(at)]);
    return { kind: "invalid UTF-8", body, expected: 400 };
  },
  // The same key twice: the last one wins and it is bad.
  (rng, i) => {
    const field = rng.pick(fields);
    const text = json(baseLead(i));
    const body = `${text.slice(0, -1)},${json(field)}:${json(badValue(rng, field))}}`;
    return { kind: `duplicate key: ${field}`, body, expected: 422 };
  },
  // A valid lead sent with the wrong headers.
  (rng, i) => {
    const body = json(baseLead(i));
    return rng.pick<FuzzCase>([
      {
        kind: "content type",
        body,
        expected: 415,
        headers: {
          "Content-Type": rng.pick([
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "application/json-patch+json",
            "json",
            "text/json",
          ]),
        },
      },
      {
        kind: "accept",
        body,
        expected: 406,
        headers: { Accept: rng.pick(["text/html", "text/plain", "image/png", "application/xml"]) },
      },
    ]);
  },
];

function cases(count = CASES): Array<FuzzCase & { generator: number }> {
  const rng = prng(SEED);
  return Array.from({ length: count }, (_, i) => {
    const generator = rng.int(0, generators.length - 1);
    const make = generators[generator];
    if (!make) throw new Error(`no generator ${generator}`);
    return { ...make(rng, i), generator };
  });
}

function expectedStatus(fuzz: FuzzCase): Status {
  if (fuzz.expected === 415 || fuzz.expected === 406) return fuzz.expected;
  const size =
    typeof fuzz.body === "string"
      ? new TextEncoder().encode(fuzz.body).byteLength
      : fuzz.body.byteLength;
  return size > LEAD_BODY_LIMIT ? 413 : fuzz.expected;
}

const messageFor: Record<Exclude<Status, 422>, string> = {
  400: en.api.badJson,
  406: en.api.notAcceptable,
  413: en.api.tooLarge,
  415: en.api.unsupportedType,
};

interface ApiBody {
  success?: unknown;
  message?: unknown;
  errors?: unknown;
}

describe("POST /api/lead fuzzing", () => {
  it("is deterministic for a seed", () => {
    const [a, b] = [cases(100), cases().slice(0, 100)];
    expect(a.map((c) => c.kind)).toEqual(b.map((c) => c.kind));
    expect(a.map((c) => String(c.body).replaceAll(marker, ""))).toEqual(
      b.map((c) => String(c.body).replaceAll(marker, "")),
    );
  });

  it(`answers ${CASES} malformed bodies with a JSON 4xx and stores none of them`, async () => {
    const all = cases();
    // Every generator contributed a fair share.
    for (let g = 0; g < generators.length; g++) {
      expect(all.filter((c) => c.generator === g).length, `generator ${g}`).toBeGreaterThan(100);
    }

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let start = 0; start < all.length; start += BATCH) {
      const batch = all.slice(start, start + BATCH);
      await Promise.all(
        batch.map(async (fuzz, offset) => {
          const n = start + offset;
          const res = await exports.default.fetch(
            new Request(`${origin}/api/lead`, {
              method: "POST",
              headers: {
                "Content-Type": "application/json",
                Accept: "application/json",
                // One address per case: the burst limiter must not decide the answer.
                "CF-Connecting-IP": `2001:db8:${ipPrefix.join(":")}:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`,
                ...fuzz.headers,
              },
              body: fuzz.body,
            }),
          );
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const expected = expectedStatus(fuzz);
          const text = await res.text();
          const label = `#${n} ${fuzz.kind} (${String(fuzz.body).slice(0, 80)})`;
          let body: ApiBody | null = null;
          try {
            body = JSON.parse(text) as ApiBody;
          } catch {
            failures.push(`${label}: not JSON: ${text.slice(0, 80)}`);
            return;
          }
          if (res.status !== expected) {
            failures.push(`${label}: ${res.status} instead of ${expected}: ${text.slice(0, 120)}`);
          }
          if (!res.headers.get("content-type")?.startsWith("application/json")) {
            failures.push(`${label}: content type ${res.headers.get("content-type")}`);
          }
          if (body.success !== false) failures.push(`${label}: success is ${String(body.success)}`);
          if (res.status === 422) {
            if (body.message !== en.api.invalid && body.message !== en.api.malformed) {
              failures.push(`${label}: 422 message ${String(body.message)}`);
            }
            if (!Array.isArray(body.errors) || body.errors.length === 0) {
              failures.push(`${label}: 422 without errors`);
            }
          } else if (expected !== 422 && body.message !== messageFor[expected]) {
            failures.push(`${label}: message ${String(body.message)}`);
          }
        }),
      );
    }
    expect(failures.slice(0, 20)).toEqual([]);
    for (const status of statuses.keys()) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    // The mix covers every kind of refusal.
    expect([...statuses.keys()].toSorted()).toEqual([400, 406, 413, 415, 422]);

    const like = `%${marker}%`;
    const stored = await env.DB.prepare(
      `SELECT count(*) AS n FROM leads WHERE email_normalized LIKE ?1 OR first_name LIKE ?1
         OR last_name LIKE ?1 OR telegram LIKE ?1 OR whatsapp LIKE ?1 OR source_url LIKE ?1`,
    )
      .bind(like)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });
});
