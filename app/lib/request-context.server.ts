import { createContext } from "react-router";

/** Per-request values the Worker hands to React Router through its RouterContextProvider. */
export const cloudflareContext = createContext<{
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
}>();

/** The CSP nonce of this response; every inline and module script carries it. */
export const nonceContext = createContext<string>("");
