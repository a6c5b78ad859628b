import { addressKey, DAY_MS, HOUR_MS } from "#app/lib/atomic-limit.server";
import { checkBurst } from "#app/lib/rate-limit.server";
import {
  ADDRESS_FAILURES,
  reserveSignInAttempt,
} from "#app/features/agent-console/sign-in-limits.server";
import {
  constantTimeEqual,
  fromBase64Url,
  parseAgentHashes,
  toBase64Url,
  verifyAgentPassword,
  type AgentCredential,
} from "#app/features/agent-console/password-hash";

/**
 * Support agents' sessions: a row in D1 (migrations/0008_agent_sessions.sql) named by a signed
 * cookie, so signing out ends every copy of the cookie at once. `__Host-` pins the cookie to our
 * host over HTTPS with Path=/; HttpOnly keeps it from scripts; SameSite=Strict keeps it off
 * cross-site requests (with the Origin check on every POST and socket, the CSRF defence).
 */
export const SESSION_COOKIE = "__Host-subnova_agent";
export const SESSION_HOURS = 12;
export const SESSION_MS = SESSION_HOURS * HOUR_MS;
/** Wrong passwords one network may try in a day (sign-in-limits.server.ts counts them). */
export const LOGIN_FAILURES_PER_DAY = ADDRESS_FAILURES.limit;
export const MIN_SECRET_LENGTH = 32;

export interface AgentAuthConfig {
  credentials: AgentCredential[];
  secret: string;
}

/** A signed-in agent's session, as the Worker checked it. */
export interface AgentSession {
  agentId: string;
  sessionId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** The display name the agent saved, if any (read with the session, in the same query). */
  displayName: string | null;
}

/** Null when sign-in is not set up (no hashes, or no signing secret of 32+ characters). */
export function agentAuthConfig(env: Env): AgentAuthConfig | null {
  const credentials = parseAgentHashes(env.AGENT_PASSWORD_HASHES);
  const secret = env.SESSION_SECRET ?? "";
  if (credentials.length === 0 || secret.length < MIN_SECRET_LENGTH) return null;
  return { credentials, secret };
}

async function hmac(secret: string, text: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text)));
}

// The signature covers the agent's hash entry too: a changed password or a removed agent ends
// every session of that agent. It also spares D1 a look-up for a forged cookie.
const signed = (config: AgentAuthConfig, payload: string, credential: AgentCredential) =>
  hmac(config.secret, `${payload}\n${credential.entry}`);

/** The cookie's value: `<agentId base64url>.<session id>.<signature>`. */
async function sessionValue(
  config: AgentAuthConfig,
  credential: AgentCredential,
  sessionId: string,
): Promise<string> {
  const payload = `${toBase64Url(new TextEncoder().encode(credential.agentId))}.${sessionId}`;
  return `${payload}.${toBase64Url(await signed(config, payload, credential))}`;
}

const SESSION_ID = /^[\w-]{43}$/;

/** The agent and session a cookie value names when its signature holds, or null. */
export async function verifySessionValue(
  config: AgentAuthConfig,
  value: string,
): Promise<{ agentId: string; sessionId: string } | null> {
  const [id, sessionId, signature, extra] = value.split(".");
  if (!id || !sessionId || !signature || extra !== undefined) return null;
  if (!SESSION_ID.test(sessionId)) return null;
  const idBytes = fromBase64Url(id);
  const given = fromBase64Url(signature);
  if (!idBytes || !given) return null;
  const agentId = new TextDecoder().decode(idBytes);
  const credential = config.credentials.find((c) => c.agentId === agentId);
  if (!credential) return null;
  const expected = await signed(config, `${id}.${sessionId}`, credential);
  return constantTimeEqual(given, expected) ? { agentId, sessionId } : null;
}

