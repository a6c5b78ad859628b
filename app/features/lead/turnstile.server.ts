import { errorFields, logLine } from "#app/lib/log.server";

/** What siteverify answered, reduced to what the lead service decides on. */
export type TurnstileVerdict = "passed" | "failed" | "unreachable";

/**
 * Server-side Turnstile check (mandatory: a token proves nothing until siteverify accepts it).
 * Tokens are single-use and live 300 s; the idempotency key lets a retried check of the same
 * token succeed instead of reading as a replay.
 */
export async function verifyTurnstile(options: {
  secret: string;
  verifyUrl: string;
  token: string | undefined;
  ip: string | null;
  idempotencyKey: string;
  fetch?: typeof fetch;
}): Promise<TurnstileVerdict> {
  if (!options.token) return "failed";
  const body = new FormData();
  body.set("secret", options.secret);
  body.set("response", options.token);
  if (options.ip) body.set("remoteip", options.ip);
  if (/^[0-9a-f-]{36}$/i.test(options.idempotencyKey)) {
    body.set("idempotency_key", options.idempotencyKey);
  }
  try {
    const res = await (options.fetch ?? fetch)(options.verifyUrl, { method: "POST", body });
    if (!res.ok) return res.status >= 500 ? "unreachable" : "failed";
    const outcome = (await res.json()) as { success?: unknown };
    return outcome.success === true ? "passed" : "failed";
  } catch (error) {
    logLine("error", "turnstile_unreachable", errorFields(error));
    return "unreachable";
  }
}
