import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_FAILURES } from "#app/features/agent-console/sign-in-limits.server";
import {
  agentAuthConfig,
  LOGIN_FAILURES_PER_DAY,
  SESSION_COOKIE,
  SESSION_HOURS,
  sessionFromRequest,
  startSession,
  verifySessionValue,
} from "#app/features/agent-console/agent-session.server";
import { withDevAgent } from "#app/features/agent-console/dev-agent-file";
import {
  hashAgentPassword,
  parseAgentHashes,
  verifyAgentPassword,
} from "#app/features/agent-console/password-hash";
import { parseInboxFrame, parseServerFrame } from "#party/protocol";
import { app } from "#worker/index";
import { eventually, joinedVisitor, newSessionId, TestSocket, uniqueIp } from "./chat-helpers";
import { origin } from "./helpers";

const PASSWORD = "correct horse battery staple";
const SECRET = "a-test-session-secret-of-32-characters-or-more";
let hashes = "";
let agentEnv: Env;

beforeAll(async () => {
  hashes = [
    await hashAgentPassword("ana@subnova.test", PASSWORD),
    await hashAgentPassword("ben@subnova.test", "another password here"),
  ].join(",");
  agentEnv = { ...env, AGENT_PASSWORD_HASHES: hashes, SESSION_SECRET: SECRET };
});

async function send(request: Request, testEnv: Env = agentEnv): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(request, testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

function signInRequest(
  fields: Record<string, string>,
  { ip = uniqueIp(), headers = {} as Record<string, string> } = {},
) {
  return new Request(`${origin}/agent`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "CF-Connecting-IP": ip, ...headers },
    body: new URLSearchParams(fields),
  });
}

const signInAs = (agentId: string, password: string, ip?: string) =>
  send(signInRequest({ agentId, password }, { ip }));

