import { addressKey } from "#app/lib/atomic-limit.server";
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
 * Support agents' sessions: a signed cookie, no server-side store. `__Host-` pins it to our
 * host over HTTPS with Path=/; HttpOnly keeps it from scripts; SameSite=Strict keeps it off
 * cross-site requests (with the Origin check on every POST and socket, the CSRF defence).
 */
export const SESSION_COOKIE = "__Host-subnova_agent";
export const SESSION_HOURS = 12;
/** Wrong passwords one network may try in a day (sign-in-limits.server.ts counts them). */
export const LOGIN_FAILURES_PER_DAY = ADDRESS_FAILURES.limit;
export const MIN_SECRET_LENGTH = 32;

export interface AgentAuthConfig {
  credentials: AgentCredential[];
  secret: string;
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
// every session of that agent without a session store.
const signed = (config: AgentAuthConfig, payload: string, credential: AgentCredential) =>
  hmac(config.secret, `${payload}\n${credential.entry}`);

/** The cookie's value: `<agentId base64url>.<expiry ms>.<signature>`. */
export async function makeSessionValue(
  config: AgentAuthConfig,
  credential: AgentCredential,
  now = Date.now(),
): Promise<string> {
  const payload = `${toBase64Url(new TextEncoder().encode(credential.agentId))}.${now + SESSION_HOURS * 3_600_000}`;
  return `${payload}.${toBase64Url(await signed(config, payload, credential))}`;
}

/** The agent a cookie value stands for, or null (bad signature, expired, agent removed). */
export async function agentFromSessionValue(
  config: AgentAuthConfig,
  value: string,
  now = Date.now(),
): Promise<string | null> {
  const [id, expiry, signature, extra] = value.split(".");
  if (!id || !expiry || !signature || extra !== undefined) return null;
  if (!/^\d{1,15}$/.test(expiry) || Number(expiry) <= now) return null;
  const idBytes = fromBase64Url(id);
  const given = fromBase64Url(signature);
  if (!idBytes || !given) return null;
  const agentId = new TextDecoder().decode(idBytes);
  const credential = config.credentials.find((c) => c.agentId === agentId);
  if (!credential) return null;
  const expected = await signed(config, `${id}.${expiry}`, credential);
  return constantTimeEqual(given, expected) ? agentId : null;
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

/** The signed-in support agent of a request (page, socket or poll), or null. */
export async function agentFromRequest(request: Request, env: Env): Promise<string | null> {
  const config = agentAuthConfig(env);
  const value = readCookie(request, SESSION_COOKIE);
  if (!config || !value) return null;
  return agentFromSessionValue(config, value);
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
  const cookie = sessionCookie(await makeSessionValue(config, credential));
  return { ok: true, cookie, agentId: credential.agentId };
}
