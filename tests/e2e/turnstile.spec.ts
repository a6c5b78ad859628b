import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { TURNSTILE_SCRIPT_URL } from "../../app/features/lead/turnstile-widget";
import { blockCopy, desktop, gotoReady, type Lang, storeConsent } from "./helpers";
import { fillLead, leadField, ownIp, storedLeads, uniqueLead } from "./lead-helpers";
import { RestartableServer } from "./restartable-server";

// The contact form with Cloudflare Turnstile on: the widget's script, its challenge frame and
// siteverify are not reachable from here, so the script and the frame are served by the test
// (Turnstile's documented browser API: implicit rendering of `.cf-turnstile`, render(), reset(),
// a hidden `cf-turnstile-response` field) and siteverify is a local fake with Cloudflare's rules:
// a token is single-use, and checking it again with the same idempotency key gives the same answer.

const SECRET = "e2e-turnstile-secret-not-a-secret";
const SITE_KEY = "1x00000000000000000000AA";
const PORT = 8795;

interface LeadCopy {
  form: { submit: string };
  failure: { title: string };
  success: { title: string; again: string };
  api: { verificationFailed: string };
}

interface Check {
  secret: string;
  response: string;
  idempotencyKey: string;
}

/** Cloudflare's siteverify as the Worker meets it (tokens to refuse are set by the test). */
function fakeSiteverify() {
  const checks: Check[] = [];
  const refused = new Set<string>();
  const spent = new Map<string, { key: string; success: boolean }>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const type = req.headers["content-type"] ?? "";
    const body = new Response(Buffer.concat(chunks), { headers: { "Content-Type": type } });
    const form = await body.formData();
    const check = {
      secret: String(form.get("secret")),
      response: String(form.get("response")),
      idempotencyKey: String(form.get("idempotency_key") ?? ""),
    };
    checks.push(check);
    const before = spent.get(check.response);
    let success: boolean;
    let codes: string[] = [];
    if (before) {
      success = before.key === check.idempotencyKey && before.success;
      if (!success) codes = ["timeout-or-duplicate"];
    } else {
      success = check.secret === SECRET && !refused.has(check.response);
      if (!success) codes = ["invalid-input-response"];
      spent.set(check.response, { key: check.idempotencyKey, success });
    }
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ success, "error-codes": codes }));
  });
  return { server, checks, refused };
}

/**
 * Turnstile's script, as far as the form uses it: each container gets the challenge frame and a
 * hidden field holding a fresh token, at load, on render() and on reset().
 */
const fakeTurnstileScript = `(() => {
  const fill = (container) => {
    let input = container.querySelector('input[name="cf-turnstile-response"]');
    if (!input) {
      const frame = document.createElement("iframe");
      frame.src = "https://challenges.cloudflare.com/fake-challenge";
      frame.title = "Turnstile";
      input = document.createElement("input");
      input.type = "hidden";
      input.name = "cf-turnstile-response";
      container.append(frame, input);
    }
    input.value = "";
    setTimeout(() => { input.value = "fake-" + container.dataset.sitekey + "-" + crypto.randomUUID(); }, 50);
  };
  window.turnstile = {
    render: (container, params) => { container.dataset.sitekey = params.sitekey; fill(container); },
    reset: (container) => fill(container),
  };
  for (const container of document.querySelectorAll(".cf-turnstile")) fill(container);
})();`;

async function serveTurnstile(page: Page) {
  await page.route(TURNSTILE_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: "text/javascript", body: fakeTurnstileScript }),
  );
  await page.route("https://challenges.cloudflare.com/fake-challenge", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>Fake challenge passed</p>" }),
  );
}

/** The token the widget holds now, once it has one. */
async function currentToken(page: Page): Promise<string> {
  const field = page.locator('.cf-turnstile input[name="cf-turnstile-response"]');
  await expect(field).toHaveValue(/^fake-/);
  return field.inputValue();
}

