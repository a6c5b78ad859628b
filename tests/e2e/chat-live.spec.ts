import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import {
  chat,
  conversationItem,
  launcher,
  openForm,
  ownIp,
  panel,
  sendMessage,
  signInAgent,
  startChat,
} from "./chat-helpers";
import { E2E_AGENTS } from "./e2e-server";
import { desktop, gotoReady, storeConsent } from "./helpers";
import { RestartableServer } from "./restartable-server";

/**
 * The real widget and the real agents' console side by side, each in its own browser context:
 * what a visitor and a support agent see of one conversation.
 */

test.use({ viewport: desktop });

interface Pair {
  visitor: Page;
  agent: Page;
  email: string;
  contexts: BrowserContext[];
}

let visitorCounter = 0;

async function openPair(browser: Browser, baseURL?: string): Promise<Pair> {
  const options = { viewport: desktop, ...(baseURL ? { baseURL } : {}) };
  const visitorContext = await browser.newContext(options);
  const agentContext = await browser.newContext(options);
  await storeConsent(visitorContext);
  const visitor = await visitorContext.newPage();
  await ownIp(visitor);
  const agent = await agentContext.newPage();
  visitorCounter += 1;
  const email = `live-${process.pid}-${visitorCounter}-${Date.now()}@shop.example`;
  return { visitor, agent, email, contexts: [visitorContext, agentContext] };
}

const conversation = (agent: Page) => agent.getByRole("region", { name: /^Conversation with / });
const agentLog = (agent: Page) => conversation(agent).getByRole("log", { name: "Messages" });
const visitorLog = (visitor: Page) => visitor.getByTestId("chat-log");

async function replyAsAgent(agent: Page, text: string) {
  const reply = agent.getByLabel("Reply");
  await reply.fill(text);
  await agent.getByRole("button", { name: "Send reply" }).click();
  await expect(reply).toHaveValue("");
}

/** Each text appears exactly once in a transcript; returns them in the transcript's order. */
async function shownOnce(texts: string[], items: () => Promise<string[]>): Promise<string[]> {
  await expect
    .poll(async () => {
      const all = await items();
      return texts.map((text) => all.filter((item) => item.includes(text)).length);
    })
    .toEqual(texts.map(() => 1));
  const all = await items();
  const position = (text: string) => all.findIndex((item) => item.includes(text));
  return texts.toSorted((a, b) => position(a) - position(b));
}

/** Each text appears exactly once in a transcript, in this order. */
async function expectOnceInOrder(texts: string[], items: () => Promise<string[]>) {
  expect(await shownOnce(texts, items)).toEqual(texts);
}

const visitorMessages = (visitor: Page) => () =>
  visitor.getByTestId("chat-message").allTextContents();
const agentMessages = (agent: Page) => () =>
  agentLog(agent).getByRole("listitem").allTextContents();

