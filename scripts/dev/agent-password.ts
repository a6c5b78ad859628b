/**
 * Makes one entry of the AGENT_PASSWORD_HASHES secret.
 *
 *   npm run agent:password -- alice@subnova.com            (a random password, printed once)
 *   AGENT_PASSWORD='...' npm run agent:password -- alice@subnova.com
 *
 * Append the printed entry to the secret (entries separated by commas or line breaks):
 * `wrangler secret put AGENT_PASSWORD_HASHES`. The password itself is stored nowhere.
 */
import { randomPassword } from "#app/features/agent-console/dev-agent-file";
import { AGENT_ID_PATTERN, hashAgentPassword } from "#app/features/agent-console/password-hash";

const agentId = process.argv[2];
if (!agentId || !AGENT_ID_PATTERN.test(agentId)) {
  console.error("Usage: npm run agent:password -- <agent email>");
  process.exit(2);
}
const given = process.env.AGENT_PASSWORD;
if (given !== undefined && given.length < 12) {
  console.error("AGENT_PASSWORD must be 12 characters or more.");
  process.exit(2);
}
const password = given ?? randomPassword();
const entry = await hashAgentPassword(agentId, password);
if (given === undefined) console.log(`Password for ${agentId} (shown once): ${password}`);
console.log(`AGENT_PASSWORD_HASHES entry:\n${entry}`);
