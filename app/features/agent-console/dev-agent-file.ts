import { hashAgentPassword, toBase64Url } from "#app/features/agent-console/password-hash";

/** The agent `npm start` creates on a developer's machine. */
export const DEV_AGENT_ID = "agent@localhost";

const PASSWORD_ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** 20 characters from a 56-letter alphabet without look-alikes: about 116 bits. */
export function randomPassword(length = 20): string {
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  let out = "";
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      // Rejection sampling: no letter is likelier than another.
      if (byte < limit && out.length < length)
        out += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
    }
  }
  return out;
}

const valueOf = (text: string, name: string) =>
  new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1]?.trim() ?? "";

function setValue(text: string, name: string, value: string): string {
  const line = `${name}=${value}`;
  const pattern = new RegExp(`^${name}=.*$`, "m");
  if (pattern.test(text)) return text.replace(pattern, line);
  return `${text}${text === "" || text.endsWith("\n") ? "" : "\n"}${line}\n`;
}

/**
 * The `.dev.vars` text with a local agent and a session secret added where missing, and the
 * new agent's password (null when the file already had agents: nothing is printed again).
 */
export async function withDevAgent(
  devVars: string,
): Promise<{ text: string; password: string | null }> {
  let text = devVars;
  let password: string | null = null;
  if (valueOf(text, "AGENT_PASSWORD_HASHES") === "") {
    password = randomPassword();
    text = setValue(text, "AGENT_PASSWORD_HASHES", await hashAgentPassword(DEV_AGENT_ID, password));
  }
  if (valueOf(text, "SESSION_SECRET").length < 32) {
    text = setValue(
      text,
      "SESSION_SECRET",
      toBase64Url(crypto.getRandomValues(new Uint8Array(32))),
    );
  }
  return { text, password };
}
