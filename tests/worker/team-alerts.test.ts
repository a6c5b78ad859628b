import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { normalizeEmail } from "#app/lib/patterns";
import { uniqueIp } from "./chat-helpers";
import { origin } from "./helpers";
import { alertTexts } from "./notify-helpers";

/**
 * What the team reads (the Telegram text and the webhook body of lead and chat alerts) when a
 * visitor types line breaks and bidi controls into one-line fields, and where a chat alert's
 * link leads.
 */

const RLO = "\u202E";
const lines = (text: string) => text.split("\n");
/** Every bidi control, zero-width or other invisible format character, and every line break. */
const INVISIBLE = /[\p{Cf}\p{Cc}\u2028\u2029]/u;

describe("a lead's one-line fields", () => {
  it("reach D1 and the alert as one clean line each, whatever line breaks and bidi controls they held", async () => {
    const email = `lines-${crypto.randomUUID()}@example.com`;
    const res = await exports.default.fetch(
      new Request(`${origin}/api/lead`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "CF-Connecting-IP": uniqueIp(),
        },
        body: JSON.stringify({
          firstName: "Jane\nAnswer: https://evil.example/a",
          lastName: `Doe${RLO}\u2066`,
          email,
          telegram: "@jane_doe",
          whatsapp: "+1 234\n567 890",
          page: "/en/contact\r\nAnswer: https://evil.example/b",
          referrer: `https://ref.example/${RLO}gnp.exe\u200B`,
          utm: {
            source: "news\nAnswer: https://evil.example/c",
            medium: `mail${RLO}`,
            campaign: "spring\u2028sale",
            term: "a\u0085b",
            content: "\u200Fhero\t\t banner ",
          },
        }),
      }),
    );
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT * FROM leads WHERE email_normalized = ?")
      .bind(normalizeEmail(email))
      .first<Record<string, string>>();
    expect(row).toMatchObject({
      first_name: "Jane Answer: https://evil.example/a",
      last_name: "Doe",
      whatsapp: "+1 234 567 890",
      source_url: "/en/contact Answer: https://evil.example/b",
      referrer: "https://ref.example/gnp.exe",
      utm_source: "news Answer: https://evil.example/c",
      utm_medium: "mail",
      utm_campaign: "spring sale",
      utm_term: "a b",
      utm_content: "hero banner",
    });

    const { telegram, webhook } = await alertTexts({ kind: "lead", leadId: row?.id ?? "" });
    expect(lines(telegram).filter((line) => line.startsWith("Answer:"))).toEqual([]);
    expect(lines(telegram).filter((line) => INVISIBLE.test(line))).toEqual([]);
    expect(lines(telegram)).toContain("Referrer: https://ref.example/gnp.exe");
    expect(lines(telegram)).toContain(
      "UTM source/medium/campaign/term/content: news Answer: https://evil.example/c / mail / spring sale / a b / hero banner",
    );
    expect(JSON.stringify(webhook)).not.toMatch(/\\n|\\u202e|\\u200b/i);
  });
});
