import { type Context, Hono } from "hono";
import { langFromPathname, type Lang } from "#app/config/languages";
import {
  CONSENT_BODY_LIMIT,
  CONSENT_FORM_FIELDS,
} from "#app/features/cookie-consent/consent-choice";
import { recordConsent } from "#app/features/cookie-consent/consent-log.server";
import {
  backPath,
  choiceFromForm,
  consentReportSchema,
} from "#app/features/cookie-consent/consent-request.server";
import {
  CONSENT_STORAGE_KEY,
  consentRecord,
  type ConsentRecord,
} from "#app/features/cookie-consent/consent-store";
import { addressKey } from "#app/lib/atomic-limit.server";
import { readCappedForm } from "#app/lib/capped-body.server";
import { escapeHtml } from "#app/lib/escape-html";
import { messages } from "#app/lib/messages.server";
import { checkBurst } from "#app/lib/rate-limit.server";
import type { ApiError } from "#worker/api/errors";
import { readJsonBody, requestLang } from "#worker/api/json-request";
import type { AppEnv } from "#worker/app-env";

/**
 * POST /api/consent: the proof of each consent choice (consent_log). The popup's script sends
 * JSON; without the app's scripts the popup is a plain form, whose post is recorded and answered
 * with a small page that stores the choice where the app reads it and goes back.
 */
export const consentApi = new Hono<AppEnv>();

const SCOPE = "consent";

type Problem = keyof (typeof messages)["en"]["consentApi"];

/**
 * Only the site's own pages may post a choice: a page of another site could otherwise submit
 * "Accept all" for its visitor (a plain form post needs no CORS). Browsers name the poster in
 * Sec-Fetch-Site and Origin; a client that sends neither is no browser a page can drive.
 */
function fromOwnPage(c: Context<AppEnv>): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site && site !== "same-origin") return false;
  const origin = c.req.header("Origin");
  return !origin || origin === new URL(c.req.url).origin;
}

const isForm = (type: string | undefined) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type ?? "");

consentApi.post("/consent", async (c) => {
  c.header("Cache-Control", "no-store");
  const form = isForm(c.req.header("Content-Type"));
  const lang = requestLang(c);
  const refuse = (problem: Problem, status: 400 | 403 | 406 | 413 | 415 | 422 | 429) =>
    form ? formProblem(c, lang, problem, status, "/") : jsonProblem(c, lang, problem, status);

  if (!fromOwnPage(c)) return refuse("forbidden", 403);
  // Per address (an IPv6 client's whole /64): a visitor makes a few choices, a flood many.
  const burst = await checkBurst(c.env, SCOPE, addressKey(c.req.header("CF-Connecting-IP")));
  if (!burst.ok) {
    c.header("Retry-After", String(burst.retryAfter));
    return refuse("burst", 429);
  }
  return form ? fromForm(c) : fromScript(c, lang);
});

/** The popup's script: its visitor's id and choice, as JSON. */
async function fromScript(c: Context<AppEnv>, lang: Lang) {
  const read = await readJsonBody(c, CONSENT_BODY_LIMIT);
  if (!read.ok) return jsonProblem(c, lang, read.problem, read.status);
  const parsed = consentReportSchema.safeParse(read.body);
  if (!parsed.success) return jsonProblem(c, lang, "invalid", 422);
  const { id, locale, ...choice } = parsed.data;
  await recordConsent(c.env.DB, { consentId: id, ...choice, locale, source: "script" });
  return c.json({ success: true }, 201);
}

/** The popup's plain form: the button pressed and the page to go back to. */
async function fromForm(c: Context<AppEnv>) {
  let fields: FormData | null;
  try {
    fields = await readCappedForm(c.req.raw, CONSENT_BODY_LIMIT);
  } catch {
    // Not a form at all (a broken multipart body).
    return formProblem(c, requestLang(c), "invalid", 422, "/");
  }
  const back = backPath(
    fields?.get(CONSENT_FORM_FIELDS.back) ?? null,
    c.req.url,
    c.req.header("Referer"),
  );
  const lang = langFromPathname(back);
  if (!fields) return formProblem(c, lang, "tooLarge", 413, back);
  const choice = choiceFromForm(fields);
  if (!choice) return formProblem(c, lang, "invalid", 422, back);
  // No script made an id: the server makes the one the browser keeps from now on.
  const record = consentRecord(choice, crypto.randomUUID(), Date.now());
  await recordConsent(c.env.DB, {
    consentId: record.id,
    version: record.version,
    analytics: record.analytics,
    marketing: record.marketing,
    functional: record.functional,
    locale: lang,
    source: "form",
  });
  return handBack(c, lang, record, back);
}

/** A JSON value as a script literal: "<" escaped, so no text in it can close the script. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The answer to a recorded form post: a page whose script (it runs: only the app's files were
 * missing, inline scripts with the response's nonce are allowed) stores the record as the app's
 * own store does and replaces itself with the page the visitor came from, where the head script
 * then finds the choice and keeps the popup closed. The link is for a browser that runs nothing.
 */
function handBack(c: Context<AppEnv>, lang: Lang, record: ConsentRecord, back: string) {
  const copy = messages[lang].consentApi;
  const store = `try{localStorage.setItem(${scriptLiteral(CONSENT_STORAGE_KEY)},${scriptLiteral(JSON.stringify(record))})}catch(e){}location.replace(${scriptLiteral(back)})`;
  return c.html(
    `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(copy.title)}</title><script nonce="${escapeHtml(c.get("nonce"))}">${store}</script><main><p><a href="${escapeHtml(back)}">${escapeHtml(copy.back)}</a></p></main></html>`,
    200,
  );
}

function jsonProblem(
  c: Context<AppEnv>,
  lang: Lang,
  problem: Problem,
  status: 400 | 403 | 406 | 413 | 415 | 422 | 429,
) {
  return c.json<ApiError>({ success: false, message: messages[lang].consentApi[problem] }, status);
}

/** A form post that could not be taken: a small page in the visitor's language, with a way back. */
function formProblem(
  c: Context<AppEnv>,
  lang: Lang,
  problem: Problem,
  status: 400 | 403 | 406 | 413 | 415 | 422 | 429,
  back: string,
) {
  const copy = messages[lang].consentApi;
  return c.html(
    `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(copy.title)}</title><main><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(copy[problem])}</p><p><a href="${escapeHtml(back)}">${escapeHtml(copy.back)}</a></p></main></html>`,
    status,
  );
}
