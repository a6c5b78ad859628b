import type { Context } from "hono";
import { defaultLang, isLang, type Lang } from "#app/config/languages";
import type { AppEnv } from "#worker/app-env";
import { readCapped } from "#app/lib/capped-body.server";

/**
 * Reading a JSON request the same way on every API route: JSON content type and accept, a size
 * cap that does not trust Content-Length, strict UTF-8, and no lone surrogates.
 */

/** The visitor's language before the body is read: ?lang=, else Accept-Language, else English. */
export function requestLang(c: Pick<Context<AppEnv>, "req">): Lang {
  const query = c.req.query("lang");
  if (isLang(query)) return query;
  for (const part of (c.req.header("Accept-Language") ?? "").split(",")) {
    const code = part.split(";")[0]?.trim().slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return defaultLang;
}

const acceptsJson = (accept: string | undefined) =>
  !accept || /(^|,)\s*(\*\/\*|application\/\*|application\/json)\s*(;|,|$)/i.test(accept);

/** An unpaired UTF-16 surrogate: with the u flag, a well-formed pair is one code point, not Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * True when a key or string of parsed JSON holds a "\ud800" escape without its pair (not
 * I-JSON, RFC 7493 2.1): valid UTF-8 bytes, but not text, and D1 would store invalid UTF-8.
 * A loop, not recursion: an 8 KB body can nest thousands of levels deep.
 */
function hasLoneSurrogate(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (LONE_SURROGATE.test(value)) return true;
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** Why a body was refused, as the key of the caller's localized message, and its status. */
export type JsonBodyProblem =
  | { ok: false; status: 415; problem: "unsupportedType" }
  | { ok: false; status: 406; problem: "notAcceptable" }
  | { ok: false; status: 413; problem: "tooLarge" }
  | { ok: false; status: 400; problem: "badJson" };

export async function readJsonBody<E extends AppEnv>(
  c: Context<E>,
  limit: number,
): Promise<{ ok: true; body: unknown } | JsonBodyProblem> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, status: 415, problem: "unsupportedType" };
  }
  if (!acceptsJson(c.req.header("Accept"))) {
    return { ok: false, status: 406, problem: "notAcceptable" };
  }
  if (Number(c.req.header("Content-Length") ?? 0) > limit) {
    return { ok: false, status: 413, problem: "tooLarge" };
  }
  const bytes = await readCapped(c.req.raw.body, limit);
  if (!bytes) return { ok: false, status: 413, problem: "tooLarge" };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, status: 400, problem: "badJson" };
  }
  if (hasLoneSurrogate(body)) return { ok: false, status: 400, problem: "badJson" };
  return { ok: true, body };
}