/** Opens a session for an agent whose password was just checked; answers the cookie's value. */
export async function startSession(
  env: Env,
  config: AgentAuthConfig,
  credential: AgentCredential,
  now = Date.now(),
): Promise<{ value: string; session: AgentSession }> {
  const sessionId = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const session: AgentSession = {
    agentId: credential.agentId,
    sessionId,
    expiresAt: now + SESSION_MS,
    displayName: null,
  };
  await env.DB.batch([
    // Sessions ended a day ago are of no use to anyone: each sign-in clears them (and their rooms).
    env.DB.prepare(`DELETE FROM agent_sessions WHERE expires_at < ?`).bind(now - DAY_MS),
    env.DB.prepare(
      `INSERT INTO agent_sessions (id, agent_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
    ).bind(sessionId, session.agentId, now, session.expiresAt),
  ]);
  return { value: await sessionValue(config, credential, sessionId), session };
}

export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

export function sessionCookie(value: string): string {
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${SESSION_HOURS * 3600}; HttpOnly; Secure; SameSite=Strict`;
}

export const clearedSessionCookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;

/**
 * The session of a request (page, socket or poll): a cookie with a good signature whose row is
 * neither signed out nor expired. Null otherwise.
 */
export async function sessionFromRequest(
  request: Request,
  env: Env,
  now = Date.now(),
): Promise<AgentSession | null> {
  const config = agentAuthConfig(env);
  const value = readCookie(request, SESSION_COOKIE);
  if (!config || !value) return null;
  const named = await verifySessionValue(config, value);
  if (!named) return null;
  const row = await env.DB.prepare(
    `SELECT s.expires_at, p.display_name FROM agent_sessions s
     LEFT JOIN agent_profiles p ON p.agent_id = s.agent_id
     WHERE s.id = ? AND s.agent_id = ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
  )
    .bind(named.sessionId, named.agentId, now)
    .first<{ expires_at: number; display_name: string | null }>();
  return row ? { ...named, expiresAt: row.expires_at, displayName: row.display_name } : null;
}

/** The signed-in support agent of a request, or null. */
export async function agentFromRequest(request: Request, env: Env): Promise<string | null> {
  return (await sessionFromRequest(request, env))?.agentId ?? null;
}

/** Ends a session at once; answers the rooms it opened sockets in (to close them too). */
export async function revokeSession(
  env: Env,
  sessionId: string,
  now = Date.now(),
): Promise<string[]> {
  const [, rooms] = await env.DB.batch<{ room: string }>([
    env.DB.prepare(`UPDATE agent_sessions SET revoked_at = ? WHERE id = ?`).bind(now, sessionId),
    env.DB.prepare(`SELECT room FROM agent_session_rooms WHERE session_id = ?`).bind(sessionId),
  ]);
  return (rooms?.results ?? []).map((row) => row.room);
}

/** Notes that a session opens a socket in a room, before it is opened, for the sign-out. */
export async function noteSessionRoom(env: Env, sessionId: string, room: string) {
  await env.DB.prepare(`INSERT OR IGNORE INTO agent_session_rooms (session_id, room) VALUES (?, ?)`)
    .bind(sessionId, room)
    .run();
}

/** A POST from another site (or a tool that says so) is refused before any work. */
export function sameOrigin(request: Request, url: URL): boolean {
  return request.headers.get("Origin") === url.origin;
}

export type SignInResult =
  | { ok: true; cookie: string; agentId: string }
  | { ok: false; reason: "not_configured" | "invalid" | "rate_limited"; retryAfter?: number };

/**
 * Checks a sign-in. Bursts per network go to the Rate Limiting binding (a cheap flood guard);
 * failures are counted exactly per network and per account, reserved before the password check.
 */
export async function signIn(
  env: Env,
  ip: string | null,
  agentId: string,
  password: string,
): Promise<SignInResult> {
  const config = agentAuthConfig(env);
  if (!config) return { ok: false, reason: "not_configured" };
  const burst = await checkBurst(env, "agent-login", addressKey(ip));
  if (!burst.ok) return { ok: false, reason: "rate_limited", retryAfter: burst.retryAfter };
  const attempt = await reserveSignInAttempt(env, ip, agentId);
  if (!attempt.ok) return { ok: false, reason: "rate_limited", retryAfter: attempt.retryAfter };
  const credential = await verifyAgentPassword(config.credentials, agentId.trim(), password);
  if (!credential) return { ok: false, reason: "invalid" };
  await attempt.release();
  const cookie = sessionCookie((await startSession(env, config, credential)).value);
  return { ok: true, cookie, agentId: credential.agentId };
}
