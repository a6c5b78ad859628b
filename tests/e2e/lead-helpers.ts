import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "./e2e-server";
import { blockCopy, type Lang } from "./helpers";

// What the lead form's browser tests share: its fields found by their labels, a lead of their
// own, a client of their own, and the stored rows read back from the server they ran against.

export const leadFieldNames = ["firstName", "lastName", "email", "telegram", "whatsapp"] as const;
export type LeadField = (typeof leadFieldNames)[number];

type FieldLabels = Record<LeadField, { label: string }>;
const fieldLabels: Record<Lang, FieldLabels> = {
  en: blockCopy<{ form: { fields: FieldLabels } }>("en", "lead").form.fields,
  fr: blockCopy<{ form: { fields: FieldLabels } }>("fr", "lead").form.fields,
};

/** A field of the lead form, by its label in the page's language. */
export const leadField = (page: Page, lang: Lang, name: LeadField): Locator =>
  page.getByLabel(fieldLabels[lang][name].label, { exact: true });

/** Types a lead into the form, field by field. */
export async function fillLead(page: Page, lang: Lang, lead: Record<LeadField, string>) {
  for (const name of leadFieldNames) await leadField(page, lang, name).fill(lead[name]);
}

/** A lead nobody else in this run sends: its own email, so quotas and rows are its own. */
export function uniqueLead(lang: Lang) {
  const id = randomUUID().slice(0, 8);
  return {
    firstName: lang === "fr" ? "Élodie" : "Jane",
    lastName: lang === "fr" ? "Lefèvre" : "Doe",
    email: `e2e-${id}@example.com`,
    telegram: `@e2e_${id}`,
    whatsapp: "+1 (234) 567-890",
  };
}

/** Each test is its own client for the per-IP limits (the local Worker reads this header). */
export async function ownIp(page: Page) {
  const bytes = randomUUID().replace(/-/g, "").slice(0, 6);
  const ip = `10.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}.${parseInt(bytes.slice(4, 6), 16)}`;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
  return ip;
}

/** The stored leads with this email, read back through the CSV export (header: first row). */
export async function storedLeads(
  request: APIRequestContext,
  email: string,
): Promise<Array<Record<string, string>>> {
  const res = await request.get("/api/leads.csv", {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  const rows = (await res.text())
    .trim()
    .split("\r\n")
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? "").replace(/""/g, '"')),
    );
  const [header = [], ...data] = rows;
  return data
    .map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])))
    .filter((row) => row.email === email);
}
