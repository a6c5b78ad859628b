import type * as z from "zod/mini";
import type { Lang } from "#app/config/languages";
import {
  HISTORY_PATH,
  historyResponse,
  SEARCH_PATH,
  searchResponse,
  type ConversationHit,
  type EarlierConversation,
} from "#app/features/agent-console/search-schema";
import { AGENT_PREFIX, CHAT_PARTY, pollResponse, type ChatMessage } from "#party/protocol";

/** The console's reads of the search API and of a room's transcript, over HTTP. */

async function getJson<T>(url: string, schema: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error("Unexpected answer");
  return parsed.data;
}

export async function fetchSearch(
  query: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<ConversationHit[]> {
  const params = new URLSearchParams({ q: query, lang });
  return (await getJson(`${SEARCH_PATH}?${params}`, searchResponse, signal)).results;
}

export async function fetchHistory(
  email: string,
  except: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<EarlierConversation[]> {
  const params = new URLSearchParams({ email, except, lang });
  return (await getJson(`${HISTORY_PATH}?${params}`, historyResponse, signal)).conversations;
}

/** Pages of a transcript the room gives at most; a conversation longer than that is cut. */
const MAX_PAGES = 100;

/**
 * A whole transcript from the agents' route of its room, page after page (each after the last
 * one's final seq), without opening a socket: reading it changes nothing in the room.
 */
export async function fetchTranscript(
  sessionId: string,
  signal?: AbortSignal,
  onPage?: (messages: ChatMessage[]) => void,
): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let after = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const url = `/${AGENT_PREFIX}/${CHAT_PARTY}/${sessionId}?after=${after}`;
    const { messages, hasMore } = await getJson(url, pollResponse, signal);
    all.push(...messages);
    onPage?.(all.slice());
    const last = messages.at(-1)?.seq;
    if (!hasMore || last === undefined) break;
    after = last;
  }
  return all;
}
