import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext, nonceContext } from "#app/lib/request-context.server";
import { prerenderedAnswers } from "#app/config/prerender";
import { requestIdFor, withRequestId } from "#app/lib/log.server";
import { api } from "#worker/api/index";
import type { AppEnv } from "#worker/app-env";
import { sessionFromRequest } from "#app/features/agent-console/agent-session.server";
import { handleNotifyBatch } from "#app/features/notifications/notify.server";
import { securityHeaders } from "#worker/middleware/security-headers";
import { routeAgentParty, routeVisitorParty } from "#worker/parties";
import { purgeExpired } from "#worker/retention";

export { ChatRoom } from "#party/chat-room";
export { SupportInbox } from "#party/support-inbox";
export { RateCounter } from "#party/rate-counter";

// Built once per isolate, not per request.
const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export const app = new Hono<AppEnv>();

// Every log line of a request carries its id; the response names it, for a support question.
app.use("*", async (c, next) => {
  const id = requestIdFor(c.req.raw);
  await withRequestId(id, next);
  if (c.res.status !== 101) c.res.headers.set("X-Request-Id", id);
});
app.use("*", securityHeaders);
app.route("/api", api);
app.all("/parties/*", (c) => routeVisitorParty(c.req.raw, c.env));
app.all("/agent-parties/*", (c) => routeAgentParty(c.req.raw, c.env, sessionFromRequest));
app.all("*", async (c) => {
  const url = new URL(c.req.url);
  if ((c.req.method === "GET" || c.req.method === "HEAD") && prerenderedAnswers(url)) {
    // Absent while the build prerenders it (and under `npm run dev`): then render it.
    const prerendered = await c.env.ASSETS.fetch(c.req.raw);
    if (prerendered.status !== 404) return prerendered;
  }
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: c.env, ctx: c.executionCtx });
  context.set(nonceContext, c.get("nonce"));
  return handleDocument(c.req.raw, context);
});

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleNotifyBatch(batch, env),
  // The daily Cron Trigger (wrangler.toml): deletes what is past its retention period.
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(purgeExpired(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
