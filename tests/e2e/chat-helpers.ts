import { type BrowserContext, expect, type Page } from "@playwright/test";
import { E2E_AGENT_PASSWORD } from "./e2e-server";
import { blockCopy, consentRecord, filled, gotoReady, type Lang, storeConsent } from "./helpers";

/** What the widget and console tests read of the chat copy. */
interface ChatCopy {
  form: { title: string; subtitle: string; notice: string; intro: string; submit: string };
  errors: Record<"emailRequired" | "emailInvalid" | "telegramRequired" | "telegramInvalid", string>;
  chat: {
    title: string;
    online: string;
    connecting: string;
    awayHint: string;
    onlineHint: string;
    placeholder: string;
    session: string;
    lost: string;
    lostPolling: string;
    reconnect: string;
    typing: string;
  };
}

interface LauncherCopy {
  chatLauncher: { open: string; minimize: string; minimizeHint: string };
}

export const chat = (lang: Lang) => blockCopy<ChatCopy>(lang, "chat");

/** The launcher's labels live in the shell's copy (locales/<lang>/common.json). */
export function launcherLabels(lang: Lang): LauncherCopy["chatLauncher"] {
  return blockCopy<LauncherCopy>(lang, "../common").chatLauncher;
}

let ipCounter = 0;
/** Each test is its own visitor for the per-IP socket budget (20 a minute). */
export async function ownIp(page: Page) {
  ipCounter += 1;
  await page.setExtraHTTPHeaders({
    "CF-Connecting-IP": `198.51.100.${(process.pid % 50) + ipCounter}`,
  });
}

export function watchSockets(page: Page): string[] {
  const urls: string[] = [];
  page.on("websocket", (socket) => urls.push(socket.url()));
  return urls;
}

/**
 * A conversation this browser already has, joined and empty, kept across visits: that needs
 * Functional consent (DR 016). Put in place once; what the widget then stores is left alone.
 */
export async function seedConversation(context: BrowserContext, sessionId: string) {
  await storeConsent(context, consentRecord({ functional: true }));
  await context.addInitScript(
    ([userKey, sessionKey, session]) => {
      if (localStorage.getItem(sessionKey)) return;
      localStorage.setItem(userKey, JSON.stringify(session.user));
      localStorage.setItem(sessionKey, JSON.stringify(session.stored));
    },
    [
      "subnova.chat.user",
      "subnova.chat.session",
      {
        user: { name: "Guest", email: "ana@shop.example", telegram: "@ana_shop" },
        stored: {
          id: sessionId,
          joined: true,
          chat: { messages: [], pending: [], lastSeq: 0, readSeq: 0 },
        },
      },
    ] as const,
  );
}

export const launcher = (page: Page) => page.getByTestId("chat-launcher");
export const panel = (page: Page) => page.getByTestId("chat-panel");

export async function openForm(page: Page, lang: Lang) {
  await launcher(page).click();
  await expect(panel(page).getByRole("heading", { name: chat(lang).form.title })).toBeVisible();
}

/** Fills the pre-chat form and waits for the live connection. */
export async function startChat(
  page: Page,
  lang: Lang,
  visitor: { email: string; telegram: string } = {
    email: "jane@shop.example",
    telegram: "@jane_shop",
  },
) {
  await openForm(page, lang);
  await page.getByLabel(lang === "en" ? "Email Address" : "Adresse e-mail").fill(visitor.email);
  await page.getByLabel("Telegram", { exact: true }).fill(visitor.telegram);
  await panel(page)
    .getByRole("button", { name: chat(lang).form.submit })
    .click();
  await expect(
    panel(page).getByRole("heading", { name: filled(chat(lang).chat.title) }),
  ).toBeVisible();
  await expect(page.getByTestId("chat-status")).toHaveText(chat(lang).chat.online, {
    timeout: 15_000,
  });
}

/** Sends from the widget and waits until the room confirmed it (no longer pending). */
export async function sendMessage(page: Page, text: string) {
  const input = page.getByTestId("chat-input");
  await input.fill(text);
  await input.press("Enter");
  const sent = page.getByTestId("chat-message").filter({ hasText: text });
  await expect(sent).toBeVisible();
  await expect(sent).not.toHaveAttribute("data-status", /.+/, { timeout: 15_000 });
  return sent;
}

/** Signs a support agent in through the /agent form (base: another server's origin). */
export async function signInAgent(page: Page, agentId: string, base = "") {
  await gotoReady(page, `${base}/agent`);
  await page.getByLabel("Agent email").fill(agentId);
  await page.getByLabel("Password").fill(E2E_AGENT_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** A conversation in the console's list, told apart from others by the visitor's email. */
export const conversationItem = (page: Page, email: string) =>
  page.getByRole("navigation", { name: "Conversations" }).getByRole("button").filter({
    hasText: email,
  });