/** The session cookie's `name=value` from a sign-in answer. */
function cookieOf(res: Response): string {
  const setCookie = res.headers.get("Set-Cookie") ?? "";
  const pair = setCookie.split(";")[0] ?? "";
  expect(pair.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  return pair;
}

async function signedInCookie(agentId = "ana@subnova.test") {
  const res = await signInAs(agentId, PASSWORD);
  expect(res.status).toBe(302);
  return cookieOf(res);
}

describe("password hashes", () => {
  it("accepts the right password and refuses a wrong one or an unknown agent", async () => {
    const credentials = parseAgentHashes(hashes);
    expect(credentials.map((c) => c.agentId)).toEqual(["ana@subnova.test", "ben@subnova.test"]);
    expect((await verifyAgentPassword(credentials, "ana@subnova.test", PASSWORD))?.agentId).toBe(
      "ana@subnova.test",
    );
    expect(await verifyAgentPassword(credentials, "ana@subnova.test", `${PASSWORD}!`)).toBeNull();
    expect(await verifyAgentPassword(credentials, "ben@subnova.test", PASSWORD)).toBeNull();
    expect(await verifyAgentPassword(credentials, "eve@subnova.test", PASSWORD)).toBeNull();
  });

  it("skips malformed entries instead of letting them sign anyone in", async () => {
    const good = await hashAgentPassword("ana@subnova.test", PASSWORD);
    const [, scheme] = good.split(":") as [string, string];
    const raw = [
      "plain-text-password",
      `bob@subnova.test:${scheme.replace("pbkdf2-sha256", "md5")}`,
      // More iterations than Workers can run.
      `bob@subnova.test:${scheme.replace("$100000$", "$900000$")}`,
      `bob@subnova.test:${scheme.slice(0, -4)}`,
      `\n ${good} \n`,
    ].join(",");
    expect(parseAgentHashes(raw).map((c) => c.agentId)).toEqual(["ana@subnova.test"]);
  });
});

describe("session cookie value", () => {
  const ana = () => {
    const config = agentAuthConfig(agentEnv);
    if (!config) throw new Error("config");
    const [credential] = config.credentials as [NonNullable<(typeof config.credentials)[0]>];
    return { config, credential };
  };
  const withCookie = (value: string) =>
    new Request(`${origin}/agent`, { headers: { Cookie: `${SESSION_COOKIE}=${value}` } });

  it("names its agent and session until the session expires", async () => {
    const { config, credential } = ana();
    const now = Date.now();
    const { value, session } = await startSession(agentEnv, config, credential, now);
    expect(session.expiresAt).toBe(now + SESSION_HOURS * 3_600_000);
    expect(await sessionFromRequest(withCookie(value), agentEnv, now + 1000)).toEqual(session);
    expect(await sessionFromRequest(withCookie(value), agentEnv, session.expiresAt)).toBeNull();
  });

  it("is refused when forged, re-signed with another secret or moved to another agent", async () => {
    const { config, credential } = ana();
    const { value } = await startSession(agentEnv, config, credential);
    const [id, sessionId, signature] = value.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(await verifySessionValue(config, `${id}.${sessionId}.${flipped}`)).toBeNull();
    // Another session (a guessed or older id) under the same signature.
    const { value: other } = await startSession(agentEnv, config, credential);
    const otherId = other.split(".")[1] ?? "";
    expect(await verifySessionValue(config, `${id}.${otherId}.${signature}`)).toBeNull();
    const benId = btoa("ben@subnova.test").replace(/=+$/, "");
    expect(await verifySessionValue(config, `${benId}.${sessionId}.${signature}`)).toBeNull();
    const otherSecret = { ...config, secret: `${SECRET}-rotated` };
    expect(await verifySessionValue(otherSecret, value)).toBeNull();
    expect(await verifySessionValue(config, `${value}.extra`)).toBeNull();
    expect(await verifySessionValue(config, value)).toEqual({
      agentId: "ana@subnova.test",
      sessionId,
    });
  });

  it("ends when the agent's password changes", async () => {
    const { config, credential } = ana();
    const { value } = await startSession(agentEnv, config, credential);
    const changedEnv = {
      ...agentEnv,
      AGENT_PASSWORD_HASHES: await hashAgentPassword("ana@subnova.test", "a new password 123"),
    };
    expect(await sessionFromRequest(withCookie(value), changedEnv)).toBeNull();
  });
});

describe("/agent sign-in page", () => {
  it("shows the sign-in form, never indexed or cached, without the visitor widgets", async () => {
    const res = await send(new Request(`${origin}/agent`));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Robots-Tag")).toContain("noindex");
    const html = await res.text();
    expect(html).toContain("Support console");
    expect(html).toContain('name="agentId"');
    expect(html).toContain('type="password"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    // The shell's copy is in the data; the launcher and the consent dialog are not on the page.
    expect(html).not.toContain('data-testid="chat-launcher"');
    expect(html).not.toMatch(/<h2[^>]*>We value your privacy</);
  });

  it("says when sign-in is not set up", async () => {
    const res = await send(new Request(`${origin}/agent`), { ...env, SESSION_SECRET: "short" });
    expect(await res.text()).toContain("Agent sign-in is not set up on this server");
    const post = await send(signInRequest({ agentId: "ana@subnova.test", password: PASSWORD }), {
      ...env,
      AGENT_PASSWORD_HASHES: "",
    });
    expect(post.status).toBe(503);
    expect(post.headers.get("Set-Cookie")).toBeNull();
  });

  it("signs an agent in with a __Host-, HttpOnly, Secure, SameSite=Strict cookie", async () => {
    const res = await signInAs("ana@subnova.test", PASSWORD);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/agent");
    const setCookie = res.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-subnova_agent=[\w-]+\.[\w-]{43}\.[\w-]+;/);
    for (const flag of ["Path=/", "HttpOnly", "Secure", "SameSite=Strict", "Max-Age=43200"]) {
      expect(setCookie).toContain(flag);
    }
    expect(setCookie).not.toContain("Domain=");
    const page = await send(new Request(`${origin}/agent`, { headers: { Cookie: cookieOf(res) } }));
    const html = await page.text();
    // The console, with its sign-out form (the copy travels with both pages, the form does not).
    expect(html).toContain('name="intent" value="logout"');
    expect(html).not.toContain('type="password"');
  });

  it("refuses a wrong password with a message and no cookie", async () => {
    const res = await signInAs("ana@subnova.test", "not the password");
    expect(res.status).toBe(401);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await res.text()).toContain("Wrong agent email or password.");
  });

  it("refuses a post from another site or without an Origin (CSRF)", async () => {
    for (const headers of [{ Origin: "https://evil.example" }, { Origin: "null" }]) {
      const res = await send(
        signInRequest({ agentId: "ana@subnova.test", password: PASSWORD }, { headers }),
      );
      // React Router itself turns cross-origin action posts away (400) before our check (403).
      expect([400, 403]).toContain(res.status);
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }
    const noOrigin = new Request(`${origin}/agent`, {
      method: "POST",
      body: new URLSearchParams({ agentId: "ana@subnova.test", password: PASSWORD }),
    });
    expect((await send(noOrigin)).status).toBe(403);
  });

  it("refuses a 20 KB chunked sign-in post (no Content-Length) with 413, unread past 4 KB", async () => {
    const encoder = new TextEncoder();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 20 chunks of 1 KB: the password field alone is far over the cap.
        if (sent === 20) return controller.close();
        const text = sent === 0 ? "agentId=ana%40subnova.test&password=" : "";
        controller.enqueue(encoder.encode(text.padEnd(1024, "x")));
        sent += 1;
      },
    });
    const request = new Request(`${origin}/agent`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: origin,
        "CF-Connecting-IP": uniqueIp(),
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body,
    });
    expect(request.headers.get("Content-Length")).toBeNull();
    const res = await send(request);
    expect(res.status).toBe(413);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await res.text()).toContain("This sign-in request is too large.");
    // The reader stopped at the cap instead of taking in all 20 KB.
    expect(sent).toBeLessThan(20);
  });

  it("asks for both fields", async () => {
    const res = await send(signInRequest({ agentId: "  ", password: "" }));
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("Enter your agent email and password.");
  });

  /** A made-up agent email per call: wrong passwords for it lock no real account. */
  const stranger = () => `nobody-${crypto.randomUUID().slice(0, 8)}@subnova.test`;

  it(`locks an IP out after ${LOGIN_FAILURES_PER_DAY} wrong passwords, even for the right one`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_FAILURES_PER_DAY; i++) {
      expect((await signInAs(stranger(), `guess ${i}`, ip)).status).toBe(401);
    }
    const locked = await signInAs("ana@subnova.test", PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Set-Cookie")).toBeNull();
    expect(await locked.text()).toContain(
      "Too many sign-in attempts from this network or for this account.",
    );
    // Another network is not affected.
    expect((await signInAs("ana@subnova.test", PASSWORD)).status).toBe(302);
  });

  it("counts 12 parallel wrong passwords from one address exactly: 10 tried, then 429", async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInAs(stranger(), `guess ${i}`, ip)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    // The 13th is refused before its password is looked at, the right one included.
    const next = await signInAs("ana@subnova.test", PASSWORD, ip);
    expect(next.status).toBe(429);
    expect(next.headers.get("Set-Cookie")).toBeNull();
    const retryAfter = Number(next.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
  });

  it("counts wrong passwords from every address of one IPv6 /64 as one network", async () => {
    // uniqueIp() is `<first four groups>::1`: vary the last four, as one host on a /64 can.
    const network = uniqueIp().replace(/::1$/, "");
    const address = (i: number) => `${network}:${(i + 1).toString(16)}:${i.toString(16)}:0:1`;
    for (let i = 0; i < LOGIN_FAILURES_PER_DAY; i++) {
      expect((await signInAs(stranger(), `guess ${i}`, address(i))).status).toBe(401);
    }
    const locked = await signInAs("ana@subnova.test", PASSWORD, address(99));
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Set-Cookie")).toBeNull();
  });

  it(`locks an account after ${ACCOUNT_FAILURES.limit} wrong passwords from any addresses, briefly`, async () => {
    const cy = `cy-${crypto.randomUUID().slice(0, 8)}@subnova.test`;
    const cyEnv = {
      ...agentEnv,
      AGENT_PASSWORD_HASHES: `${hashes},${await hashAgentPassword(cy, PASSWORD)}`,
    };
    for (let i = 0; i < ACCOUNT_FAILURES.limit; i++) {
      // Spelt as people type it: the account is counted once whatever the case and spaces.
      const typed = i % 2 ? cy.toUpperCase() : ` ${cy} `;
      const res = await send(signInRequest({ agentId: typed, password: `guess ${i}` }), cyEnv);
      expect(res.status).toBe(401);
    }
    const locked = await send(signInRequest({ agentId: cy, password: PASSWORD }), cyEnv);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Set-Cookie")).toBeNull();
    const retryAfter = Number(locked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_FAILURES.windowMs / 1000);
    // Another agent is not locked out with it.
    const ana = await send(
      signInRequest({ agentId: "ana@subnova.test", password: PASSWORD }),
      cyEnv,
    );
    expect(ana.status).toBe(302);
  });

  it("signs out by clearing the cookie", async () => {
    const cookie = await signedInCookie();
    const res = await send(signInRequest({ intent: "logout" }, { headers: { Cookie: cookie } }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Set-Cookie")).toMatch(/^__Host-subnova_agent=; .*Max-Age=0/);
  });
});

