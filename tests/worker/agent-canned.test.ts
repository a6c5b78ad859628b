import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { saveAgentProfile } from "#app/features/agent-console/agent-profile.server";
import { MAX_CANNED_REPLIES, type CannedReply } from "#app/features/agent-console/canned-reply";
import { MAX_TEXT_LENGTH } from "#party/protocol";
import { app } from "#worker/index";
import { signedInAgents } from "./agent-sessions";
import { origin } from "./helpers";

// Agents of this file only: other files may change ana's or ben's saved language.
const ENGLISH_AGENT = "canned-en@subnova.test";
const FRENCH_AGENT = "canned-fr@subnova.test";
let agentEnv: Env;
let cookies: Record<string, string> = {};

beforeAll(async () => {
  ({ env: agentEnv, cookies } = await signedInAgents([ENGLISH_AGENT, FRENCH_AGENT]));
  await saveAgentProfile(env.DB, ENGLISH_AGENT, { lang: "en" });
  await saveAgentProfile(env.DB, FRENCH_AGENT, { lang: "fr" });
});

async function send(request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(request, agentEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

interface Call {
  method?: string;
  body?: unknown;
  agent?: string | null;
  headers?: Record<string, string>;
}

/** A request from the console's own page, as the signed-in agent (or nobody). */
function call(path: string, { method = "GET", body, agent = ENGLISH_AGENT, headers }: Call = {}) {
  return send(
    new Request(`${origin}/api/agent/canned${path}`, {
      method,
      headers: {
        ...(method === "GET" ? {} : { Origin: origin }),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(agent ? { Cookie: cookies[agent] ?? "" } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

/** Titles of this run only: the table is shared by every test file. */
const tag = () => crypto.randomUUID().slice(0, 8);

async function listed(query = ""): Promise<CannedReply[]> {
  const res = await call(query);
  expect(res.status).toBe(200);
  const answer = await res.json<{ success: true; replies: CannedReply[] }>();
  expect(answer.success).toBe(true);
  return answer.replies;
}

async function created(input: { lang: string; title: string; body: string }) {
  const res = await call("", { method: "POST", body: input });
  expect(res.status).toBe(201);
  return (await res.json<{ reply: CannedReply }>()).reply;
}

describe("who may use the saved replies", () => {
  it("asks a signed-out visitor to sign in, for reading and for changes", async () => {
    const reads = await call("", { agent: null });
    expect(reads.status).toBe(401);
    expect(await reads.json()).toEqual({ success: false, message: "Agent sign-in required" });
    const writes = await call("", {
      method: "POST",
      agent: null,
      body: { lang: "en", title: "Hello", body: "Hi there" },
    });
    expect(writes.status).toBe(401);
    const deletes = await call(`/${crypto.randomUUID()}`, { method: "DELETE", agent: null });
    expect(deletes.status).toBe(401);
  });

  it("refuses a change sent from another site, even with the agent's cookie", async () => {
    const title = `Forged ${tag()}`;
    const res = await call("", {
      method: "POST",
      body: { lang: "en", title, body: "Click this link" },
      headers: { Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await listed()).map((r) => r.title)).not.toContain(title);
  });

  it("is never cached: one agent's view", async () => {
    const res = await call("");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("managing the team's replies", () => {
  it("creates, lists by language, edits and deletes a reply", async () => {
    const run = tag();
    const english = await created({
      lang: "en",
      title: `  Refund delay ${run} `,
      body: "Hello {first_name}, refunds take 5 to 10 days.\n",
    });
    expect(english).toMatchObject({
      lang: "en",
      title: `Refund delay ${run}`,
      body: "Hello {first_name}, refunds take 5 to 10 days.",
    });
    const french = await created({
      lang: "fr",
      title: `Délai de remboursement ${run}`,
      body: "Bonjour {first_name}, comptez 5 à 10 jours.",
    });

    const mine = (replies: CannedReply[]) => replies.filter((r) => r.title.includes(run));
    expect(mine(await listed()).map((r) => r.id)).toEqual(
      expect.arrayContaining([english.id, french.id]),
    );
    expect(mine(await listed("?lang=fr"))).toEqual([french]);
    expect(mine(await listed("?lang=en"))).toEqual([english]);
    expect((await listed("?lang=fr")).every((r) => r.lang === "fr")).toBe(true);

    const edited = await call(`/${french.id}`, {
      method: "PUT",
      body: { lang: "fr", title: `Remboursement ${run}`, body: "Bonjour {first_name} !" },
    });
    expect(edited.status).toBe(200);
    expect((await edited.json<{ reply: CannedReply }>()).reply).toMatchObject({
      id: french.id,
      title: `Remboursement ${run}`,
      body: "Bonjour {first_name} !",
    });
    expect(mine(await listed("?lang=fr")).map((r) => r.title)).toEqual([`Remboursement ${run}`]);

    const deleted = await call(`/${french.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(mine(await listed()).map((r) => r.id)).toEqual([english.id]);

    // Gone for everyone: deleting or editing it again says so, in the agent's language.
    const again = await call(`/${french.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect((await again.json<{ message: string }>()).message).toBe(
      "This saved reply no longer exists: another agent may have deleted it.",
    );
    const editGone = await call(`/${french.id}`, {
      method: "PUT",
      agent: FRENCH_AGENT,
      body: { lang: "fr", title: "Titre", body: "Texte" },
    });
    expect(editGone.status).toBe(404);
    expect((await editGone.json<{ message: string }>()).message).toBe(
      "Cette réponse type n’existe plus\u00a0: un autre agent l’a peut-être supprimée.",
    );
    await call(`/${english.id}`, { method: "DELETE" });
  });

  it("lists replies by title, accents and case aside", async () => {
    const run = tag();
    for (const title of [`zèbre ${run}`, `Élan ${run}`, `abeille ${run}`]) {
      await created({ lang: "fr", title, body: "Texte" });
    }
    const titles = (await listed("?lang=fr")).map((r) => r.title).filter((t) => t.includes(run));
    expect(titles).toEqual([`abeille ${run}`, `Élan ${run}`, `zèbre ${run}`]);
    for (const reply of (await listed()).filter((r) => r.title.includes(run))) {
      await call(`/${reply.id}`, { method: "DELETE" });
    }
  });
});

describe("what is refused, and why, in the agent's language", () => {
  it("names each wrong field in English for an English-speaking agent", async () => {
    const res = await call("", {
      method: "POST",
      body: { lang: "de", title: "", body: "x".repeat(MAX_TEXT_LENGTH + 1) },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      success: false,
      message: "This reply was not saved: check the fields marked in red.",
      errors: expect.any(Array),
      fields: {
        lang: "Choose English or French.",
        title: "Give it a title of 1 to 80 characters.",
        body: "Write a reply of 1 to 2,000 characters.",
      },
    });
  });

  it("names them in French for an agent whose console is in French", async () => {
    const res = await call("", {
      method: "POST",
      agent: FRENCH_AGENT,
      body: { lang: "fr", title: "t".repeat(81), body: "   " },
    });
    expect(res.status).toBe(422);
    const answer = await res.json<{ message: string; fields: Record<string, string> }>();
    expect(answer.message).toBe(
      "Réponse non enregistrée\u00a0: vérifiez les champs signalés en rouge.",
    );
    expect(answer.fields).toEqual({
      title: "Donnez-lui un titre de 1 à 80 caractères.",
      body: "Rédigez une réponse de 1 à 2\u202f000 caractères.",
    });
  });

  it("refuses what is not a JSON reply: another type, broken JSON, a body past the cap", async () => {
    const form = await call("", {
      method: "POST",
      body: "title=Hi",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect((await form.json<{ message: string }>()).message).toBe("Send the reply as JSON.");
    const broken = await call("", { method: "POST", body: "{", agent: FRENCH_AGENT });
    expect(broken.status).toBe(400);
    expect((await broken.json<{ message: string }>()).message).toBe(
      "Cette requête n’est pas du JSON valide.",
    );
    const huge = await call("", {
      method: "POST",
      body: { lang: "en", title: "Huge", body: "x".repeat(20_000) },
    });
    expect(huge.status).toBe(413);
    expect((await huge.json<{ message: string }>()).message).toBe(
      "This reply is too large to be saved.",
    );
    const notObject = await call("", { method: "POST", body: "[1]" });
    expect(notObject.status).toBe(422);
  });

  it(`keeps at most ${MAX_CANNED_REPLIES} replies for the team`, async () => {
    const filler = `cap-filler-${tag()}`;
    const { count } = (await env.DB.prepare(`SELECT COUNT(*) AS count FROM canned_replies`).first<{
      count: number;
    }>()) ?? { count: 0 };
    const missing = MAX_CANNED_REPLIES - count - 1;
    try {
      await env.DB.batch(
        Array.from({ length: missing }, (_, i) =>
          env.DB.prepare(
            `INSERT INTO canned_replies (id, lang, title, body, created_by, created_at, updated_at)
             VALUES (?, 'en', ?, 'Filler', ?, 0, 0)`,
          ).bind(crypto.randomUUID(), `Filler ${i}`, filler),
        ),
      );
      // The last place left is taken; the next one is refused.
      const last = await created({ lang: "en", title: `Last ${filler}`, body: "Fits" });
      const refused = await call("", {
        method: "POST",
        agent: FRENCH_AGENT,
        body: { lang: "fr", title: "Une de trop", body: "Refusée" },
      });
      expect(refused.status).toBe(409);
      expect((await refused.json<{ message: string }>()).message).toBe(
        "L’équipe a déjà 500 réponses types. Supprimez-en une avant d’en ajouter une autre.",
      );
      expect((await listed()).length).toBe(MAX_CANNED_REPLIES);
      // Editing still works at the cap, and a deletion makes room again.
      const edit = await call(`/${last.id}`, {
        method: "PUT",
        body: { lang: "en", title: `Last ${filler}`, body: "Edited" },
      });
      expect(edit.status).toBe(200);
      expect((await call(`/${last.id}`, { method: "DELETE" })).status).toBe(200);
      const room = await created({ lang: "fr", title: `Place ${filler}`, body: "Acceptée" });
      await call(`/${room.id}`, { method: "DELETE" });
    } finally {
      await env.DB.prepare(`DELETE FROM canned_replies WHERE created_by = ?`).bind(filler).run();
    }
  });
});