test.describe("visitor and agent side by side", () => {
  test("pre-chat validation, then a conversation both ways with typing shown on both sides", async ({
    browser,
  }) => {
    test.slow();
    const { visitor, agent, email, contexts } = await openPair(browser);
    const copy = chat("en");
    await gotoReady(visitor, "/en/cross");
    // The form refuses a missing or malformed email and Telegram before anything connects.
    await openForm(visitor, "en");
    await panel(visitor).getByRole("button", { name: copy.form.submit }).click();
    await expect(panel(visitor)).toContainText(copy.errors.emailRequired);
    await expect(panel(visitor)).toContainText(copy.errors.telegramRequired);
    await visitor.getByLabel("Email Address").fill("not-an-email");
    await visitor.getByLabel("Telegram", { exact: true }).fill("nobody");
    await panel(visitor).getByRole("button", { name: copy.form.submit }).click();
    await expect(panel(visitor)).toContainText(copy.errors.emailInvalid);
    await expect(panel(visitor)).toContainText(copy.errors.telegramInvalid);
    await launcher(visitor).click();
    await startChat(visitor, "en", { email, telegram: "@live_visitor" });

    await signInAgent(agent, E2E_AGENTS[0]);
    // An agent is online now: the visitor is told so without reloading.
    await expect(visitor.getByTestId("chat-availability")).toHaveText(copy.chat.onlineHint);

    await sendMessage(visitor, "Hi, can you add the membership to my Shopify checkout?");
    const item = conversationItem(agent, email);
    await expect(item).toBeVisible();
    await expect(item).toContainText("Hi, can you add the membership");
    await expect(item).toContainText("/en/cross");
    await item.click();
    await expect(conversation(agent)).toContainText(email);
    await expect(conversation(agent)).toContainText("@live_visitor");
    await expect(agentLog(agent)).toContainText("Hi, can you add the membership");

    // The visitor types: the agent sees it.
    await visitor.getByTestId("chat-input").pressSequentially("Also", { delay: 60 });
    await expect(agent.getByRole("status").filter({ hasText: "is typing…" })).toBeVisible();
    // The agent types: the visitor sees the three dots.
    await agent.getByLabel("Reply").pressSequentially("Sure", { delay: 60 });
    await expect(visitor.getByTestId("chat-typing")).toBeVisible();
    await expect(visitor.getByTestId("chat-typing")).toContainText(copy.chat.typing);

    await replyAsAgent(agent, "Sure! It takes one script tag. Which plan are you on?");
    const answer = visitor
      .getByTestId("chat-message")
      .filter({ hasText: "It takes one script tag" });
    await expect(answer).toBeVisible();
    await expect(answer).toHaveAttribute("data-sender", "support");
    // The reply replaced the typing dots.
    await expect(visitor.getByTestId("chat-typing")).toBeHidden({ timeout: 7_000 });

    await visitor.getByTestId("chat-input").fill("");
    await sendMessage(visitor, "The Advanced plan.");
    await expect(agentLog(agent)).toContainText("The Advanced plan.");
    // Typing again right after a message shows at once: the message cleared the hint, and the
    // typing throttle (one frame per 2 s) starts over with it.
    await visitor.getByTestId("chat-input").pressSequentially("And", { delay: 60 });
    await expect(agent.getByRole("status").filter({ hasText: "is typing…" })).toBeVisible({
      timeout: 1_500,
    });
    await visitor.getByTestId("chat-input").fill("");

    const transcript = [
      "Hi, can you add the membership",
      "It takes one script tag",
      "The Advanced plan.",
    ];
    await expectOnceInOrder(transcript, visitorMessages(visitor));
    await expectOnceInOrder(transcript, agentMessages(agent));

    // A reload keeps the whole history on both sides, shown once.
    await visitor.reload();
    await launcher(visitor).click();
    await expect(visitor.getByTestId("chat-status")).toHaveText(copy.chat.online, {
      timeout: 15_000,
    });
    await agent.reload();
    await conversationItem(agent, email).click();
    await expectOnceInOrder(transcript, visitorMessages(visitor));
    await expectOnceInOrder(transcript, agentMessages(agent));
    for (const context of contexts) await context.close();
  });

  test("the launcher counts unread replies while the widget is closed: 9+ after ten", async ({
    browser,
  }) => {
    test.slow();
    const { visitor, agent, email, contexts } = await openPair(browser);
    await gotoReady(visitor, "/en");
    await startChat(visitor, "en", { email, telegram: "@badge_visitor" });
    await sendMessage(visitor, "Is anyone there?");
    await launcher(visitor).click();
    await expect(panel(visitor)).toBeHidden();

    await signInAgent(agent, E2E_AGENTS[1]);
    await conversationItem(agent, email).click();
    const badge = visitor.getByTestId("chat-unread-badge");
    for (let i = 1; i <= 10; i++) {
      await replyAsAgent(agent, `Answer ${i} of 10`);
      if (i === 1) await expect(badge).toHaveText("1");
      if (i === 9) await expect(badge).toHaveText("9");
    }
    await expect(badge).toHaveText("9+");
    await expect(launcher(visitor)).toHaveAccessibleDescription("10 unread messages");

    // Opening the widget reads them: the badge goes, every answer is there once.
    await launcher(visitor).click();
    await expect(badge).toHaveCount(0);
    await expectOnceInOrder(
      Array.from({ length: 10 }, (_, i) => `Answer ${i + 1} of 10`),
      visitorMessages(visitor),
    );
    await launcher(visitor).click();
    await expect(badge).toHaveCount(0);
    for (const context of contexts) await context.close();
  });
});

