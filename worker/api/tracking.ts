import { Hono } from "hono";
import { logLine } from "#app/lib/log.server";
import { currentConsent } from "#app/features/cookie-consent/consent-log.server";
import { forwardToConversionsApi, serverEvent } from "#app/features/webinar/conversions-api.server";
import { trackingRequest } from "#app/features/webinar/tracking-event";
import { messages } from "#app/lib/messages.server";
import { checkBurst, checkDaily, countDaily } from "#app/lib/rate-limit.server";
import type { ApiError } from "#worker/api/errors";
import { readJsonBody, requestLang } from "#worker/api/json-request";
import type { AppEnv } from "#worker/app-env";

export const trackingApi = new Hono<AppEnv>();

const SCOPE = "track";
const DAILY_EVENTS_PER_IP = 500;

/**
 * Server side of the Meta events before a purchase (the client never reads the answer).
 * Dropped unless the choice recorded under the visitor's consent id allows marketing; forwarded
 * to the Conversions API only when the pixel id and token are set, after the answer, so the
 * visitor never waits for Meta.
 */
trackingApi.post("/track-facebook-event", async (c) => {
  c.header("Cache-Control", "no-store");
  const lang = requestLang(c);
  const api = messages[lang].webiCheckout.api;
  const ip = c.req.header("CF-Connecting-IP") ?? null;
  const limits = [{ kind: "ip", subject: ip ?? "unknown", limit: DAILY_EVENTS_PER_IP }];
  const burst = await checkBurst(c.env, SCOPE, ip ?? "unknown");
  const limited = burst.ok ? await checkDaily(c.env.RATE_LIMIT_KV, SCOPE, limits) : burst;
  if (!limited.ok) {
    c.header("Retry-After", String(limited.retryAfter));
    return c.json<ApiError>({ success: false, message: api[limited.reason] }, 429);
  }
  const read = await readJsonBody(c, 4 * 1024);
  if (!read.ok)
    return c.json<ApiError>({ success: false, message: api[read.problem] }, read.status);
  const parsed = trackingRequest.safeParse(read.body);
  if (!parsed.success) return c.json<ApiError>({ success: false, message: api.invalid }, 422);
  // The body's word is no proof of consent: only the choice the server recorded counts.
  const { consentId } = parsed.data;
  const consent = consentId ? await currentConsent(c.env.DB, consentId) : null;
  if (consent?.marketing !== true) {
    return c.json({ success: true, forwarded: false, reason: "no-consent" }, 202);
  }
  await countDaily(c.env.RATE_LIMIT_KV, SCOPE, limits).catch(() => {});
  const event = await serverEvent(parsed.data, {
    ip,
    userAgent: c.req.header("User-Agent") ?? null,
    siteUrl: c.env.SITE_URL,
    now: new Date(),
  });
  if (!forwardToConversionsApi(c.env, event, c.executionCtx)) {
    logLine("info", "conversions_api_not_configured", { eventName: parsed.data.eventName });
    return c.json({ success: true, forwarded: false, reason: "not-configured" }, 202);
  }
  return c.json({ success: true, forwarded: true }, 202);
});
