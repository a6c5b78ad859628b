import { Hono } from "hono";
import {
  AGENT_PROFILE_BODY_LIMIT,
  agentProfileChange,
  type AgentProfileView,
} from "#app/features/agent-console/agent-profile-schema";
import { agentProfile, saveAgentProfile } from "#app/features/agent-console/agent-profile.server";
import { type AgentApiEnv, requireAgent } from "#worker/api/agent-auth";
import type { ApiError } from "#worker/api/errors";
import { readJsonBody } from "#worker/api/json-request";

/**
 * GET and PUT /api/agent/me: the signed-in agent's own name, console language and mute switch.
 * The agent is the one the session names; a body never says whose profile it changes.
 */
export const agentProfileApi = new Hono<AgentApiEnv>();

agentProfileApi.use("/agent/me", requireAgent);

const view = ({ agentId, name, lang, muted }: AgentProfileView): AgentProfileView => ({
  agentId,
  name,
  lang,
  muted,
});

agentProfileApi.get("/agent/me", async (c) =>
  c.json(view(await agentProfile(c.env.DB, c.get("agentId")))),
);

agentProfileApi.put("/agent/me", async (c) => {
  const read = await readJsonBody(c, AGENT_PROFILE_BODY_LIMIT);
  if (!read.ok) {
    return c.json<ApiError>({ success: false, message: read.problem }, read.status);
  }
  const parsed = agentProfileChange.safeParse(read.body);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")))];
    return c.json<ApiError>(
      { success: false, message: "Invalid profile", errors: fields.filter(Boolean) },
      422,
    );
  }
  const { name, lang, muted } = parsed.data;
  const change = {
    ...(name === undefined ? {} : { name }),
    ...(lang === undefined ? {} : { lang }),
    ...(muted === undefined ? {} : { muted }),
  };
  return c.json(view(await saveAgentProfile(c.env.DB, c.get("agentId"), change)));
});
