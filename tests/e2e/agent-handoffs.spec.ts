import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { conversationItem, ownIp, sendMessage, signInAgent, startChat } from "./chat-helpers";
import { E2E_AGENTS } from "./e2e-server";
import { desktop, gotoReady, storeConsent } from "./helpers";

/**
 * The console's work on one conversation, as agents and a visitor meet it, each in a browser of
 * their own: the visitor reads the agent's name on replies, notes stay with the team, a
 * conversation is handed from Ana to Ben, a visitor is blocked and let back, and the pane follows
 * the visitor from page to page.
 */
test.use({ viewport: desktop });

const [ANA, BEN] = E2E_AGENTS;

interface Opened {
  page: Page;
  context: BrowserContext;
}

async function visitorBrowser(browser: Browser, ip?: string): Promise<Opened> {
  const context = await browser.newContext({ viewport: desktop });
  await storeConsent(context);
  const page = await context.newPage();
  if (ip) await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
  else await ownIp(page);
  return { page, context };
}

/** An address no other test shares (a block covers the visitor's whole IPv6 /64). */
const ownNetwork = () => {
  const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${hex()}:${hex()}::1`;
};

async function agentBrowser(browser: Browser, agentId: string): Promise<Opened> {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  await signInAgent(page, agentId);
  return { page, context };
}

const pane = (page: Page) => page.getByRole("region", { name: /^Conversation with / });
const uniqueEmail = (label: string) =>
  `${label}-${process.pid}-${crypto.randomUUID().slice(0, 8)}@shop.example`;

/** A visitor on /en/cross who has asked a question, and the agent's pane open on it. */
async function conversation(visitor: Page, agent: Page, email: string, question: string) {
  await gotoReady(visitor, "/en/cross");
  await startChat(visitor, "en", { email, telegram: "@handoff_visitor" });
  await sendMessage(visitor, question);
  await conversationItem(agent, email).click();
  await expect(pane(agent)).toContainText(question);
}

async function reply(agent: Page, text: string) {
  await pane(agent).getByLabel("Reply").fill(text);
  await pane(agent).getByRole("button", { name: "Send reply" }).click();
}

test("the visitor reads the agent's name on every reply, also after a reload; notes never reach them", async ({
  browser,
}) => {
  test.slow();
  const visitor = await visitorBrowser(browser);
  const ana = await agentBrowser(browser, ANA);
  try {
    const email = uniqueEmail("names");
    await conversation(visitor.page, ana.page, email, "Which cards do you accept?");
    await reply(ana.page, "Visa, Mastercard and Amex.");
    const answer = visitor.page.getByTestId("chat-message").filter({ hasText: "Visa, Mastercard" });
    await expect(answer).toContainText("Ana, Subnova");

    // An internal note: the team sees it as a note, the visitor never gets it.
    await pane(ana.page).getByText("Internal note", { exact: true }).click();
    await pane(ana.page).getByLabel("Reply").fill("Upsell the annual plan next time");
    await pane(ana.page).getByRole("button", { name: "Send reply" }).click();
    const note = pane(ana.page).getByRole("listitem").filter({ hasText: "Upsell the annual plan" });
    await expect(note).toContainText("Internal note · You");
    await expect(note).not.toHaveAttribute("data-status", /.+/);
    await pane(ana.page).getByText("To the visitor", { exact: true }).click();
    await reply(ana.page, "Anything else?");
    await expect(visitor.page.getByText("Anything else?")).toBeVisible();
    await expect(visitor.page.getByText("Upsell the annual plan")).toHaveCount(0);

    await visitor.page.reload();
    // The panel may come back open or closed, and the launcher answers once its script runs:
    // open it until the conversation shows.
    const chatPanel = visitor.page.getByTestId("chat-panel");
    await expect(async () => {
      if (!(await chatPanel.isVisible())) await visitor.page.getByTestId("chat-launcher").click();
      await expect(answer).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(answer).toContainText("Ana, Subnova");
    await expect(visitor.page.getByText("Anything else?")).toBeVisible();
    await expect(visitor.page.getByText("Upsell the annual plan")).toHaveCount(0);
  } finally {
    await Promise.all([visitor.context.close(), ana.context.close()]);
  }
});

test("Ana hands the conversation to Ben, who is told; only the holder may answer", async ({
  browser,
}) => {
  test.slow();
  const visitor = await visitorBrowser(browser);
  const ana = await agentBrowser(browser, ANA);
  const ben = await agentBrowser(browser, BEN);
  try {
    const email = uniqueEmail("handoff");
    await conversation(visitor.page, ana.page, email, "I need help with a refund");
    await pane(ana.page).getByRole("button", { name: "Claim conversation" }).click();
    await expect(pane(ana.page).getByText("Claimed by you")).toBeVisible();

    await pane(ana.page).getByRole("button", { name: "Transfer" }).click();
    await pane(ana.page).getByRole("button", { name: "Transfer to Ben" }).click();
    await expect(pane(ana.page).getByText("Claimed by Ben")).toBeVisible();

    // Ben is told, and opens it from the notice.
    const notice = ben.page.getByRole("alert").filter({ hasText: "Ana handed you" });
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: "Open" }).click();
    await expect(pane(ben.page).getByText("Claimed by you")).toBeVisible();
    await expect(notice).toHaveCount(0);

    // Ana may no longer answer; Ben does.
    await reply(ana.page, "Let me look");
    await expect(pane(ana.page).getByText("Ben is answering this visitor.").first()).toBeVisible();
    await reply(ben.page, "Ben here: your refund is on its way.");
    await expect(
      visitor.page.getByTestId("chat-message").filter({ hasText: "your refund is on its way" }),
    ).toContainText("Ben, Subnova");
    await expect(visitor.page.getByText("Let me look")).toHaveCount(0);

    // Ben gives it back to the team: anyone may claim it again.
    await pane(ben.page).getByRole("button", { name: "Release" }).click();
    await expect(pane(ana.page).getByRole("button", { name: "Claim conversation" })).toBeVisible();

    // Closing and reopening: the visitor sees it closed, then open again.
    await pane(ana.page).getByRole("button", { name: "Close conversation" }).click();
    await expect(visitor.page.getByText("This conversation is closed.")).toBeVisible();
    await pane(ana.page).getByRole("button", { name: "Reopen" }).click();
    await expect(visitor.page.getByText("This conversation is closed.")).toHaveCount(0);
  } finally {
    await Promise.all([visitor.context.close(), ana.context.close(), ben.context.close()]);
  }
});

test("a blocked visitor reads a polite note, cannot write or start again, until the block is lifted", async ({
  browser,
}) => {
  test.slow();
  const visitor = await visitorBrowser(browser, ownNetwork());
  const ana = await agentBrowser(browser, ANA);
  try {
    const email = uniqueEmail("blocked");
    await conversation(visitor.page, ana.page, email, "buy followers cheap!!!");
    await pane(ana.page).getByRole("button", { name: "Block" }).click();
    const dialog = ana.page.getByRole("dialog", { name: "Block this visitor" });
    await dialog.getByLabel("7 days").check();
    await dialog.getByLabel("Reason (for your team)").fill("Spam links");
    await dialog.getByRole("button", { name: "Block visitor" }).click();
    await expect(pane(ana.page).getByText(/Blocked by Ana until .*: Spam links/)).toBeVisible();

    const blocked = visitor.page.getByTestId("chat-blocked");
    await expect(blocked).toContainText("Our team has paused this conversation");
    await expect(blocked).toContainText("You can write to us again from");
    await expect(visitor.page.getByTestId("chat-input")).toBeDisabled();

    // The same email in a fresh browser cannot open a new conversation.
    const again = await visitorBrowser(browser, ownNetwork());
    try {
      await gotoReady(again.page, "/en/about");
      await again.page.getByTestId("chat-launcher").click();
      await again.page.getByLabel("Email Address").fill(email);
      await again.page.getByLabel("Telegram", { exact: true }).fill("@other_handle");
      await again.page
        .getByTestId("chat-panel")
        .getByRole("button", { name: "Start Live Chat" })
        .click();
      await expect(again.page.getByTestId("chat-blocked")).toBeVisible({ timeout: 15_000 });
      await expect(again.page.getByTestId("chat-input")).toBeDisabled();
    } finally {
      await again.context.close();
    }

    await pane(ana.page).getByRole("button", { name: "Lift block" }).click();
    await expect(blocked).toHaveCount(0);
    await sendMessage(visitor.page, "sorry about that");
    await expect(pane(ana.page)).toContainText("sorry about that");
  } finally {
    await Promise.all([visitor.context.close(), ana.context.close()]);
  }
});

test("the pane shows the visitor's local time, where they started and the page they are on now", async ({
  browser,
}) => {
  // Two browsers and a navigation between pages: more than the default 30 s under a full run.
  test.slow();
  const visitorContext = await browser.newContext({
    viewport: desktop,
    timezoneId: "Europe/Paris",
  });
  await storeConsent(visitorContext);
  const visitor = await visitorContext.newPage();
  await ownIp(visitor);
  const ana = await agentBrowser(browser, ANA);
  try {
    const email = uniqueEmail("context");
    await conversation(visitor, ana.page, email, "Where is your pricing?");
    const details = pane(ana.page).getByLabel("Visitor details");
    await expect(details).toContainText("Started on/en/cross");
    await expect(details).toContainText("(Europe/Paris)");
    await visitor.getByRole("link", { name: "About us" }).first().click();
    await expect(visitor).toHaveURL(/\/en\/about$/);
    await expect(details).toContainText("Now on/en/about", { timeout: 10_000 });
    await expect(details).toContainText("Started on/en/cross");
  } finally {
    await Promise.all([visitorContext.close(), ana.context.close()]);
  }
});
