import { Hono } from "hono";
import { errorFields, logLine } from "#app/lib/log.server";
import { products } from "#app/features/webinar/catalogue";
import { metaSettings } from "#app/features/webinar/meta-settings.server";
import { trackingRequest, type TrackingRequest } from "#app/features/webinar/tracking-event";
import { messages } from "#app/lib/messages.server";
import { normalizeEmail } from "#app/lib/patterns";
import { sha256Hex } from "#app/lib/sha256";
import { checkBurst, checkDaily, countDaily } from "#app/lib/rate-limit.server";
import type { ApiError } from "#worker/api/index";
import { readJsonBody, requestLang } from "#worker/api/json-request";
import type { AppEnv } from "#worker/app-env";

export const trackingApi = new Hono<AppEnv>();

const SCOPE = "track";
const DAILY_EVENTS_PER_IP = 500;
/** The Graph API version the Conversions API calls use. */
export const GRAPH_API_VERSION = "v25.0";

/** The Conversions API event for one webinar event (Meta's server event fields). */
export async function serverEvent(
  request: TrackingRequest,
  context: { ip: string | null; userAgent: string | null; siteUrl: string; now: Date },
) {
  const product = products.webinar;
  // Only our own pages may be named as the source (anything else is dropped, not forwarded).
  let sourceUrl = context.siteUrl;
  if (request.eventSourceUrl) {
    try {
      const url = new URL(request.eventSourceUrl);
      if (url.host === new URL(context.siteUrl).host) sourceUrl = url.href;
    } catch {
      // Not a URL: keep the site's own.
    }
  }
  const email =
    request.eventName === "Purchase"
      ? request.email
        ? normalizeEmail(request.email)
        : undefined
      : undefined;
  return {
    event_name: request.eventName,
    event_time: Math.floor(context.now.getTime() / 1000),
    event_id: request.eventId,
    action_source: "website",
    event_source_url: sourceUrl,
    user_data: {
      ...(email ? { em: [await sha256Hex(email)] } : {}),
      ...(context.ip ? { client_ip_address: context.ip } : {}),
      client_user_agent: request.clientUserAgent ?? context.userAgent ?? "",
      ...(request.fbp ? { fbp: request.fbp } : {}),
      ...(request.fbc ? { fbc: request.fbc } : {}),
    },
    custom_data: {
      value: product.amount / 100,
      currency: product.currency.toUpperCase(),
      content_name: product.name,
      content_category: product.category,
      ...(request.eventName === "Purchase"
        ? { content_ids: [product.contentId], content_type: "product", num_items: 1 }
        : {}),
    },
  };
}

type ServerEvent = Awaited<ReturnType<typeof serverEvent>>;

/**
 * Sends one event to the Conversions API after the response (the visitor never waits for
 * Meta); false when the pixel id or token is missing. Failures are logged, never raised.
 */
export function forwardToConversionsApi(
  env: Env,
  event: ServerEvent,
  ctx: Pick<ExecutionContext, "waitUntil">,
): boolean {
  const { conversionsApi, graphUrl } = metaSettings(env);
  if (!conversionsApi) return false;
  const { pixelId, token } = conversionsApi;
  const url = `${graphUrl}/${GRAPH_API_VERSION}/${encodeURIComponent(pixelId)}/events?access_token=${encodeURIComponent(token)}`;
  ctx.waitUntil(
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ data: [event] }),
      signal: AbortSignal.timeout(10_000),
    })
      .then((res) => {
        if (!res.ok) logLine("error", "conversions_api_refused", { status: res.status });
      })
      .catch((error: unknown) =>
        logLine("error", "conversions_api_unreachable", errorFields(error)),
      ),
  );
  return true;
}

/**
 * Server side of the Meta events (SPEC: the client never reads the answer). Dropped without the
 * visitor's marketing consent; forwarded to the Conversions API only when the pixel id and token
 * are set, after the answer, so the visitor never waits for Meta.
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
  if (parsed.data.consent?.marketing !== true) {
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
