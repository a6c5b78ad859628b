import { errorFields, logLine } from "#app/lib/log.server";
import type { Lang } from "#app/config/languages";
import { leadConfig } from "#app/features/lead/lead-config.server";
import { checkBurst, checkDaily, countDaily } from "#app/lib/rate-limit.server";
import {
  HONEYPOT_FIELD,
  TURNSTILE_FIELD,
  type LeadFieldErrors,
} from "#app/features/lead/lead-fields";
import { leadSubmissionSchema, validateLead } from "#app/features/lead/lead-schema";
import { normalizeEmail } from "#app/lib/patterns";
import {
  findByKey,
  payloadHash,
  storeLead,
  type NewLead,
} from "#app/features/lead/lead-store.server";
import { verifyTurnstile } from "#app/features/lead/turnstile.server";
import { enqueueLeadNotification } from "#app/features/notifications/notify.server";
import { leadText, type LeadApiMessage } from "#app/features/lead/lead-text.server";

/** The rate-limit counters of lead submissions. */
const LEAD_SCOPE = "lead";

/** Who sent the submission and through which door; the same for the API and the form action. */
export interface LeadRequest {
  env: Env;
  /** The language of the request, used when the body does not name one. */
  lang: Lang;
  ip: string | null;
  userAgent: string | null;
  country: string | null;
  channel: NewLead["channel"];
  /** Outbound fetch (Turnstile); tests pass a fake. */
  fetch?: typeof fetch;
  now?: Date;
}

export type LeadOutcome =
  /** Stored now or earlier under the same key, or silently dropped (honeypot): all say thanks. */
  | { kind: "accepted"; leadId: string | null; replay: boolean }
  | { kind: "invalid"; fieldErrors: LeadFieldErrors; malformed: boolean }
  | { kind: "limited"; reason: "burst" | "daily"; retryAfter: number }
  | { kind: "verificationFailed" }
  | { kind: "conflict" }
  | { kind: "unavailable" };

/**
 * The one path a lead takes into the system, for POST /api/lead and the no-JavaScript form.
 * The order matters: cheap flood guard first, then validation, then the honeypot (so bots get
 * a thank-you and learn nothing), then a replay answers like the original before any quota or
 * single-use Turnstile token is spent again, and the notification goes out only after the row
 * is committed. A notification failure never fails the submission.
 */
export async function submitLead(body: unknown, req: LeadRequest): Promise<LeadOutcome> {
  const { env } = req;
  const config = leadConfig(env);
  const ip = req.ip ?? "unknown";

  const burst = await checkBurst(env, LEAD_SCOPE, ip);
  if (!burst.ok) return { kind: "limited", reason: burst.reason, retryAfter: burst.retryAfter };

  const { data, fieldErrors, malformed } = validateLead(leadSubmissionSchema, body);
  if (!data) return { kind: "invalid", fieldErrors, malformed };

  if (data[HONEYPOT_FIELD]) return { kind: "accepted", leadId: null, replay: false };

  const fields = {
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    telegram: data.telegram,
    whatsapp: data.whatsapp,
  };
  const now = req.now ?? new Date();
  // Without a client key, the same details on the same day are the same lead.
  const idempotencyKey =
    data.idempotencyKey ?? `auto:${now.toISOString().slice(0, 10)}:${await payloadHash(fields)}`;

  try {
    const earlier = await findByKey(env.DB, idempotencyKey, fields);
    if (earlier?.kind === "replay")
      return { kind: "accepted", leadId: earlier.leadId, replay: true };
    if (earlier?.kind === "conflict") return { kind: "conflict" };

    const email = normalizeEmail(fields.email);
    const daily = await checkDaily(
      env.RATE_LIMIT_KV,
      LEAD_SCOPE,
      [
        { kind: "ip", subject: ip, limit: config.dailyLimit.perIp },
        { kind: "email", subject: email, limit: config.dailyLimit.perEmail },
      ],
      now,
    );
    if (!daily.ok) return { kind: "limited", reason: daily.reason, retryAfter: daily.retryAfter };

    let verification: NewLead["verification"] = "skipped";
    const token = data[TURNSTILE_FIELD];
    if (config.turnstile && !token && req.channel === "form") {
      // The widget needs JavaScript; a visitor whose scripts failed still reaches sales, and
      // the lead is flagged for a person to look at.
      verification = "unverified";
    } else if (config.turnstile) {
      const verdict = await verifyTurnstile({
        secret: config.turnstile.secret,
        verifyUrl: config.turnstile.verifyUrl,
        token,
        ip: req.ip,
        idempotencyKey,
        fetch: req.fetch,
      });
      if (verdict === "failed") return { kind: "verificationFailed" };
      // Cloudflare unreachable is our outage, not the visitor's fault: keep the lead, flagged.
      verification = verdict === "passed" ? "passed" : "unverified";
    }

    const stored = await storeLead(env.DB, {
      fields,
      language: data.language ?? req.lang,
      page: data.page ?? null,
      referrer: data.referrer ?? null,
      utm: data.utm ?? {},
      userAgent: req.userAgent?.slice(0, 500) ?? null,
      country: req.country,
      channel: req.channel,
      idempotencyKey,
      verification,
    });
    if (stored.kind === "conflict") return { kind: "conflict" };
    if (stored.kind === "replay") return { kind: "accepted", leadId: stored.leadId, replay: true };

    await Promise.allSettled([
      countDaily(
        env.RATE_LIMIT_KV,
        LEAD_SCOPE,
        [
          { kind: "ip", subject: ip },
          { kind: "email", subject: email },
        ],
        now,
      ),
      enqueueLeadNotification(env.NOTIFY, stored.leadId),
    ]);
    return { kind: "accepted", leadId: stored.leadId, replay: false };
  } catch (error) {
    logLine("error", "lead_storage_failed", errorFields(error));
    return { kind: "unavailable" };
  }
}

/** An outcome as HTTP: status, the JSON body every client of ours reads, and Retry-After. */
export interface LeadAnswer {
  status: 200 | 403 | 409 | 422 | 429 | 503;
  body: { success: boolean; message: string; errors?: string[] };
  retryAfter?: number;
}

export function leadAnswer(outcome: LeadOutcome, lang: Lang): LeadAnswer {
  const text = leadText(lang);
  const failure = (
    status: LeadAnswer["status"],
    key: LeadApiMessage,
    extra: { errors?: string[]; retryAfter?: number } = {},
  ): LeadAnswer => ({
    status,
    body: {
      success: false,
      message: text.api(key),
      ...(extra.errors ? { errors: extra.errors } : {}),
    },
    ...(extra.retryAfter ? { retryAfter: extra.retryAfter } : {}),
  });
  switch (outcome.kind) {
    case "accepted":
      return { status: 200, body: { success: true, message: text.api("success") } };
    case "invalid": {
      const errors = text.fieldList(outcome.fieldErrors);
      if (outcome.malformed) errors.push(text.api("malformed"));
      const onlyMalformed = outcome.malformed && errors.length === 1;
      return failure(422, onlyMalformed ? "malformed" : "invalid", { errors });
    }
    case "limited":
      return failure(429, outcome.reason, { retryAfter: outcome.retryAfter });
    case "verificationFailed":
      return failure(403, "verificationFailed");
    case "conflict":
      return failure(409, "conflict");
    case "unavailable":
      return failure(503, "unavailable", { retryAfter: 30 });
  }
}
