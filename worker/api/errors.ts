import { errorFields, logLine } from "#app/lib/log.server";
import type { Context } from "hono";
import type { AppEnv } from "#worker/app-env";

/** Errors from the API are JSON with the shape every client of ours reads. */
export interface ApiError {
  success: false;
  message: string;
  errors?: string[];
}

/** An API path we do not serve: JSON, never the site's HTML 404 page. */
export const apiNotFound = (c: Context<AppEnv>) =>
  c.json<ApiError>({ success: false, message: "Not found" }, 404);

/** A handler's failure: logged with its request, answered as JSON without its details. */
export const apiError = (error: Error, c: Context<AppEnv>) => {
  logLine("error", "api_error", {
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    ...errorFields(error),
  });
  return c.json<ApiError>({ success: false, message: "Internal error" }, 500);
};
