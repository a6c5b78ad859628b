import { isLang, type Lang } from "#app/config/languages";
import { defaultAgentName } from "#party/protocol";

/** An agent's own settings: the name visitors read, the console's language, sounds off. */
export interface AgentProfile {
  agentId: string;
  name: string;
  lang: Lang;
  muted: boolean;
}

interface ProfileRow {
  display_name: string;
  lang: string;
  muted: number;
}

/** The agent's saved profile, or the defaults for one who saved none. */
export async function agentProfile(db: D1Database, agentId: string): Promise<AgentProfile> {
  const row = await db
    .prepare(`SELECT display_name, lang, muted FROM agent_profiles WHERE agent_id = ?`)
    .bind(agentId)
    .first<ProfileRow>();
  return {
    agentId,
    name: row?.display_name ?? defaultAgentName(agentId),
    lang: isLang(row?.lang) ? row.lang : "en",
    muted: row?.muted === 1,
  };
}

/** Saves what the agent changed; the rest keeps its value (or its default). */
export async function saveAgentProfile(
  db: D1Database,
  agentId: string,
  change: Partial<Omit<AgentProfile, "agentId">>,
  now = Date.now(),
): Promise<AgentProfile> {
  const next = { ...(await agentProfile(db, agentId)), ...change };
  await db
    .prepare(
      `INSERT INTO agent_profiles (agent_id, display_name, lang, muted, updated_at)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (agent_id) DO UPDATE SET display_name = excluded.display_name,
         lang = excluded.lang, muted = excluded.muted, updated_at = excluded.updated_at`,
    )
    .bind(agentId, next.name, next.lang, next.muted ? 1 : 0, now)
    .run();
  return next;
}
