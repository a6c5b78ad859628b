import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#app/features/agent-console/agent-session.server";
import { hashAgentPassword } from "#app/features/agent-console/password-hash";
import { MAX_AGENT_NAME_LENGTH } from "#party/protocol";
import { app } from "#worker/index";
import { uniqueIp } from "./chat-helpers";
import { origin } from "./helpers";

const PASSWORD = "correct horse battery staple";
const SECRET = "a-test-session-secret-of-32-characters-or-more";
let agentEnv: Env;

beforeAll(async () => {
  const hashes = [
    await hashAgentPassword("cleo@subnova.test", PASSWORD),
    await hashAgentPassword("dan@subnova.test", PASSWORD),
  ].join(",");
  agentEnv = { ...env, AGENT_PASSWORD_HASHES: hashes, SESSION_SECRET: SECRET };
});

async function send(request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(request, agentEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** Signs in through the sign-in form and returns the session cookie's `name=value`. */
async function signedIn(agentId: string): Promise<string> {
  const res = await send(
    new Request(`${origin}/agent`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "CF-Connecting-IP": uniqueIp() },
      body: new URLSearchParams({ agentId, password: PASSWORD }),
    }),
  );
  expect(res.status).toBe(302);
  const pair = (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  expect(pair.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  return pair;
}

const me = (init: RequestInit & { cookie?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  return send(new Request(`${origin}/api/agent/me`, { ...init, headers }));
};

const put = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  me({
    method: "PUT",
    cookie,
    headers: { Origin: origin, "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("GET and PUT /api/agent/me", () => {
  it("answers 401 to anyone not signed in, and is never cached", async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect((await put(undefined, { name: "Mallory" })).status).toBe(401);
  });

  it("refuses a change from another site's page with 403, even with a valid session", async () => {
    const cookie = await signedIn("cleo@subnova.test");
    const res = await put(cookie, { name: "Mallory" }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    const read = await (await me({ cookie })).json<{ name: string }>();
    expect(read.name).not.toBe("Mallory");
  });

  it("gives an agent who saved nothing a name from their id, English and sound on", async () => {
    const cookie = await signedIn("dan@subnova.test");
    const res = await me({ cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({
      agentId: "dan@subnova.test",
      name: "Dan",
      lang: "en",
      muted: false,
    });
  });

  it("saves the name as one clean line, the language and the mute switch, and reads them back", async () => {
    const cookie = await signedIn("cleo@subnova.test");
    const saved = await put(cookie, { name: "  Cléo\n  Martin ", lang: "fr" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      agentId: "cleo@subnova.test",
      name: "Cléo Martin",
      lang: "fr",
      muted: false,
    });
    // One switch at a time: the others keep their value.
    expect((await put(cookie, { muted: true })).status).toBe(200);
    expect(await (await me({ cookie })).json()).toEqual({
      agentId: "cleo@subnova.test",
      name: "Cléo Martin",
      lang: "fr",
      muted: true,
    });
    const row = await env.DB.prepare(
      "SELECT display_name, lang, muted FROM agent_profiles WHERE agent_id = ?",
    )
      .bind("cleo@subnova.test")
      .first();
    expect(row).toEqual({ display_name: "Cléo Martin", lang: "fr", muted: 1 });
    // Another agent's profile is untouched.
    const dan = await signedIn("dan@subnova.test");
    expect(await (await me({ cookie: dan })).json()).toMatchObject({ name: "Dan", muted: false });
  });

  it("refuses an empty or too long name, another language, a non-boolean mute, and bad bodies", async () => {
    const cookie = await signedIn("cleo@subnova.test");
    const refused = async (body: unknown, field: string) => {
      const res = await put(cookie, body);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ success: false, errors: [field] });
    };
    await refused({ name: "   " }, "name");
    await refused({ name: "x".repeat(MAX_AGENT_NAME_LENGTH + 1) }, "name");
    await refused({ lang: "de" }, "lang");
    await refused({ muted: "yes" }, "muted");
    expect((await put(cookie, { name: "x".repeat(MAX_AGENT_NAME_LENGTH) })).status).toBe(200);
    expect((await put(cookie, "{not json")).status).toBe(400);
    expect((await put(cookie, { name: "Cléo" }, { "Content-Type": "text/plain" })).status).toBe(
      415,
    );
    expect((await put(cookie, { name: "y".repeat(4000) })).status).toBe(413);
  });
});

describe("the console's language", () => {
  const page = (init: { cookie?: string; headers?: Record<string, string>; query?: string } = {}) =>
    send(
      new Request(`${origin}/agent${init.query ?? ""}`, {
        headers: { ...init.headers, ...(init.cookie ? { Cookie: init.cookie } : {}) },
      }),
    ).then((res) => res.text());

  it("signs in in the browser's language, or the one the page's link asks for", async () => {
    expect(await page()).toContain('<html lang="en"');
    const french = await page({ headers: { "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" } });
    expect(french).toContain('<html lang="fr"');
    expect(french).toContain("Console du support");
    expect(await page({ query: "?lang=fr" })).toContain('<html lang="fr"');
    expect(await page({ query: "?lang=en", headers: { "Accept-Language": "fr" } })).toContain(
      '<html lang="en"',
    );
  });

  it("follows the agent's saved choice once signed in, whatever the browser says", async () => {
    const cookie = await signedIn("dan@subnova.test");
    expect((await put(cookie, { lang: "fr" })).status).toBe(200);
    const html = await page({ cookie, headers: { "Accept-Language": "en-US" } });
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Se déconnecter");
    expect((await put(cookie, { lang: "en" })).status).toBe(200);
    expect(await page({ cookie, headers: { "Accept-Language": "fr" } })).toContain(
      '<html lang="en"',
    );
  });
});
