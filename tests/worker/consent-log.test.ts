import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { currentConsent, recordConsent } from "#app/features/cookie-consent/consent-log.server";
import { CONSENT_MAX_AGE_DAYS, CONSENT_VERSION } from "#app/features/cookie-consent/consent-store";

const choice = (consentId: string, marketing: boolean) => ({
  consentId,
  version: CONSENT_VERSION,
  analytics: false,
  marketing,
  functional: false,
  locale: "fr",
  source: "script" as const,
});

describe("consent log", () => {
  it("answers a visitor's latest choice, by the anonymous id only", async () => {
    const id = crypto.randomUUID();
    expect(await currentConsent(env.DB, id)).toBeNull();
    await recordConsent(env.DB, choice(id, true));
    expect((await currentConsent(env.DB, id))?.marketing).toBe(true);
    await recordConsent(env.DB, choice(id, false));
    const latest = await currentConsent(env.DB, id);
    expect(latest).toMatchObject({ consentId: id, marketing: false, locale: "fr" });
    const rows = await env.DB.prepare(`SELECT * FROM consent_log WHERE consent_id = ?`)
      .bind(id)
      .all();
    expect(rows.results).toHaveLength(2);
    expect(Object.keys(rows.results[0] ?? {})).not.toContain("ip");
    expect(await currentConsent(env.DB, "not-a-uuid")).toBeNull();
  });

  it("no longer counts a choice of another version or past its age", async () => {
    const id = crypto.randomUUID();
    await recordConsent(env.DB, { ...choice(id, true), version: CONSENT_VERSION + 1 });
    expect(await currentConsent(env.DB, id)).toBeNull();
    const fresh = crypto.randomUUID();
    await recordConsent(env.DB, choice(fresh, true));
    const later = Date.now() + (CONSENT_MAX_AGE_DAYS + 1) * 86_400_000;
    expect(await currentConsent(env.DB, fresh, later)).toBeNull();
  });
});
