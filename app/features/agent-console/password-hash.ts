/**
 * Support agents' password hashes: PBKDF2-SHA-256 through Web Crypto, so the Worker checks them
 * and `scripts/dev/agent-password.ts` (Node) makes them with the same code. An entry of the
 * AGENT_PASSWORD_HASHES secret reads `agentId:pbkdf2-sha256$iterations$salt$hash` (salt and hash
 * in base64url); entries are separated by commas or line breaks.
 */

/**
 * Workers cap PBKDF2 at 100,000 iterations, below OWASP's advice for SHA-256, so the passwords
 * themselves carry the strength: the helper script makes 20-character random ones.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SCHEME = "pbkdf2-sha256";
const HASH_BYTES = 32;

export interface AgentCredential {
  agentId: string;
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array<ArrayBuffer>;
  /** The whole entry: a session is bound to it, so a changed password ends old sessions. */
  entry: string;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * Canonical encodings only: the last character's unused bits must be zero, so one value has
 * one spelling (otherwise a signature could be rewritten into other strings that still pass).
 */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return toBase64Url(bytes) === text ? bytes : null;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BYTES * 8,
  );
  return new Uint8Array(bits);
}

/** Agent ids are the agents' work emails (or any short name without ':' or spaces). */
export const AGENT_ID_PATTERN = /^[^\s:,]{1,100}$/;

/** One entry of AGENT_PASSWORD_HASHES for an agent and a password. */
export async function hashAgentPassword(agentId: string, password: string): Promise<string> {
  if (!AGENT_ID_PATTERN.test(agentId)) throw new Error(`Invalid agent id: ${agentId}`);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${agentId}:${SCHEME}$${PBKDF2_ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

/** The agents of the secret; malformed entries are skipped (and can never sign in). */
export function parseAgentHashes(raw: string | undefined): AgentCredential[] {
  if (!raw) return [];
  const credentials: AgentCredential[] = [];
  for (const entry of raw.split(/[,\n]/).map((part) => part.trim())) {
    const match = /^([^\s:,]{1,100}):pbkdf2-sha256\$(\d{1,7})\$([\w-]+)\$([\w-]+)$/.exec(entry);
    if (!match) continue;
    const [, agentId, iterations, salt, hash] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const saltBytes = fromBase64Url(salt);
    const hashBytes = fromBase64Url(hash);
    const count = Number(iterations);
    if (!saltBytes || !hashBytes || hashBytes.length !== HASH_BYTES) continue;
    if (count < 1 || count > PBKDF2_ITERATIONS) continue;
    credentials.push({ agentId, iterations: count, salt: saltBytes, hash: hashBytes, entry });
  }
  return credentials;
}

/** Compares in time that does not depend on where the bytes differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

// Unknown agent ids still cost one derivation, so the answer's timing does not say which ids exist.
const DECOY: AgentCredential = {
  agentId: "",
  iterations: PBKDF2_ITERATIONS,
  salt: new Uint8Array(16),
  hash: new Uint8Array(HASH_BYTES),
  entry: "",
};

/** The agent's credential if the password is right, else null. */
export async function verifyAgentPassword(
  credentials: readonly AgentCredential[],
  agentId: string,
  password: string,
): Promise<AgentCredential | null> {
  const found = credentials.find((c) => c.agentId === agentId);
  const credential = found ?? DECOY;
  const derived = await derive(password, credential.salt, credential.iterations);
  return found && constantTimeEqual(derived, credential.hash) ? found : null;
}
