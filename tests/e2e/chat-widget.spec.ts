import { expect, test } from "@playwright/test";
import {
  chat,
  launcher,
  launcherLabels,
  openForm,
  ownIp,
  panel,
  seedConversation,
  sendMessage,
  startChat,
  watchSockets,
} from "./chat-helpers";
import {
  cspConsoleErrors,
  desktop,
  expectNoAxeViolations,
  gotoReady,
  phone,
  storeConsent,
  waitForHydration,
} from "./helpers";

test.describe("chat launcher and pre-chat form (1440 px)", () => {
  test.use({ viewport: desktop });

  test.beforeEach(async ({ context, page }) => {
    await storeConsent(context);
    await ownIp(page);
  });

  test("labels, tooltip, a first click with no connection, Escape back to the launcher", async ({
    page,
  }) => {
    const sockets = watchSockets(page);
    const labels = launcherLabels("en");
    await gotoReady(page, "/en");
    const button = launcher(page);
    await expect(button).toHaveAccessibleName(labels.open);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel(page)).toHaveCount(0);

    await openForm(page, "en");
    const copy = chat("en");
    await expect(panel(page)).toContainText(copy.form.subtitle);
    await expect(panel(page)).toContainText(copy.form.notice);
    await expect(panel(page)).toContainText(copy.form.intro);
    await expect(page.getByLabel("Email Address")).toHaveAttribute(
      "placeholder",
      "hello@subnova.example",
    );
    await expect(page.getByLabel("Telegram", { exact: true })).toHaveAttribute(
      "placeholder",
      "@username or +1234567890",
    );
    await expect(panel(page)).toContainText("Enter your @username or phone number");
    // Focus moved into the popup.
    await expect(page.getByLabel("Email Address")).toBeFocused();
    await expect(button).toHaveAccessibleName(labels.minimize);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.hover();
    await expect(page.getByRole("tooltip")).toHaveText(labels.minimizeHint);
    await expect(page.getByRole("tooltip")).toBeVisible();

    // The form shows with no connection yet.
    await page.waitForTimeout(1000);
    expect(sockets).toEqual([]);

    await page.getByLabel("Email Address").focus();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName(labels.open);
    expect(sockets).toEqual([]);
  });

  for (const lang of ["en", "fr"] as const) {
    test(`/${lang}: validation messages word for word, cleared on edit`, async ({ page }) => {
      const sockets = watchSockets(page);
      const copy = chat(lang);
      await gotoReady(page, `/${lang}`);
      await openForm(page, lang);
      const email = page.getByLabel(lang === "en" ? "Email Address" : "Adresse e-mail");
      const telegram = page.getByLabel("Telegram", { exact: true });
      const submit = panel(page).getByRole("button", { name: copy.form.submit });

      await submit.click();
      await expect(panel(page)).toContainText(copy.errors.emailRequired);
      await expect(panel(page)).toContainText(copy.errors.telegramRequired);
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(copy.errors.emailRequired);
      await expect(email).toBeFocused();

      await email.fill("jane@shop");
      await expect(panel(page)).not.toContainText(copy.errors.emailRequired);
      await expect(email).not.toHaveAttribute("aria-invalid");
      await telegram.fill("jane_shop");
      await submit.click();
      await expect(panel(page)).toContainText(copy.errors.emailInvalid);
      await expect(panel(page)).toContainText(copy.errors.telegramInvalid);
      await expect(email).toBeFocused();

      await email.fill("jane@shop.example");
      await submit.click();
      await expect(panel(page)).not.toContainText(copy.errors.emailInvalid);
      await expect(telegram).toBeFocused();
      await expect(telegram).toHaveAttribute("aria-invalid", "true");
      expect(sockets).toEqual([]);
    });
  }
});

