import * as z from "zod/mini";
import { langCodes } from "#app/config/languages";
import { singleLine } from "#app/lib/single-line";
import { MAX_AGENT_NAME_LENGTH } from "#party/protocol";

/**
 * What an agent may change about themselves (PUT /api/agent/me), read by the settings panel and
 * the Worker alike. Every field is optional: the panel saves one switch at a time.
 */
export const agentProfileChange = z.object({
  // One clean line: visitors read it on every reply, and the team's alerts show it as a line.
  name: z.optional(
    z.string().check(z.overwrite(singleLine), z.minLength(1), z.maxLength(MAX_AGENT_NAME_LENGTH)),
  ),
  lang: z.optional(z.enum(langCodes as ["en", "fr"])),
  muted: z.optional(z.boolean()),
});
export type AgentProfileChange = z.infer<typeof agentProfileChange>;

/** The profile as GET and PUT /api/agent/me answer it. */
export interface AgentProfileView {
  agentId: string;
  name: string;
  lang: "en" | "fr";
  muted: boolean;
}

/** Longest body PUT /api/agent/me reads: the three fields at their longest, escaped, fit. */
export const AGENT_PROFILE_BODY_LIMIT = 1024;

/** The API's path (under /api). */
export const AGENT_ME_PATH = "/api/agent/me";
