import type { LeadFields } from "#app/features/lead/lead-fields";
import { stripPhonePunctuation } from "#app/features/lead/lead-fields";
import type { Utm } from "#app/lib/landing-attribution";
import { normalizeEmail } from "#app/lib/patterns";
import { sha256Hex } from "#app/lib/sha256";

/** A lead as it is written to D1: the five fields plus where and how it came. */
export interface NewLead {
  fields: LeadFields;
  language: string;
  page: string | null;
  referrer: string | null;
  utm: Utm;
  userAgent: string | null;
  country: string | null;
  channel: "api" | "form";
  idempotencyKey: string;
  /** 'passed' (Turnstile said yes), 'skipped' (not configured) or 'unverified' (siteverify unreachable). */
  verification: "passed" | "skipped" | "unverified";
}

export type StoreResult =
  { kind: "stored"; leadId: string } | { kind: "replay"; leadId: string } | { kind: "conflict" };

/** The identity of a submission's content, so a reused idempotency key with other details is caught. */
export function payloadHash(fields: LeadFields): Promise<string> {
  return sha256Hex(
    JSON.stringify([
      fields.firstName,
      fields.lastName,
      normalizeEmail(fields.email),
      fields.telegram.replace(/^@/, "").toLowerCase(),
      stripPhonePunctuation(fields.whatsapp),
    ]),
  );
}

/** A lead already stored under this key: the same submission again, or the key reused. */
export async function findByKey(
  db: D1Database,
  idempotencyKey: string,
  fields: LeadFields,
): Promise<StoreResult | null> {
  const row = await db
    .prepare("SELECT id, payload_hash FROM leads WHERE idempotency_key = ?")
    .bind(idempotencyKey)
    .first<{ id: string; payload_hash: string }>();
  if (!row) return null;
  return row.payload_hash === (await payloadHash(fields))
    ? { kind: "replay", leadId: row.id }
    : { kind: "conflict" };
}

/**
 * Writes the lead once. The unique index on idempotency_key decides between two concurrent
 * requests with the same key: one inserts, the other reads the winner's row and answers the same.
 */
export async function storeLead(db: D1Database, lead: NewLead): Promise<StoreResult> {
  const id = crypto.randomUUID();
  const hash = await payloadHash(lead.fields);
  const { fields, utm } = lead;
  const inserted = await db
    .prepare(
      `INSERT INTO leads (id, first_name, last_name, email, telegram, whatsapp, locale, source_url,
         email_normalized, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
         user_agent, country, channel, idempotency_key, payload_hash, verification)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
    )
    .bind(
      id,
      fields.firstName,
      fields.lastName,
      fields.email,
      fields.telegram,
      fields.whatsapp,
      lead.language,
      lead.page,
      normalizeEmail(fields.email),
      lead.referrer,
      utm.source ?? null,
      utm.medium ?? null,
      utm.campaign ?? null,
      utm.term ?? null,
      utm.content ?? null,
      lead.userAgent,
      lead.country,
      lead.channel,
      lead.idempotencyKey,
      hash,
      lead.verification,
    )
    .first<{ id: string }>();
  if (inserted) return { kind: "stored", leadId: inserted.id };
  const existing = await findByKey(db, lead.idempotencyKey, fields);
  // The conflicting row cannot vanish (leads are never deleted by this code), so null is a bug.
  if (!existing) throw new Error("Lead insert conflicted but no row holds its idempotency key");
  return existing;
}

export interface StoredLead {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  telegram: string;
  whatsapp: string;
  locale: string;
  source_url: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  user_agent: string | null;
  country: string | null;
  channel: string | null;
  verification: string | null;
  created_at: string;
}

export function readLead(db: D1Database, id: string): Promise<StoredLead | null> {
  return db.prepare("SELECT * FROM leads WHERE id = ?").bind(id).first<StoredLead>();
}