test.describe("chat conversation against the local room (1440 px)", () => {
  test.use({ viewport: desktop });

  test.beforeEach(async ({ context, page }) => {
    await storeConsent(context);
    await ownIp(page);
  });

  test("a valid submit connects, sends with a timestamp, skips blanks and survives a reload", async ({
    page,
  }) => {
    test.slow();
    const sockets = watchSockets(page);
    const consoleErrors = cspConsoleErrors(page);
    const copy = chat("en");
    await gotoReady(page, "/en/about");
    await startChat(page, "en");
    expect(sockets.some((url) => /\/parties\/chat-room\/[0-9a-f-]{36}/.test(url))).toBe(true);

    const session = page.getByTestId("chat-session");
    await expect(session).toHaveText(/^Session: [0-9a-f]{8}$/);
    const sessionText = await session.textContent();
    const input = page.getByTestId("chat-input");
    await expect(input).toHaveAttribute("placeholder", copy.chat.placeholder);
    await expect(input).toBeFocused();
    // Nobody is signed in as an agent here: the honest availability line.
    await expect(page.getByTestId("chat-availability")).toHaveText(copy.chat.awayHint);

    // Blank text is not a message.
    await input.fill("   ");
    await expect(panel(page).getByRole("button", { name: "Send message" })).toBeDisabled();
    await input.press("Enter");
    await expect(page.getByTestId("chat-message")).toHaveCount(0);

    const sent = await sendMessage(page, "Hello from the e2e visitor");
    await expect(sent).toHaveAttribute("data-sender", "user");
    await expect(sent.locator("time")).toHaveText(/^\d{2}:\d{2} (AM|PM)$/);
    await expect(page.getByRole("log")).toContainText("Hello from the e2e visitor");

    // Without Functional consent (the stored choice here), for this tab only (DR 016).
    const user = await page.evaluate(() => sessionStorage.getItem("subnova.chat.user"));
    expect(JSON.parse(user ?? "null")).toEqual({
      name: "Guest",
      email: "jane@shop.example",
      telegram: "@jane_shop",
    });

    await page.reload();
    // The launcher is drawn by the server and answers once the page has hydrated: a click before
    // that did nothing, and the panel stayed closed (CI failed here on the log, hidden with it).
    await waitForHydration(page);
    await expect(launcher(page)).toBeVisible();
    await launcher(page).click();
    await expect(page.getByTestId("chat-session")).toHaveText(sessionText ?? "");
    await expect(page.getByRole("log")).toContainText("Hello from the e2e visitor");
    await expect(page.getByTestId("chat-status")).toHaveText(copy.chat.online, { timeout: 15_000 });
    // Shown once, not duplicated by the history the room sent again.
    await expect(
      page.getByTestId("chat-message").filter({ hasText: "Hello from the e2e visitor" }),
    ).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test("minimizing keeps the conversation connected; Escape returns the focus", async ({
    page,
  }) => {
    test.slow();
    const closed: string[] = [];
    page.on("websocket", (socket) => socket.on("close", () => closed.push(socket.url())));
    await gotoReady(page, "/en");
    await startChat(page, "en");
    await page.getByTestId("chat-input").focus();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await page.waitForTimeout(1500);
    expect(closed).toEqual([]);
    await launcher(page).click();
    await expect(page.getByTestId("chat-status")).toHaveText(chat("en").chat.online);
    await expect(page.getByTestId("chat-input")).toBeFocused();
  });

  test("French: the chat view in French with the 24-hour time", async ({ page }) => {
    test.slow();
    const copy = chat("fr");
    await gotoReady(page, "/fr");
    await expect(launcher(page)).toHaveAccessibleName(launcherLabels("fr").open);
    await startChat(page, "fr");
    await expect(page.getByTestId("chat-session")).toHaveText(/^Session\u00a0: [0-9a-f]{8}$/);
    const sent = await sendMessage(page, "Bonjour depuis le test");
    await expect(sent.locator("time")).toHaveText(/^\d{2}:\d{2}$/);
    await expect(page.getByTestId("chat-input")).toHaveAttribute(
      "placeholder",
      copy.chat.placeholder,
    );
  });
});

test.describe("the launcher is on every public page", () => {
  test.use({ viewport: desktop });
  test.beforeEach(async ({ context }) => storeConsent(context));

  for (const path of ["/webi", "/webiCheckout", "/en/nope"]) {
    test(path, async ({ page }) => {
      await gotoReady(page, path);
      await expect(launcher(page)).toBeVisible();
      await expect(launcher(page)).toHaveAccessibleName(launcherLabels("en").open);
    });
  }
});

for (const [name, viewport] of [
  ["390 px", phone],
  ["1440 px", desktop],
] as const) {
  test.describe(`chat widget accessibility and layout (${name})`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ context, page }) => {
      await storeConsent(context);
      await ownIp(page);
    });

    test("axe finds nothing on the form view and the chat view; nothing overflows", async ({
      page,
    }) => {
      test.slow();
      await gotoReady(page, "/en");
      await openForm(page, "en");
      await panel(page)
        .getByRole("button", { name: chat("en").form.submit })
        .click();
      await expect(panel(page)).toContainText(chat("en").errors.emailRequired);
      await expectNoAxeViolations(page);

      await page.getByLabel("Email Address").fill("jane@shop.example");
      await page.getByLabel("Telegram", { exact: true }).fill("+1 234 567 8900");
      await panel(page)
        .getByRole("button", { name: chat("en").form.submit })
        .click();
      await expect(page.getByTestId("chat-status")).toHaveText(chat("en").chat.online, {
        timeout: 15_000,
      });
      await sendMessage(page, "Checking the layout with a fairly long first message.");
      await expectNoAxeViolations(page);

      const box = await panel(page).boundingBox();
      expect(box).not.toBeNull();
      if (viewport.width < 640) {
        expect(Math.round(box?.width ?? 0)).toBe(viewport.width);
      } else {
        expect(box?.width ?? 0).toBeLessThan(440);
      }
      // Nothing in the popup sticks out of it or out of the viewport.
      const overflow = await panel(page).evaluate((root) => {
        const edge = root.getBoundingClientRect();
        const out = [...root.querySelectorAll("*")].filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.right > edge.right + 1 || r.left < edge.left - 1);
        });
        return {
          inside: out.map((el) => el.tagName),
          viewport: edge.left >= 0 && edge.right <= window.innerWidth,
          scrolls: root.scrollWidth > root.clientWidth,
        };
      });
      expect(overflow).toEqual({ inside: [], viewport: true, scrolls: false });
    });
  });
}

