import { describe, expect, it } from "vitest";
import {
  invalidFields,
  leadFieldMaxLength,
  leadFieldNames,
  stripPhonePunctuation,
  type LeadFieldError,
  type LeadFields,
} from "#app/features/lead/lead-fields";
import {
  IDEMPOTENCY_KEY,
  leadFieldsSchema,
  leadSubmissionSchema,
  validateLead,
} from "#app/features/lead/lead-schema";
import { normalizeEmail } from "#app/lib/patterns";

/** The lead form's rules, on the shared schema (no Worker, no copy). */

const valid: LeadFields = {
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  telegram: "@jane_doe",
  whatsapp: "+1 (234) 567-890",
};

const fieldErrors = (input: unknown) => validateLead(leadFieldsSchema, input).fieldErrors;
const errorOf = (field: keyof LeadFields, value: unknown): LeadFieldError | undefined =>
  fieldErrors({ ...valid, [field]: value })[field];

describe("leadFieldsSchema", () => {
  it("accepts a valid lead and returns trimmed values", () => {
    const result = validateLead(leadFieldsSchema, {
      firstName: "  Jane ",
      lastName: "\tDoe\n",
      email: " jane@example.com ",
      telegram: " @jane_doe ",
      whatsapp: " +1 (234) 567-890 ",
    });
    expect(result).toEqual({ data: valid, fieldErrors: {}, malformed: false });
  });

  it("requires all five fields after trimming, in form order", () => {
    const blank = { firstName: "", lastName: " ", email: "\t", telegram: "\n", whatsapp: "   " };
    const errors = fieldErrors(blank);
    expect(errors).toEqual({
      firstName: "required",
      lastName: "required",
      email: "required",
      telegram: "required",
      whatsapp: "required",
    });
    expect(invalidFields(errors)).toEqual([...leadFieldNames]);
    expect(fieldErrors({})).toEqual(errors);
  });

  it("treats a value of another type as missing", () => {
    for (const value of [null, undefined, 42, true, [], {}, ["Jane"]]) {
      expect(errorOf("firstName", value), JSON.stringify(value)).toBe("required");
    }
  });

  it.each([
    ["jane@example.com", undefined],
    ["Jane.Doe+tag@sub.example.co.uk", undefined],
    ["a@b.c", undefined],
    ["jane@example", "invalid"],
    ["jane.example.com", "invalid"],
    ["jane@@example.com", "invalid"],
    ["jane doe@example.com", "invalid"],
    ["@example.com", "invalid"],
    ["jane@.", "invalid"],
    ["jane@example.", "invalid"],
    [`${"a".repeat(242)}@example.com`, undefined],
    [`${"a".repeat(243)}@example.com`, "tooLong"],
  ])("email %j -> %s", (email, expected) => {
    expect(errorOf("email", email)).toBe(expected);
  });

  it.each([
    ["abcde", undefined],
    ["@abcde", undefined],
    ["a".repeat(32), undefined],
    [`@${"a".repeat(32)}`, undefined],
    ["Jane_Doe_99", undefined],
    ["  @jane_doe  ", undefined],
    ["abcd", "invalid"],
    ["@abcd", "invalid"],
    ["a".repeat(33), "invalid"],
    [`@${"a".repeat(33)}`, "tooLong"],
    ["jane-doe", "invalid"],
    ["jane.doe", "invalid"],
    ["jane doe", "invalid"],
    ["@@jane_doe", "invalid"],
    ["jane_doe@", "invalid"],
    ["jané_doe", "invalid"],
  ])("telegram %j -> %s", (telegram, expected) => {
    expect(errorOf("telegram", telegram)).toBe(expected);
  });

  it.each([
    ["+1 (234) 567-890", undefined],
    ["+1234567890", undefined],
    ["1234567890", undefined],
    ["+123456789012345", undefined],
    ["123456789012345", undefined],
    ["+12", undefined],
    ["+44 20-7946-0958", undefined],
    ["+33 (0)6 12 34 56 78", undefined],
    ["+0123456", "invalid"],
    ["0123456", "invalid"],
    ["+1234567890123456", "invalid"],
    ["+1", "invalid"],
    ["++1234567", "invalid"],
    ["+1.234.567.890", "invalid"],
    ["+1 234 abc", "invalid"],
    ["phone", "invalid"],
    ["1-2-3-4-5-6-7-8-9-1-2-3-4-5-6-7-8-9-1-2-3", "tooLong"],
  ])("whatsapp %j -> %s", (whatsapp, expected) => {
    expect(errorOf("whatsapp", whatsapp)).toBe(expected);
  });

  it("a value of only invisible characters is missing; control characters are dropped", () => {
    for (const invisible of ["\u200b", "\u200b\u200c", "\u00a0\u2003", "\ufeff", "\u0000"]) {
      expect(errorOf("firstName", invisible), JSON.stringify(invisible)).toBe("required");
    }
    const result = validateLead(leadFieldsSchema, { ...valid, lastName: "Do\u0000e\u001b" });
    expect(result.data?.lastName).toBe("Doe");
    // A zero-width character inside a visible name is dropped, the name kept.
    expect(errorOf("firstName", "Ana\u200dïs")).toBeUndefined();
  });

  it("caps names at 100 characters", () => {
    expect(leadFieldMaxLength).toEqual({
      firstName: 100,
      lastName: 100,
      email: 254,
      telegram: 33,
      whatsapp: 40,
    });
    expect(errorOf("firstName", "x".repeat(100))).toBeUndefined();
    expect(errorOf("firstName", "x".repeat(101))).toBe("tooLong");
    expect(errorOf("lastName", `  ${"x".repeat(100)}  `)).toBeUndefined();
    expect(errorOf("lastName", "x".repeat(101))).toBe("tooLong");
  });

  it("reports one error per field: the first", () => {
    // Too long and not an email: tooLong comes first.
    expect(errorOf("email", "x".repeat(300))).toBe("tooLong");
  });

  it("does not flag unknown keys: the five-field schema is not strict", () => {
    expect(validateLead(leadFieldsSchema, { ...valid, extra: 1 })).toMatchObject({
      fieldErrors: {},
      malformed: false,
    });
  });
});

