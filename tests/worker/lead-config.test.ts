import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { leadConfig } from "#app/features/lead/lead-config.server";
import { submitLead } from "#app/features/lead/submit-lead.server";

describe("lead settings", () => {
  it("defaults: no integration, quotas of 20 per IP and 5 per email", () => {
    expect(leadConfig({ ...env })).toEqual({
      turnstile: null,
      telegram: null,
      webhookUrl: null,
      adminToken: null,
      dailyLimit: { perIp: 20, perEmail: 5 },
    });
  });

  it("a malformed setting turns its integration off and never stops a lead", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      ...env,
      ADMIN_TOKEN: "short",
      LEAD_WEBHOOK_URL: "not a url",
      LEAD_DAILY_LIMIT_PER_IP: "-3",
      TELEGRAM_API_URL: "ftp://telegram.example",
    };
    const config = leadConfig(broken);
    expect(config.adminToken).toBeNull();
    expect(config.webhookUrl).toBeNull();
    expect(config.dailyLimit.perIp).toBe(20);
    const reported = errors.mock.calls.map(([line]) => String(line).split(" ")[0]);
    expect(reported.toSorted()).toEqual([
      "ADMIN_TOKEN",
      "LEAD_DAILY_LIMIT_PER_IP",
      "LEAD_WEBHOOK_URL",
      "TELEGRAM_API_URL",
    ]);
    errors.mockRestore();

    const email = `config-${crypto.randomUUID()}@example.com`;
    const outcome = await submitLead(
      { firstName: "Ada", lastName: "Byron", email, telegram: "@ada_b", whatsapp: "+441234567" },
      {
        env: broken,
        lang: "en",
        ip: "198.51.100.7",
        userAgent: null,
        country: null,
        channel: "api",
      },
    );
    expect(outcome).toMatchObject({ kind: "accepted", replay: false });
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(row?.n).toBe(1);
  });

  it("set values are read: Turnstile, Telegram, webhook, token, quotas", () => {
    const config = leadConfig({
      ...env,
      TURNSTILE_SECRET: "secret",
      TURNSTILE_SITE_KEY: "site",
      TELEGRAM_BOT_TOKEN: "123:abc",
      TELEGRAM_CHAT_ID: "-100",
      LEAD_WEBHOOK_URL: "https://hooks.example/lead",
      ADMIN_TOKEN: "0123456789abcdef0123456789abcdef",
      LEAD_DAILY_LIMIT_PER_EMAIL: "9",
    });
    expect(config).toEqual({
      turnstile: {
        secret: "secret",
        siteKey: "site",
        verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
      },
      telegram: { token: "123:abc", chatId: "-100", apiUrl: "https://api.telegram.org" },
      webhookUrl: "https://hooks.example/lead",
      adminToken: "0123456789abcdef0123456789abcdef",
      dailyLimit: { perIp: 20, perEmail: 9 },
    });
  });
});