test.describe("unread badge (room frames stood in by Playwright)", () => {
  test.use({ viewport: desktop });

  test("counts support replies while closed, shows 9+ above 9, and clears on open with a read", async ({
    context,
    page,
  }) => {
    // A conversation from an earlier visit is kept only with Functional consent (DR 016).
    await seedConversation(context, "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b");
    const reads: number[] = [];
    await page.routeWebSocket(/\/parties\/chat-room\//, (ws) => {
      const replies = Array.from({ length: 11 }, (_, i) => ({
        id: `support-reply-${i + 1}`,
        seq: i + 1,
        sender: "support",
        text: `Reply ${i + 1}`,
        timestamp: Date.now(),
      }));
      ws.send(JSON.stringify({ t: "history", messages: replies.slice(0, 2), hasMore: false }));
      ws.send(JSON.stringify({ t: "status", agentsOnline: true }));
      ws.onMessage((raw) => {
        const frame = JSON.parse(String(raw)) as { t: string; seq?: number };
        if (frame.t === "read" && frame.seq) reads.push(frame.seq);
      });
      (globalThis as { pushRest?: () => void }).pushRest = () => {
        for (const reply of replies.slice(2)) ws.send(JSON.stringify({ t: "message", ...reply }));
      };
    });
    await gotoReady(page, "/en");
    // A visitor with a conversation under way gets the widget when the page is idle.
    const badge = page.getByTestId("chat-unread-badge");
    await expect(badge).toHaveText("2", { timeout: 15_000 });
    await expect(launcher(page)).toHaveAccessibleDescription("2 unread messages");
    (globalThis as { pushRest?: () => void }).pushRest?.();
    await expect(badge).toHaveText("9+");
    await launcher(page).click();
    await expect(badge).toHaveCount(0);
    await expect.poll(() => reads.at(-1)).toBe(11);
    await launcher(page).click();
    await expect(badge).toHaveCount(0);
  });
});
