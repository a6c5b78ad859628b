import { Hono } from "hono";
import { cannedApi } from "#worker/api/agent-canned";
import { agentProfileApi } from "#worker/api/agent-profile";
import { agentReportsApi } from "#worker/api/agent-reports";
import { agentSearchApi } from "#worker/api/agent-search";
import { consentApi } from "#worker/api/consent";
import { apiError, apiNotFound } from "#worker/api/errors";
import { leadApi } from "#worker/api/lead";
import { paymentsApi } from "#worker/api/payments";
import { trackingApi } from "#worker/api/tracking";
import type { AppEnv } from "#worker/app-env";

export const api = new Hono<AppEnv>();

api.get("/health", (c) =>
  c.json({ status: "ok", time: new Date().toISOString() }, 200, { "Cache-Control": "no-store" }),
);

api.route("/", leadApi);
api.route("/", paymentsApi);
api.route("/", trackingApi);
api.route("/", consentApi);
api.route("/", cannedApi);
api.route("/", agentReportsApi);
api.route("/", agentSearchApi);
api.route("/", agentProfileApi);

// Hono applies a sub-app's own error handler to its routes once mounted. An unknown path matches
// none of them, so the catch-all route is the API's "not found" (last: routes match in order).
api.onError(apiError);
api.all("/", apiNotFound);
api.all("*", apiNotFound);
