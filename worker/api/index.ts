import { Hono } from "hono";
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

api.notFound((c) => c.json<ApiError>({ success: false, message: "Not found" }, 404));

api.onError((error, c) => {
  console.error("API error", error);
  return c.json<ApiError>({ success: false, message: "Internal error" }, 500);
});
