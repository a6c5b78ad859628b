import {
  AGENT_ME_PATH,
  type AgentProfileChange,
  type AgentProfileView,
} from "#app/features/agent-console/agent-profile-schema";

/** Saves a change to the agent's own profile; the saved profile, or null when it failed. */
export async function saveProfile(change: AgentProfileChange): Promise<AgentProfileView | null> {
  try {
    const response = await fetch(AGENT_ME_PATH, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(change),
    });
    return response.ok ? await response.json<AgentProfileView>() : null;
  } catch {
    return null;
  }
}
