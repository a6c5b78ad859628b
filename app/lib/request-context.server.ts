import { createContext, type RouterContextProvider } from "react-router";

/** Per-request values the Worker hands to React Router through its RouterContextProvider. */
export const cloudflareContext = createContext<{
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
}>();

/** The CSP nonce of this response; every inline and module script carries it. */
export const nonceContext = createContext<string>("");

/** The public base URL (SITE_URL) without a trailing slash. */
export function siteUrl(context: Readonly<RouterContextProvider>): string {
  return context.get(cloudflareContext).env.SITE_URL.replace(/\/$/, "");
}
