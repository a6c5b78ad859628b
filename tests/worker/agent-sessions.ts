import { env } from "cloudflare:workers";
import {
  agentAuthConfig,
  SESSION_COOKIE,
  startSession,
} from "#app/features/agent-console/agent-session.server";
import { hashAgentPassword } from "#app/features/agent-console/password-hash";

/**
 * Agents signed in for a test file: an env where these agents may sign in, and each one's
 * session cookie (`name=value`), as the sign-in form would set it.
 */
export async function signedInAgents(
  agentIds: readonly string[],
): Promise<{ env: Env; cookies: Record<string, string> }> {
  const hashes = await Promise.all(
    agentIds.map((agentId) => hashAgentPassword(agentId, "correct horse battery staple")),
  );
  const agentEnv: Env = {
    ...env,
    AGENT_PASSWORD_HASHES: hashes.join(","),
    SESSION_SECRET: "a-test-session-secret-of-32-characters-or-more",
  };
  const config = agentAuthConfig(agentEnv);
  if (!config) throw new Error("agent sign-in not configured");
  const cookies: Record<string, string> = {};
  for (const credential of config.credentials) {
    const { value } = await startSession(agentEnv, config, credential);
    cookies[credential.agentId] = `${SESSION_COOKIE}=${value}`;
  }
  return { env: agentEnv, cookies };
}