describe("leadSubmissionSchema", () => {
  it("accepts the optional parts", () => {
    const body = {
      ...valid,
      language: "fr",
      page: "/fr/contact",
      referrer: "https://www.google.com/",
      utm: { source: "a", medium: "b", campaign: "c", term: "d", content: "e" },
      idempotencyKey: "0123456789abcdef",
      _gotcha: "",
      "cf-turnstile-response": "token",
    };
    const result = validateLead(leadSubmissionSchema, body);
    expect(result.malformed).toBe(false);
    expect(result.data).toEqual(body);
  });

  it.each([
    ["an unknown key", { isAdmin: true }],
    ["an unknown language", { language: "de" }],
    ["a language in capitals", { language: "EN" }],
    ["a short idempotency key", { idempotencyKey: "0123456789abcde" }],
    ["a long idempotency key", { idempotencyKey: "a".repeat(65) }],
    ["an idempotency key with a colon", { idempotencyKey: "auto:2026-01-01:abcdef" }],
    ["an unknown utm key", { utm: { source: "a", id: "b" } }],
    ["utm as a string", { utm: "google" }],
    ["a long utm value", { utm: { source: "s".repeat(201) } }],
    ["a long page", { page: "p".repeat(301) }],
    ["a long referrer", { referrer: "r".repeat(1001) }],
    ["a long honeypot", { _gotcha: "g".repeat(501) }],
    ["a long Turnstile token", { "cf-turnstile-response": "t".repeat(2049) }],
    ["a page of another type", { page: 1 }],
    ["a null honeypot", { _gotcha: null }],
  ])("flags %s as malformed, with no field error", (_name, extra) => {
    const result = validateLead(leadSubmissionSchema, { ...valid, ...extra });
    expect(result).toEqual({ fieldErrors: {}, malformed: true });
  });

  it.each([
    `{"__proto__":{"isAdmin":true}}`,
    `{"constructor":{"prototype":{"isAdmin":true}}}`,
    `{"prototype":{"isAdmin":true}}`,
    `{"utm":{"__proto__":{"source":"x"}}}`,
  ])("flags %s as malformed and pollutes nothing", (extra) => {
    // JSON.parse makes "__proto__" an own key, as it does for a request body.
    const body: unknown = JSON.parse(`${JSON.stringify(valid).slice(0, -1)},${extra.slice(1)}`);
    expect(validateLead(leadSubmissionSchema, body)).toEqual({ fieldErrors: {}, malformed: true });
    expect(({} as { isAdmin?: unknown }).isAdmin).toBeUndefined();
  });

  it("reports field errors and a malformed body together", () => {
    expect(validateLead(leadSubmissionSchema, { ...valid, firstName: "", extra: 1 })).toEqual({
      fieldErrors: { firstName: "required" },
      malformed: true,
    });
  });

  it.each([null, undefined, 42, "lead", [], [valid], true])("flags %j as malformed", (body) => {
    expect(validateLead(leadSubmissionSchema, body)).toEqual({ fieldErrors: {}, malformed: true });
  });
});

describe("helpers", () => {
  it("normalises emails by trimming and lower-casing", () => {
    expect(normalizeEmail("  Jane.Doe+Tag@Example.COM \n")).toBe("jane.doe+tag@example.com");
  });

  it("strips spaces, hyphens and parentheses from phone numbers only", () => {
    expect(stripPhonePunctuation(" +1 (234) 567-890\t")).toBe("+1234567890");
    expect(stripPhonePunctuation("+1.234/567")).toBe("+1.234/567");
  });

  it("lists invalid fields in form order", () => {
    expect(invalidFields({ whatsapp: "invalid", firstName: "required", email: "tooLong" })).toEqual(
      ["firstName", "email", "whatsapp"],
    );
    expect(invalidFields({})).toEqual([]);
  });

  it("accepts 16 to 64 URL-safe characters as an idempotency key", () => {
    expect(IDEMPOTENCY_KEY.test(crypto.randomUUID())).toBe(true);
    expect(IDEMPOTENCY_KEY.test("A".repeat(16))).toBe(true);
    expect(IDEMPOTENCY_KEY.test("_-".repeat(32))).toBe(true);
    expect(IDEMPOTENCY_KEY.test("A".repeat(15))).toBe(false);
    expect(IDEMPOTENCY_KEY.test("A".repeat(65))).toBe(false);
    expect(IDEMPOTENCY_KEY.test(`${"A".repeat(16)}=`)).toBe(false);
  });
});
