/** What the form shows after POST /api/lead answered (or failed to). */
export type LeadSubmitResult =
  | { ok: true }
  | {
      ok: false;
      /** The line under 'Technical details:'. */
      message: string;
      /** The HTTP status, or null when no response came (network error). */
      status: number | null;
      /** The response body as received, or null when it could not be read. */
      body: string | null;
    };

export interface LeadResponseTexts {
  readFailed: string;
  /** The message for a body that is not JSON; gets the body's first 100 characters. */
  notJson: (snippet: string) => string;
  fallback: string;
}

interface LeadAnswer {
  success?: unknown;
  message?: unknown;
  errors?: unknown;
}

/**
 * Reads the answer as text first, then as JSON. An unreadable body, a body that is not JSON, a
 * non-OK status or `success: false` are failures, worded with the server's message, else its errors
 * joined by commas, else the fallback.
 */
export async function readLeadResponse(
  response: Response,
  texts: LeadResponseTexts,
): Promise<LeadSubmitResult> {
  const { status } = response;
  let body: string;
  try {
    body = await response.text();
  } catch {
    return { ok: false, message: texts.readFailed, status, body: null };
  }
  let answer: LeadAnswer;
  try {
    const parsed: unknown = JSON.parse(body);
    answer = typeof parsed === "object" && parsed !== null ? (parsed as LeadAnswer) : {};
  } catch {
    return { ok: false, message: texts.notJson(body.slice(0, 100)), status, body };
  }
  if (response.ok && answer.success === true) return { ok: true };
  const errors = Array.isArray(answer.errors)
    ? answer.errors.filter((e): e is string => typeof e === "string" && e !== "")
    : [];
  const message =
    typeof answer.message === "string" && answer.message !== ""
      ? answer.message
      : errors.length > 0
        ? errors.join(", ")
        : texts.fallback;
  return { ok: false, message, status, body };
}
