import { Hono } from "hono";
import { isLang, type Lang } from "#app/config/languages";
import { agentProfile } from "#app/features/agent-console/agent-profile.server";
import {
  createCanned,
  deleteCanned,
  listCanned,
  updateCanned,
} from "#app/features/agent-console/canned-replies.server";
import {
  CANNED_BODY_LIMIT,
  cannedReplyInput,
  MAX_CANNED_BODY_LENGTH,
  MAX_CANNED_REPLIES,
  MAX_CANNED_TITLE_LENGTH,
  type CannedField,
  type CannedReply,
  type CannedReplyInput,
} from "#app/features/agent-console/canned-reply";
import { makeI18n } from "#app/lib/i18n";
import { messages } from "#app/lib/messages.server";
import { requireAgent, type AgentApiEnv, type AgentContext } from "#worker/api/agent-auth";
import type { ApiError } from "#worker/api/errors";
import { readJsonBody } from "#worker/api/json-request";

/**
 * The team's saved replies: GET /api/agent/canned (?lang=en|fr for one language), POST to add
 * one, PUT and DELETE /api/agent/canned/:id. Signed-in agents only; errors in the agent's language.
 */
export const cannedApi = new Hono<AgentApiEnv>();

/** A refusal, with the message for each field the form got wrong. */
export interface CannedApiError extends ApiError {
  fields?: Partial<Record<CannedField, string>>;
}

export type CannedListAnswer = { success: true; replies: CannedReply[] };
export type CannedReplyAnswer = { success: true; reply: CannedReply };

type Problem = "unsupportedType" | "notAcceptable" | "tooLarge" | "badJson" | "full" | "notFound";

/** The agent's own language: the console's, as they chose it. */
async function agentLang(c: AgentContext): Promise<Lang> {
  return (await agentProfile(c.env.DB, c.get("agentId"))).lang;
}

function translator(lang: Lang) {
  const { t } = makeI18n(lang, { common: messages[lang].common, agent: messages[lang].agent });
  const number = new Intl.NumberFormat(lang);
  return {
    problem: (problem: Problem) =>
      t(`agent:canned.errors.${problem}`, { max: number.format(MAX_CANNED_REPLIES) }),
    field: (field: CannedField) =>
      field === "lang"
        ? t("agent:canned.errors.lang")
        : t(`agent:canned.errors.${field}`, {
            max: number.format(
              field === "title" ? MAX_CANNED_TITLE_LENGTH : MAX_CANNED_BODY_LENGTH,
            ),
          }),
    invalid: () => t("agent:canned.errors.invalid"),
  };
}

async function refuse(
  c: AgentContext,
  problem: Problem,
  status: 400 | 404 | 406 | 409 | 413 | 415,
) {
  const message = translator(await agentLang(c)).problem(problem);
  return c.json<CannedApiError>({ success: false, message }, status);
}

const isReplyId = (id: string) => /^[0-9a-f-]{36}$/.test(id);

/** The body of a POST or PUT, checked; or the answer that refuses it. */
async function readReply(
  c: AgentContext,
): Promise<{ ok: true; input: CannedReplyInput } | { ok: false; answer: Response }> {
  const read = await readJsonBody(c, CANNED_BODY_LIMIT);
  if (!read.ok) return { ok: false, answer: await refuse(c, read.problem, read.status) };
  const parsed = cannedReplyInput.safeParse(read.body);
  if (parsed.success) return { ok: true, input: parsed.data };
  const text = translator(await agentLang(c));
  const fields: Partial<Record<CannedField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === "lang" || field === "title" || field === "body")
      fields[field] = text.field(field);
  }
  const errors = Object.values(fields);
  // Not an object at all: every field is missing.
  if (errors.length === 0) errors.push(text.invalid());
  return {
    ok: false,
    answer: c.json<CannedApiError>(
      { success: false, message: text.invalid(), errors, fields },
      422,
    ),
  };
}

cannedApi.get("/agent/canned", requireAgent, async (c) => {
  const lang = c.req.query("lang");
  const replies = await listCanned(c.env.DB, isLang(lang) ? lang : undefined);
  return c.json<CannedListAnswer>({ success: true, replies });
});

cannedApi.post("/agent/canned", requireAgent, async (c) => {
  const read = await readReply(c);
  if (!read.ok) return read.answer;
  const reply = await createCanned(c.env.DB, c.get("agentId"), read.input);
  if (!reply) return refuse(c, "full", 409);
  return c.json<CannedReplyAnswer>({ success: true, reply }, 201);
});

cannedApi.put("/agent/canned/:id", requireAgent, async (c) => {
  const id = c.req.param("id");
  const read = await readReply(c);
  if (!read.ok) return read.answer;
  const reply = isReplyId(id) ? await updateCanned(c.env.DB, id, read.input) : null;
  if (!reply) return refuse(c, "notFound", 404);
  return c.json<CannedReplyAnswer>({ success: true, reply });
});

cannedApi.delete("/agent/canned/:id", requireAgent, async (c) => {
  const id = c.req.param("id");
  const deleted = isReplyId(id) && (await deleteCanned(c.env.DB, id));
  if (!deleted) return refuse(c, "notFound", 404);
  return c.json({ success: true });
});
