/**
 * Run by `npm start`: gives a developer's local server a support agent to sign in with at
 * /agent. The first run writes the agent's hash and a session secret into `.dev.vars` (never
 * committed) and prints the password once; later runs leave the file alone.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { DEV_AGENT_ID, withDevAgent } from "#app/features/agent-console/dev-agent-file";

const path = ".dev.vars";
const before = existsSync(path) ? readFileSync(path, "utf8") : "";
const { text, password } = await withDevAgent(before);
if (text !== before) writeFileSync(path, text, { mode: 0o600 });
if (password) {
  console.log(
    `\nLocal support agent for http://localhost:8787/agent (shown once, stored hashed in .dev.vars):\n  email:    ${DEV_AGENT_ID}\n  password: ${password}\n`,
  );
}
