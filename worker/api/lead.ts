import { Hono } from "hono";
import { isLang } from "#app/config/languages";
import { ADMIN_TOKEN_MIN_DISTINCT, ADMIN_TOKEN_MIN_LENGTH } from "#app/features/lead/admin-token";
import { reserveExportAttempt } from "#app/features/lead/export-attempts.server";
import { leadConfig } from "#app/features/lead/lead-config.server";
import { leadsCsvStream } from "#app/features/lead/leads-csv.server";
import { leadText } from "#app/features/lead/lead-text.server";
import { makeI18n } from "#app/lib/i18n";
import { messages } from "#app/lib/messages.server";
import { sha256Hex } from "#app/lib/sha256";
import { leadAnswer, submitLead } from "#app/features/lead/submit-lead.server";
import type { ApiError } from "#worker/api/errors";
import { readJsonBody, requestLang } from "#worker/api/json-request";
import type { AppEnv } from "#worker/app-env";

/** Largest lead body accepted: the five fields and attribution fit in a fraction of it. */
export const LEAD_BODY_LIMIT = 8 * 1024;

export const leadApi = new Hono<AppEnv>();

leadApi.post("/lead", async (c) => {
  c.header("Cache-Control", "no-store");
  let lang = requestLang(c);
  const read = await readJsonBody(c, LEAD_BODY_LIMIT);
  if (!read.ok) {
    return c.json<ApiError>(
      { success: false, message: leadText(lang).api(read.problem) },
      read.status,
    );
  }
  const { body } = read;
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
  // Hash both so the comparison is constant-time whatever the lengths (64 hex digits each).
  const [x, y] = await Promise.all([sha256Hex(given), sha256Hex(expected)]);
  let difference = 0;
  for (let i = 0; i < x.length; i++) difference |= x.charCodeAt(i) ^ y.charCodeAt(i);
  return difference === 0;
}

leadApi.get("/leads.csv", async (c) => {
  c.header("Cache-Control", "no-store");
  const lang = requestLang(c);
  const text = messages[lang].lead.export;
  const { adminToken } = leadConfig(c.env);
  if (!adminToken) {
    // Set but refused by leadConfig (which logged why): too weak to guard every lead.
    const message = c.env.ADMIN_TOKEN
      ? makeI18n(lang, { common: messages[lang].common, lead: messages[lang].lead }).t(
          "lead:export.weakToken",
          { length: ADMIN_TOKEN_MIN_LENGTH, distinct: ADMIN_TOKEN_MIN_DISTINCT },
        )
      : text.notConfigured;
    return c.json<ApiError>({ success: false, message }, 503);
  }
  const attempt = await reserveExportAttempt(c.env, c.req.header("CF-Connecting-IP") ?? null);
  if (!attempt.ok) {
    c.header("Retry-After", String(attempt.retryAfter));
    return c.json<ApiError>({ success: false, message: text.tooManyAttempts }, 429);
  }
  const given = /^Bearer (.+)$/i.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";
  if (!given || !(await sameSecret(given, adminToken))) {
    c.header("WWW-Authenticate", 'Bearer realm="leads"');
    return c.json<ApiError>({ success: false, message: text.unauthorized }, 401);
  }
  await attempt.release();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsvStream(c.env.DB), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subnova-leads-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
