import type {
  CannedField,
  CannedReply,
  CannedReplyInput,
} from "#app/features/agent-console/canned-reply";

/** The console's calls to /api/agent/canned. */

const ENDPOINT = "/api/agent/canned";

/** Why a call failed: the server's message in the agent's language, when it could answer. */
export interface CannedFailure {
  ok: false;
  /** 0 when the server could not be reached. */
  status: number;
  message: string | null;
  fields: Partial<Record<CannedField, string>>;
}
export type CannedResult<T> = { ok: true; value: T } | CannedFailure;

interface Answer {
  replies?: CannedReply[];
  reply?: CannedReply;
  message?: string;
  fields?: Partial<Record<CannedField, string>>;
}

async function call(path: string, init: RequestInit = {}): Promise<CannedResult<Answer>> {
  let res: Response;
  try {
    res = await fetch(`${ENDPOINT}${path}`, {
      ...init,
      headers: {
        Accept: "application/json",
        ...(init.body ? { "Content-Type": "application/json" } : {}),
      },
    });
  } catch {
    return { ok: false, status: 0, message: null, fields: {} };
  }
  // Only our own API answers here; a proxy's HTML error page is a failure without a message.
  const answer = (await res.json().catch(() => ({}))) as Answer;
  if (res.ok) return { ok: true, value: answer };
  return {
    ok: false,
    status: res.status,
    message: typeof answer.message === "string" ? answer.message : null,
    fields: answer.fields ?? {},
  };
}

export async function fetchCannedReplies(): Promise<CannedResult<CannedReply[]>> {
  const result = await call("");
  return result.ok ? { ok: true, value: result.value.replies ?? [] } : result;
}

/** Creates a reply, or replaces the one with this id. */
export async function saveCannedReply(
  input: CannedReplyInput,
  id: string | null,
): Promise<CannedResult<CannedReply>> {
  const result = await call(id ? `/${encodeURIComponent(id)}` : "", {
    method: id ? "PUT" : "POST",
    body: JSON.stringify(input),
  });
  if (!result.ok) return result;
  const { reply } = result.value;
  return reply ? { ok: true, value: reply } : { ok: false, status: 500, message: null, fields: {} };
}

export async function deleteCannedReply(id: string): Promise<CannedResult<null>> {
  const result = await call(`/${encodeURIComponent(id)}`, { method: "DELETE" });
  return result.ok ? { ok: true, value: null } : result;
}
