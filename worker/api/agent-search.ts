import { Hono } from "hono";
import {
  searchConversations,
  visitorHistory,
} from "#app/features/agent-console/conversation-search.server";
import {
  historyParams,
  searchParams,
  type HistoryResponse,
  type SearchResponse,
} from "#app/features/agent-console/search-schema";
import { messages } from "#app/lib/messages.server";
import { requireAgent, type AgentApiEnv, type AgentContext } from "#worker/api/agent-auth";
import type { ApiError } from "#worker/api/errors";
import { requestLang } from "#worker/api/json-request";

/**
 * GET /api/agent/search?q= and GET /api/agent/history?email=&except=: the support console's
 * search over conversations and a visitor's earlier ones. The session check is on each route, not
 * on a path pattern, so it never runs for another sub-app's /agent/* routes.
 */
export const agentSearchApi = new Hono<AgentApiEnv>();

/** A query the console should not have sent, answered in the agent's language. */
const invalid = (c: AgentContext, problem: "query" | "email") =>
  c.json<ApiError>(
    { success: false, message: messages[requestLang(c)].agent.search.errors[problem] },
    400,
  );

agentSearchApi.get("/agent/search", requireAgent, async (c) => {
  const parsed = searchParams.safeParse({ q: c.req.query("q") });
  if (!parsed.success) return invalid(c, "query");
  const results = await searchConversations(c.env.DB, parsed.data.q);
  return c.json<SearchResponse>({ results });
});

agentSearchApi.get("/agent/history", requireAgent, async (c) => {
  const parsed = historyParams.safeParse({
    email: c.req.query("email"),
    except: c.req.query("except"),
  });
  if (!parsed.success) return invalid(c, "email");
  const { email, except } = parsed.data;
  const conversations = await visitorHistory(c.env.DB, email, except ?? null);
  return c.json<HistoryResponse>({ conversations });
});
