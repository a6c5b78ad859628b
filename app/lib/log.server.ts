import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Server logs as one JSON object per line, so Workers observability can filter and count them,
 * each with the id of the request it belongs to (the `cf-ray` id in production, which is also
 * what Cloudflare's own logs show). Never personal data: callers pass ids, codes and counts, and
 * error messages are cut and have email addresses masked, since a library's message may quote
 * its input.
 */

const requestIds = new AsyncLocalStorage<string>();

/** Runs `fn` with `id` as the request id of every line it logs. */
export function withRequestId<T>(id: string, fn: () => T): T {
  return requestIds.run(id, fn);
}

/** The request id: the edge's Ray id when there is one. */
export function requestIdFor(request: Request): string {
  return request.headers.get("cf-ray") ?? crypto.randomUUID();
}

type Field = string | number | boolean | null | undefined;

const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/gi;
// An outbound URL in a fetch error can carry a credential (the Conversions API token).
const CREDENTIAL = /\b([\w-]*(?:token|secret|key|password)[\w-]*)=[^&\s"']+/gi;
const MAX_MESSAGE = 300;

/** What may be logged of an error: its kind and a masked, shortened message. */
export function errorFields(error: unknown): { error: string; message: string } {
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : String(error);
  return {
    error: name,
    message: message
      .replace(EMAIL, "[email]")
      .replace(CREDENTIAL, "$1=[redacted]")
      .slice(0, MAX_MESSAGE),
  };
}

export function logLine(
  level: "info" | "warn" | "error",
  event: string,
  fields: Record<string, Field> = {},
): void {
  const line = JSON.stringify({
    level,
    event,
    requestId: requestIds.getStore() ?? null,
    ...fields,
  });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
