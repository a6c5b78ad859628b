import { createContext, type MiddlewareFunction } from "react-router";
import { defaultLang, isLang, type Lang } from "#app/config/languages";
import { agentFromRequest } from "#app/features/agent-console/agent-session.server";
import { pageLangContext } from "#app/lib/page-lang.server";
import { cloudflareContext } from "#app/lib/request-context.server";

/** The console's request as its middleware resolved it: who is signed in, in which language. */
export const consoleRequestContext = createContext<{ agentId: string | null; lang: Lang }>({
  agentId: null,
  lang: defaultLang,
});

/** The first of the browser's languages we publish in. */
export function acceptedLang(header: string | null): Lang | null {
  for (const part of (header ?? "").split(",")) {
    const code = part.split(";")[0]?.trim().slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return null;
}

/** The language an agent saved, or null for one who never chose. */
async function savedLang(db: D1Database, agentId: string): Promise<Lang | null> {
  try {
    const row = await db
      .prepare(`SELECT lang FROM agent_profiles WHERE agent_id = ?`)
      .bind(agentId)
      .first<{ lang: string }>();
    return isLang(row?.lang) ? row.lang : null;
  } catch {
    // D1 down costs the choice, not the console.
    return null;
  }
}

/**
 * The console's language: the signed-in agent's choice; before sign-in (or before they chose),
 * the language link of the sign-in page (?lang=), else the browser's, else English.
 */
export async function consoleLang(
  request: Request,
  url: URL,
  db: D1Database,
  agentId: string | null,
): Promise<Lang> {
  const saved = agentId ? await savedLang(db, agentId) : null;
  if (saved) return saved;
  const asked = url.searchParams.get("lang");
  if (isLang(asked)) return asked;
  return acceptedLang(request.headers.get("Accept-Language")) ?? defaultLang;
}

/** The console route's middleware: resolves the agent and the language once per request. */
export const consoleLanguage: MiddlewareFunction<Response> = async (
  { request, url, context },
  next,
) => {
  const { env } = context.get(cloudflareContext);
  const agentId = await agentFromRequest(request, env);
  const lang = await consoleLang(request, url, env.DB, agentId);
  context.set(consoleRequestContext, { agentId, lang });
  // The root loader (html lang, the shell's copy) reads it too.
  context.set(pageLangContext, lang);
  return next();
};
