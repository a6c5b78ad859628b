import { type Context, Hono } from "hono";
import { defaultLang, isLang, type Lang } from "#app/config/languages";
import { leadConfig } from "#app/features/lead/lead-config.server";
import { leadsCsvStream } from "#app/features/lead/leads-csv.server";
import { leadText, type LeadApiMessage } from "#app/features/lead/lead-text.server";
import { leadAnswer, submitLead } from "#app/features/lead/submit-lead.server";
import type { ApiError } from "#worker/api/index";
import type { AppEnv } from "#worker/app-env";

/** Largest lead body accepted: the five fields and attribution fit in a fraction of it. */
export const LEAD_BODY_LIMIT = 8 * 1024;

export const leadApi = new Hono<AppEnv>();

/** The visitor's language before the body is read: ?lang=, else Accept-Language, else English. */
function requestLang(c: Context<AppEnv>): Lang {
  const query = c.req.query("lang");
  if (isLang(query)) return query;
  for (const part of (c.req.header("Accept-Language") ?? "").split(",")) {
    const code = part.split(";")[0]?.trim().slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return defaultLang;
}

const fail = (c: Context<AppEnv>, lang: Lang, status: 400 | 406 | 413 | 415, key: LeadApiMessage) =>
  c.json<ApiError>({ success: false, message: leadText(lang).api(key) }, status);

const acceptsJson = (accept: string | undefined) =>
  !accept || /(^|,)\s*(\*\/\*|application\/\*|application\/json)\s*(;|,|$)/i.test(accept);

/** Reads at most `limit` bytes of the body; null when it is longer (Content-Length can lie). */
async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number) {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** An unpaired UTF-16 surrogate: with the u flag, a well-formed pair is one code point, not Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * True when a key or string of parsed JSON holds a "\ud800" escape without its pair (not
 * I-JSON, RFC 7493 2.1): valid UTF-8 bytes, but not text, and D1 would store invalid UTF-8.
 * A loop, not recursion: an 8 KB body can nest thousands of levels deep.
 */
function hasLoneSurrogate(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (LONE_SURROGATE.test(value)) return true;
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

leadApi.post("/lead", async (c) => {
  c.header("Cache-Control", "no-store");
  let lang = requestLang(c);
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) return fail(c, lang, 415, "unsupportedType");
  if (!acceptsJson(c.req.header("Accept"))) return fail(c, lang, 406, "notAcceptable");
  if (Number(c.req.header("Content-Length") ?? 0) > LEAD_BODY_LIMIT) {
    return fail(c, lang, 413, "tooLarge");
  }
  const bytes = await readCapped(c.req.raw.body, LEAD_BODY_LIMIT);
  if (!bytes) return fail(c, lang, 413, "tooLarge");
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return fail(c, lang, 400, "badJson");
  }
  if (hasLoneSurrogate(body)) return fail(c, lang, 400, "badJson");
  // Answer in the language the form was filled in, when the body names it.
  const named = (body as { language?: unknown } | null)?.language;
  if (isLang(named)) lang = named;
  const outcome = await submitLead(body, {
    env: c.env,
    lang,
    ip: c.req.header("CF-Connecting-IP") ?? null,
    userAgent: c.req.header("User-Agent") ?? null,
    country: typeof c.req.raw.cf?.country === "string" ? c.req.raw.cf.country : null,
    channel: "api",
  });
  const answer = leadAnswer(outcome, lang);
  if (answer.retryAfter) c.header("Retry-After", String(answer.retryAfter));
  return c.json(answer.body, answer.status);
});

async function sameSecret(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  // Hash both so the comparison is constant-time whatever the lengths.
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(value)));
  const [x, y] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < x.length; i++) difference |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return difference === 0;
}

leadApi.get("/leads.csv", async (c) => {
  c.header("Cache-Control", "no-store");
  const { adminToken } = leadConfig(c.env);
  if (!adminToken) {
    return c.json<ApiError>(
      { success: false, message: "Lead export is not configured (ADMIN_TOKEN)" },
      503,
    );
  }
  const given = /^Bearer (.+)$/i.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";
  if (!given || !(await sameSecret(given, adminToken))) {
    c.header("WWW-Authenticate", 'Bearer realm="leads"');
    return c.json<ApiError>({ success: false, message: "Unauthorized" }, 401);
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsvStream(c.env.DB), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subnova-leads-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
