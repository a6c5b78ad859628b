import type { Context, MiddlewareHandler } from "hono";
import { sessionFromRequest } from "#app/features/agent-console/agent-session.server";
import type { ApiError } from "#worker/api/errors";
import type { AppEnv } from "#worker/app-env";

/** The agents' API: the Worker's variables plus the agent its session check found. */
export interface AgentApiEnv {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & { agentId: string; agentSessionId: string };
}

const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/**
 * Every /api/agent/* route: a signed-in agent's session (the Worker's own check of the cookie,
 * never anything the client names), and for a change, a request from this site's own pages.
 * Answers are one agent's view: never cached.
 */
export const requireAgent: MiddlewareHandler<AgentApiEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    if (c.req.header("Origin") !== url.origin) {
      return c.json<ApiError>({ success: false, message: "Forbidden origin" }, 403, privateHeaders);
    }
  }
  const session = await sessionFromRequest(c.req.raw, c.env);
  if (!session) {
    return c.json<ApiError>(
      { success: false, message: "Agent sign-in required" },
      401,
      privateHeaders,
    );
  }
  c.set("agentId", session.agentId);
  c.set("agentSessionId", session.sessionId);
  await next();
  for (const [name, value] of Object.entries(privateHeaders)) c.header(name, value);
};

export type AgentContext = Context<AgentApiEnv>;