describe("agent sockets behind the session", () => {
  const upgrade = (path: string, headers: Record<string, string>) =>
    send(
      new Request(`${origin}${path}`, {
        headers: { Upgrade: "websocket", Origin: origin, ...headers },
      }),
    );

  it("opens the inbox for a signed-in agent, who is then listed online", async () => {
    const res = await upgrade("/agent-parties/support-inbox/main", {
      Cookie: await signedInCookie(),
    });
    expect(res.status).toBe(101);
    if (!res.webSocket) throw new Error("no socket");
    const inbox = new TestSocket(res.webSocket, parseInboxFrame);
    const snapshot = await inbox.next("snapshot");
    expect(snapshot.agents).toContainEqual({ id: "ana@subnova.test", name: "Ana" });
    inbox.close();
  });

  it("joins a visitor's room as support (the room sends agents its summary)", async () => {
    const sessionId = newSessionId();
    const visitor = await joinedVisitor(sessionId, { name: "Chloé" });
    const res = await upgrade(`/agent-parties/chat-room/${sessionId}`, {
      Cookie: await signedInCookie("ana@subnova.test"),
    });
    expect(res.status).toBe(101);
    if (!res.webSocket) throw new Error("no socket");
    const agent = new TestSocket(res.webSocket, parseServerFrame);
    const room = await agent.next("room");
    expect(room.profile?.name).toBe("Chloé");
    agent.close();
    visitor.close();
  });

  it("refuses no cookie, a forged cookie, a visitor's role headers and another site", async () => {
    const cookie = await signedInCookie();
    const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const swap = (c: string, mask: number) => B64[B64.indexOf(c) ^ mask] ?? c;
    // A changed signature byte, and the same bytes spelt another way (the last character's
    // two unused bits flipped): both must be refused.
    const forged = cookie.replace(
      /(\.[^.]{10})(.)([^.]*)$/,
      (_m, head: string, c: string, tail: string) => head + swap(c, 32) + tail,
    );
    const respelt = cookie.replace(/.$/, (c) => swap(c, 1));
    const attempts: Array<Record<string, string>> = [
      {},
      { Cookie: forged },
      { Cookie: respelt },
      { Cookie: `${SESSION_COOKIE}=bm9ib2R5.99999999999999.AAAA` },
      { "x-chat-role": "agent", "x-agent-id": "ana@subnova.test" },
    ];
    for (const headers of attempts) {
      expect((await upgrade("/agent-parties/support-inbox/main", headers)).status).toBe(401);
    }
    const foreign = await upgrade("/agent-parties/support-inbox/main", {
      Cookie: cookie,
      Origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
  });
});

describe("sign-out on the server", () => {
  /** An agent socket through the Worker's agent route, with this cookie. */
  async function agentSocket<F extends { t: string }>(
    path: string,
    cookie: string,
    parse: (raw: unknown) => F | null,
  ) {
    const res = await send(
      new Request(`${origin}${path}`, {
        headers: { Upgrade: "websocket", Origin: origin, Cookie: cookie },
      }),
    );
    expect(res.status).toBe(101);
    if (!res.webSocket) throw new Error("no socket");
    return new TestSocket(res.webSocket, parse);
  }

  const signOut = (cookie: string) =>
    send(signInRequest({ intent: "logout" }, { headers: { Cookie: cookie } }));

  /** The close a socket saw, waited for. */
  const closeOf = (socket: TestSocket<{ t: string }>) =>
    eventually(
      () => socket.closed,
      (closed) => closed !== null,
    );

  it("revokes the session: a copy of the cookie gets the sign-in page and 401", async () => {
    const cookie = await signedInCookie();
    expect((await signOut(cookie)).status).toBe(302);
    // The copy someone kept (another tab, a stolen cookie) is sent again as it was.
    const page = await send(new Request(`${origin}/agent`, { headers: { Cookie: cookie } }));
    const html = await page.text();
    expect(html).toContain('type="password"');
    expect(html).not.toContain('name="intent" value="logout"');
    const upgrade = await send(
      new Request(`${origin}/agent-parties/support-inbox/main`, {
        headers: { Upgrade: "websocket", Origin: origin, Cookie: cookie },
      }),
    );
    expect(upgrade.status).toBe(401);
    const poll = await send(
      new Request(`${origin}/agent-parties/chat-room/${newSessionId()}`, {
        headers: { Origin: origin, Cookie: cookie },
      }),
    );
    expect(poll.status).toBe(401);
  });

  it("closes that session's inbox and room sockets at once, and no other session's", async () => {
    const sessionId = newSessionId();
    const visitor = await joinedVisitor(sessionId, { name: "Zoé" });
    const cookie = await signedInCookie();
    const otherDevice = await signedInCookie();
    const inbox = await agentSocket("/agent-parties/support-inbox/main", cookie, parseInboxFrame);
    await inbox.next("snapshot");
    const room = await agentSocket(
      `/agent-parties/chat-room/${sessionId}`,
      cookie,
      parseServerFrame,
    );
    await room.next("room");
    const otherInbox = await agentSocket(
      "/agent-parties/support-inbox/main",
      otherDevice,
      parseInboxFrame,
    );
    await otherInbox.next("snapshot");

    expect((await signOut(cookie)).status).toBe(302);
    // A code of 4000 or more: final, the console stops reconnecting and says it was signed out.
    expect((await closeOf(inbox))?.code).toBeGreaterThanOrEqual(4000);
    expect((await closeOf(room))?.code).toBeGreaterThanOrEqual(4000);
    await otherInbox.settle();
    expect(otherInbox.closed).toBeNull();
    expect(visitor.closed).toBeNull();
    otherInbox.close();
    visitor.close();
  });

  it("closes an expired session's sockets: the inbox when it ends, a room before any frame", async () => {
    const config = agentAuthConfig(agentEnv);
    const ana = config?.credentials[0];
    if (!config || !ana) throw new Error("config");
    // A session signed in 12 hours ago, less 3 seconds: it ends 3 seconds from now.
    const started = Date.now() - SESSION_HOURS * 3_600_000 + 3_000;
    const { value, session } = await startSession(agentEnv, config, ana, started);
    const cookie = `${SESSION_COOKIE}=${value}`;
    const sessionId = newSessionId();
    const visitor = await joinedVisitor(sessionId, { name: "Inès" });
    const inbox = await agentSocket("/agent-parties/support-inbox/main", cookie, parseInboxFrame);
    await inbox.next("snapshot");
    const room = await agentSocket(
      `/agent-parties/chat-room/${sessionId}`,
      cookie,
      parseServerFrame,
    );
    await room.next("room");
    expect(Date.now()).toBeLessThan(session.expiresAt);

    // Nobody writes: the inbox closes its socket on its own when the session ends.
    const inboxClosed = await eventually(
      () => inbox.closed,
      (closed) => closed !== null,
      8_000,
    );
    expect(inboxClosed?.code).toBeGreaterThanOrEqual(4000);
    expect(Date.now()).toBeGreaterThanOrEqual(session.expiresAt);
    // The room's socket is closed before the visitor's next message could reach it.
    const id = crypto.randomUUID();
    visitor.send({ t: "send_message", id, text: "Still there?" });
    expect((await closeOf(room))?.code).toBeGreaterThanOrEqual(4000);
    await visitor.next("message", (m) => m.id === id);
    expect(room.all("message").map((m) => m.id)).not.toContain(id);
    // And the Worker lets the cookie in no more.
    const again = await send(
      new Request(`${origin}/agent-parties/support-inbox/main`, {
        headers: { Upgrade: "websocket", Origin: origin, Cookie: cookie },
      }),
    );
    expect(again.status).toBe(401);
    visitor.close();
  });
});

describe("npm start's local agent", () => {
  it("adds an agent and a secret to an empty .dev.vars once, and its password signs in", async () => {
    const first = await withDevAgent("STRIPE_SECRET_KEY=\nAGENT_PASSWORD_HASHES=\n");
    expect(first.password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(first.text).toContain("STRIPE_SECRET_KEY=\n");
    const hashLine = /^AGENT_PASSWORD_HASHES=(agent@localhost:pbkdf2-sha256\$.+)$/m.exec(
      first.text,
    );
    expect(hashLine).not.toBeNull();
    expect(first.text).toMatch(/^SESSION_SECRET=[\w-]{43}$/m);
    const credentials = parseAgentHashes(hashLine?.[1]);
    expect(
      await verifyAgentPassword(credentials, "agent@localhost", first.password ?? ""),
    ).not.toBeNull();
    const again = await withDevAgent(first.text);
    expect(again).toEqual({ text: first.text, password: null });
  });
});
