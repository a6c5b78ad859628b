import { errorFields, logLine } from "#app/lib/log.server";
import { type Context, Hono } from "hono";
import { consentApi } from "#worker/api/consent";
import { leadApi } from "#worker/api/lead";
import { paymentsApi } from "#worker/api/payments";
import { trackingApi } from "#worker/api/tracking";
import type { AppEnv } from "#worker/app-env";

/** Errors from the API are JSON with the shape every client of ours reads. */
export interface ApiError {
  success: false;
  message: string;
  errors?: string[];
}

export const api = new Hono<AppEnv>();

api.get("/health", (c) =>
  c.json({ status: "ok", time: new Date().toISOString() }, 200, { "Cache-Control": "no-store" }),
);

api.route("/", leadApi);
api.route("/", paymentsApi);
api.route("/", trackingApi);
api.route("/", consentApi);

// Mounted with app.route(), a sub-app's notFound/onError are not consulted, so these are
// registered by the Worker entry for everything under /api.
export const apiNotFound = (c: Context<AppEnv>) =>
  c.json<ApiError>({ success: false, message: "Not found" }, 404);

export const apiError = (error: Error, c: Context<AppEnv>) => {
  logLine("error", "api_error", {
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    ...errorFields(error),
  });
  return c.json<ApiError>({ success: false, message: "Internal error" }, 500);
};
