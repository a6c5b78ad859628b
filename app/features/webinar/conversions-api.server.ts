import { errorFields, logLine } from "#app/lib/log.server";
import { products } from "#app/features/webinar/catalogue";
import { metaSettings } from "#app/features/webinar/meta-settings.server";
import type { WebinarEvent } from "#app/features/webinar/tracking-event";
import { normalizeEmail } from "#app/lib/patterns";
import { sha256Hex } from "#app/lib/sha256";

/** The Graph API version the Conversions API calls use. */
export const GRAPH_API_VERSION = "v25.0";

/** What one server event is made from: a browser's pre-purchase event or a verified payment. */
export interface ServerEventInput {
  eventName: WebinarEvent;
  eventId: string;
  /** Sent (hashed) with a Purchase only. */
  email?: string | null;
  clientUserAgent?: string | null;
  fbp?: string | null;
  fbc?: string | null;
  eventSourceUrl?: string | null;
}

/** The Conversions API event for one webinar event (Meta's server event fields). */
export async function serverEvent(
  input: ServerEventInput,
  context: { ip: string | null; userAgent: string | null; siteUrl: string; now: Date },
) {
  const product = products.webinar;
  // Only our own pages may be named as the source (anything else is dropped, not forwarded).
  let sourceUrl = context.siteUrl;
  if (input.eventSourceUrl) {
    try {
      const url = new URL(input.eventSourceUrl);
      if (url.host === new URL(context.siteUrl).host) sourceUrl = url.href;
    } catch {
      // Not a URL: keep the site's own.
    }
  }
  const isPurchase = input.eventName === "Purchase";
  const email = isPurchase && input.email ? normalizeEmail(input.email) : undefined;
  return {
    event_name: input.eventName,
    event_time: Math.floor(context.now.getTime() / 1000),
    event_id: input.eventId,
    action_source: "website",
    event_source_url: sourceUrl,
    user_data: {
      ...(email ? { em: [await sha256Hex(email)] } : {}),
      ...(context.ip ? { client_ip_address: context.ip } : {}),
      client_user_agent: input.clientUserAgent ?? context.userAgent ?? "",
      ...(input.fbp ? { fbp: input.fbp } : {}),
      ...(input.fbc ? { fbc: input.fbc } : {}),
    },
    custom_data: {
      value: product.amount / 100,
      currency: product.currency.toUpperCase(),
      content_name: product.name,
      content_category: product.category,
      ...(isPurchase
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