test.describe("contact form with Turnstile on", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ viewport: desktop, baseURL: `http://127.0.0.1:${PORT}` });

  const siteverify = fakeSiteverify();
  let server: RestartableServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await new Promise<void>((resolve) => siteverify.server.listen(0, "127.0.0.1", resolve));
    const { port } = siteverify.server.address() as AddressInfo;
    server = new RestartableServer(PORT, {
      TURNSTILE_SECRET: SECRET,
      TURNSTILE_SITE_KEY: SITE_KEY,
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    });
    await server.start();
  });

  test.afterAll(async () => {
    await server?.dispose();
    await new Promise((resolve) => siteverify.server.close(resolve));
  });

  test.beforeEach(async ({ page, context }) => {
    await storeConsent(context);
    await ownIp(page);
    await serveTurnstile(page);
  });

  test("fr: the widget is in French, its token reaches siteverify, and a second lead gets a token of its own", async ({
    page,
    request,
  }) => {
    const lang: Lang = "fr";
    const copy = blockCopy<LeadCopy>(lang, "lead");
    await gotoReady(page, `/${lang}/contact`);
    const widget = page.locator(".cf-turnstile");
    await expect(widget).toHaveAttribute("data-sitekey", SITE_KEY);
    await expect(widget).toHaveAttribute("data-language", "fr");
    // The page's policy lets the challenge frame load.
    await expect(
      page.frameLocator('iframe[title="Turnstile"]').getByText("Fake challenge passed"),
    ).toBeVisible();

    const first = uniqueLead(lang);
    const firstToken = await currentToken(page);
    await fillLead(page, lang, first);
    const checked = siteverify.checks.length;
    await page.getByRole("button", { name: copy.form.submit, exact: true }).click();
    await expect(page.getByRole("heading", { name: copy.success.title })).toBeVisible();
    const check = siteverify.checks.at(-1);
    expect(siteverify.checks.length).toBe(checked + 1);
    expect(check?.secret).toBe(SECRET);
    expect(check?.response).toBe(firstToken);
    expect(check?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((await storedLeads(request, first.email)).map((row) => row.verification)).toEqual([
      "passed",
    ]);

    // The form drawn again after the script has loaded is not in its first pass over the page.
    await page.getByRole("button", { name: copy.success.again }).click();
    const secondToken = await currentToken(page);
    expect(secondToken).not.toBe(firstToken);
    const second = uniqueLead(lang);
    await fillLead(page, lang, second);
    await page.getByRole("button", { name: copy.form.submit, exact: true }).click();
    await expect(page.getByRole("heading", { name: copy.success.title })).toBeVisible();
    expect(siteverify.checks.at(-1)?.response).toBe(secondToken);
    expect((await storedLeads(request, second.email)).map((row) => row.verification)).toEqual([
      "passed",
    ]);
  });

  test("en: a refused token shows why, keeps the details, and the next try sends a fresh token", async ({
    page,
    request,
  }) => {
    const lang: Lang = "en";
    const copy = blockCopy<LeadCopy>(lang, "lead");
    await gotoReady(page, `/${lang}/contact`);
    const lead = uniqueLead(lang);
    await fillLead(page, lang, lead);
    const refusedToken = await currentToken(page);
    siteverify.refused.add(refusedToken);

    const submit = page.getByRole("button", { name: copy.form.submit, exact: true });
    await submit.click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(copy.failure.title);
    await expect(alert).toContainText(copy.api.verificationFailed);
    await expect(leadField(page, lang, "email")).toHaveValue(lead.email);
    expect(await storedLeads(request, lead.email)).toEqual([]);

    // A spent token would be refused again: the widget has been given a new one.
    const freshToken = await currentToken(page);
    expect(freshToken).not.toBe(refusedToken);
    await submit.click();
    await expect(page.getByRole("heading", { name: copy.success.title })).toBeVisible();
    expect(siteverify.checks.at(-1)?.response).toBe(freshToken);
    expect((await storedLeads(request, lead.email)).map((row) => row.verification)).toEqual([
      "passed",
    ]);
  });
});