test.describe("a forced disconnect: the chat server is killed and restarted", () => {
  // Its own wrangler dev, so stopping it does not take the suite's server down.
  const server = new RestartableServer(8794);
  test.afterEach(async () => {
    const info = test.info();
    if (info.status !== info.expectedStatus) {
      await info.attach("wrangler dev output", { path: server.logPath });
    }
  });
  test.afterAll(() => server.dispose());

  test("messages sent around and after the outage arrive once on both sides", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    await server.start();
    const { visitor, agent, email, contexts } = await openPair(browser, server.baseURL);
    const copy = chat("en");
    await gotoReady(visitor, "/en/about");
    await startChat(visitor, "en", { email, telegram: "@restart_visitor" });
    await signInAgent(agent, E2E_AGENTS[0]);
    await sendMessage(visitor, "Visitor before the outage");
    await conversationItem(agent, email).click();
    await expect(agentLog(agent)).toContainText("Visitor before the outage");
    await replyAsAgent(agent, "Agent before the restart");
    await expect(visitorLog(visitor)).toContainText("Agent before the restart");

    // The server dies while a visitor message is on its way (acked or not, it must land once).
    const input = visitor.getByTestId("chat-input");
    await input.fill("Sent as the server died");
    await input.press("Enter");
    await server.stop();
    const reconnecting = agent.getByRole("status").filter({ hasText: "Reconnecting…" });
    await expect(reconnecting).toBeVisible();
    // The agent answers during the outage: the console keeps the reply until it can send it.
    await replyAsAgent(agent, "Agent reply written during the outage");
    // The widget tries 5 times, 1 s apart, then offers Retry.
    const lost = visitor.getByTestId("chat-lost");
    await expect(lost).toContainText(copy.chat.lost, { timeout: 20_000 });
    await expect(input).toBeDisabled();

    await server.start();
    // The console reconnects by itself, gets what it missed and sends what it kept.
    await expect(reconnecting).toBeHidden({ timeout: 60_000 });
    await expect(agentLog(agent)).toContainText("Sent as the server died", { timeout: 30_000 });
    // The widget, given up on its socket, polls the room: the reply arrives that way and the
    // visitor can write again over HTTP.
    await expect(visitorLog(visitor)).toContainText("Agent reply written during the outage", {
      timeout: 30_000,
    });
    await expect(lost).toContainText(copy.chat.lostPolling);
    await sendMessage(visitor, "Sent over the fallback");
    await expect(agentLog(agent)).toContainText("Sent over the fallback", { timeout: 15_000 });
    await replyAsAgent(agent, "Agent after the restart");
    await expect(visitorLog(visitor)).toContainText("Agent after the restart", {
      timeout: 15_000,
    });
    // Retry brings the live connection back.
    await lost.getByRole("button", { name: copy.chat.reconnect }).click();
    await expect(visitor.getByTestId("chat-status")).toHaveText(copy.chat.online, {
      timeout: 30_000,
    });
    await expect(lost).toBeHidden();
    await sendMessage(visitor, "Visitor back on the live socket");
    await expect(agentLog(agent)).toContainText("Visitor back on the live socket");

    const transcript = [
      "Visitor before the outage",
      "Agent before the restart",
      "Sent as the server died",
      "Agent reply written during the outage",
      "Sent over the fallback",
      "Agent after the restart",
      "Visitor back on the live socket",
    ];
    // The room orders messages as they reach it. The visitor's message reached it before the
    // server died or, if it did not, only after the restart, when it races the agent's kept
    // reply: either order is right, as long as both sides show the same one.
    const shownToVisitor = await shownOnce(transcript, visitorMessages(visitor));
    expect([
      transcript,
      [...transcript.slice(0, 2), transcript[3], transcript[2], ...transcript.slice(4)],
    ]).toContainEqual(shownToVisitor);
    expect(await shownOnce(transcript, agentMessages(agent))).toEqual(shownToVisitor);
    // Nothing is left pending in the widget.
    await expect(visitor.locator('[data-testid="chat-message"][data-status]')).toHaveCount(0);
    for (const context of contexts) await context.close();
  });
});
