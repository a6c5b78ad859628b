import { type Browser, expect, type Page, test } from "@playwright/test";
import { parseServerFrame } from "../../party/protocol";
import { conversationItem, ownIp, sendMessage, startChat } from "./chat-helpers";
import { E2E_AGENT_PASSWORD, E2E_SETTINGS_AGENT } from "./e2e-server";
import { desktop, expectNoAxeViolations, gotoReady, storeConsent } from "./helpers";

/**
 * The console's own settings, views, alerts, keyboard and language, as an agent and a visitor
 * (each in a browser context of their own) use them. One agent of their own (renamed, switched
 * to French, muted here), whose profile every test puts back first: the local server keeps it.
 */

test.use({ viewport: desktop });
// One after the other: they change the same agent's profile.
test.describe.configure({ mode: "default" });

const AGENT = E2E_SETTINGS_AGENT;
const DEFAULT_NAME = "Cam";

let counter = 0;
const uniqueEmail = (what: string) => {
  counter += 1;
  return `ux-${what}-${process.pid}-${counter}-${Date.now()}@shop.example`;
};
const group = () => Math.floor(Math.random() * 0xffff).toString(16);

/** Signs the agent in and puts their profile back to its defaults (English, sound on). */
async function agentPage(browser: Browser, { stubAlerts = false } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: desktop });
  if (stubAlerts) await context.addInitScript(alertStubs);
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `2001:db8:${group()}:${group()}::1` });
  await gotoReady(page, "/agent");
  await page.getByLabel("Agent email").fill(AGENT);
  await page.getByLabel("Password").fill(E2E_AGENT_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The same word in both languages: whatever an earlier run left, the console is there.
  await expect(page.getByRole("navigation", { name: "Conversations" })).toBeVisible();
  await saveProfile(page, { name: DEFAULT_NAME, lang: "en", muted: false });
  await gotoReady(page, "/agent");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByText("Reconnecting…")).toBeHidden({ timeout: 15_000 });
  return page;
}

async function saveProfile(page: Page, body: Record<string, unknown>) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.put("/api/agent/me", {
    data: body,
    headers: { Origin: origin },
  });
  expect(response.status()).toBe(200);
}

/** A visitor on the site, in a context of their own, who opens the chat and writes. */
async function visitorPage(
  browser: Browser,
  email: string,
  first: string,
  watch: (page: Page) => void = () => {},
) {
  const context = await browser.newContext({ viewport: desktop });
  await storeConsent(context);
  const page = await context.newPage();
  watch(page);
  await ownIp(page);
  await gotoReady(page, "/en/cashback");
  await startChat(page, "en", { email, telegram: `@ux_${group()}${group()}` });
  await sendMessage(page, first);
  return page;
}

const list = (page: Page) => page.getByRole("navigation", { name: "Conversations" });
const viewButton = (page: Page, view: string) =>
  list(page).getByRole("button", { name: new RegExp(`^${view} \\d+ conversations?$`) });
/** A tab's count, as its name reads ("Mine 3 conversations"). */
const viewCount = async (page: Page, view: string) =>
  Number(/\d+/.exec(await viewButton(page, view).innerText())?.[0] ?? Number.NaN);
const pane = (page: Page, email: string) =>
  page.getByRole("region", { name: `Conversation with ${email}` });
const settingsButton = (page: Page, name: string) =>
  page.getByRole("button", { name: `${name} Your settings` });

test("the agent names themselves; the visitor's reply is signed with that name", async ({
  browser,
}) => {
  test.slow();
  const agent = await agentPage(browser);
  await expectNoAxeViolations(agent);
  // Shown by name, never by email.
  await expect(settingsButton(agent, DEFAULT_NAME)).toBeVisible();
  await expect(agent.getByText(AGENT)).toHaveCount(0);

  await settingsButton(agent, DEFAULT_NAME).click();
  const settings = agent.getByRole("dialog", { name: "Your settings" });
  await expect(settings).toBeVisible();
  const name = settings.getByLabel("Display name");
  await expect(name).toBeFocused();
  await expectNoAxeViolations(agent);
  // The preview follows the typing, before anything is saved.
  await name.fill("Camille Martin");
  await expect(settings.getByTestId("signature")).toHaveText("Camille Martin, Subnova");
  await name.fill("   ");
  await settings.getByRole("button", { name: "Save name" }).click();
  await expect(settings.getByRole("alert")).toHaveText("Enter the name visitors will read.");
  await name.fill("Camille Martin");
  await settings.getByRole("button", { name: "Save name" }).click();
  await expect(settings.getByText("Saved.")).toBeVisible();
  await agent.keyboard.press("Escape");
  await expect(settings).toBeHidden();
  await expect(settingsButton(agent, "Camille Martin")).toBeFocused();

  // The sockets opened again under the new name: the team sees it online.
  await expect(
    agent.getByRole("list", { name: "Agents online" }).getByText("Camille Martin", { exact: true }),
  ).toBeVisible({ timeout: 15_000 });

  const email = uniqueEmail("name");
  // What reaches the visitor's widget: each reply and the name it is signed with.
  const signed: string[] = [];
  const visitor = await visitorPage(browser, email, "Who am I talking to?", (page) =>
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        const frame = parseServerFrame(payload);
        if (frame?.t === "message" && frame.sender === "support") signed.push(frame.author ?? "");
      }),
    ),
  );
  await conversationItem(agent, email).click();
  await pane(agent, email).getByRole("button", { name: "Claim conversation" }).click();
  await pane(agent, email)
    .getByRole("combobox", { name: "Reply" })
    .fill("Camille here, happy to help.");
  await pane(agent, email).getByRole("button", { name: "Send reply" }).click();
  const reply = visitor.getByTestId("chat-message").filter({ hasText: "Camille here" });
  await expect(reply).toBeVisible();
  await expect(reply).toHaveAttribute("data-sender", "support");
  await expect.poll(() => signed).toEqual(["Camille Martin"]);
  await visitor.context().close();
  await agent.context().close();
});

test("views: a conversation moves from Unclaimed to Mine on claim, and to Closed on close", async ({
  browser,
}) => {
  test.slow();
  const agent = await agentPage(browser);
  const email = uniqueEmail("views");
  const visitor = await visitorPage(browser, email, "Is the cashback popup free?");

  await viewButton(agent, "Unclaimed").click();
  await expect(viewButton(agent, "Unclaimed")).toHaveAttribute("aria-pressed", "true");
  const row = conversationItem(agent, email);
  await expect(row).toBeVisible();
  const mine = await viewCount(agent, "Mine");
  await row.click();
  await pane(agent, email).getByRole("button", { name: "Claim conversation" }).click();
  await expect(pane(agent, email).getByText("Claimed by you")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(viewButton(agent, "Mine")).toHaveAccessibleName(
    new RegExp(`^Mine ${mine + 1} conversations?$`),
  );

  await viewButton(agent, "Mine").click();
  await expect(row).toBeVisible();
  await pane(agent, email).getByRole("button", { name: "Close conversation" }).click();
  await expect(pane(agent, email).getByText(/This conversation is closed\./)).toBeVisible();
  await expect(row).toHaveCount(0);
  await viewButton(agent, "Closed").click();
  await expect(row).toBeVisible();
  await expect(row).toContainText("Closed");

  // The view chosen is this agent's in this browser: back after a reload.
  await agent.reload();
  await expect(viewButton(agent, "Closed")).toHaveAttribute("aria-pressed", "true");
  await expect(conversationItem(agent, email)).toBeVisible();
  await visitor.context().close();
  await agent.context().close();
});

test("keyboard: j and k move along the list, Enter opens, Esc leaves, ? lists every shortcut", async ({
  browser,
}) => {
  test.slow();
  const agent = await agentPage(browser);
  const emails = [uniqueEmail("keys-a"), uniqueEmail("keys-b")];
  const visitors = [];
  for (const email of emails) {
    visitors.push(await visitorPage(browser, email, `Hello from ${email.slice(0, 12)}`));
    // Claimed, so they sit in Mine, where nothing from other tests moves them.
    await conversationItem(agent, email).click();
    await pane(agent, email).getByRole("button", { name: "Claim conversation" }).click();
    await expect(pane(agent, email).getByText("Claimed by you")).toBeVisible();
  }
  await viewButton(agent, "Mine").click();
  // The newest activity first: the second visitor's conversation, then the first one's.
  const [older, newer] = emails.map((email) => conversationItem(agent, email)) as [
    ReturnType<typeof conversationItem>,
    ReturnType<typeof conversationItem>,
  ];

  // In the reply box a j is a letter, and Esc only leaves the box.
  const reply = pane(agent, emails[1] ?? "").getByRole("combobox", { name: "Reply" });
  await reply.click();
  await agent.keyboard.press("j");
  await expect(reply).toHaveValue("j");
  await reply.fill("");
  await agent.keyboard.press("Escape");
  await expect(reply).not.toBeFocused();
  await expect(pane(agent, emails[1] ?? "")).toBeVisible();
  await agent.keyboard.press("Escape");
  await expect(pane(agent, emails[1] ?? "")).toBeHidden();
  await expect(agent.getByText("Select a conversation to start answering.")).toBeVisible();
  // Back on the list, at the conversation just left.
  await expect(newer).toBeFocused();

  await agent.keyboard.press("j");
  await expect(older).toBeFocused();
  await agent.keyboard.press("k");
  await expect(newer).toBeFocused();
  await agent.keyboard.press("j");
  await agent.keyboard.press("Enter");
  await expect(pane(agent, emails[0] ?? "")).toBeVisible();

  await agent.keyboard.press("Escape");
  await agent.keyboard.press("?");
  const help = agent.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();
  for (const action of [
    "Next conversation in the list",
    "Previous conversation in the list",
    "Open the highlighted conversation",
    "Back to the list, or close a panel",
    "Open the canned replies, in the reply box",
    "Show this list",
  ]) {
    await expect(help.getByRole("term").filter({ hasText: action })).toBeVisible();
  }
  await expect(help.getByRole("definition").filter({ hasText: /^\/$/ })).toBeVisible();
  await expectNoAxeViolations(agent);
  // The panel keeps the keyboard: j moves nothing behind it, Esc closes it.
  await agent.keyboard.press("j");
  await expect(help).toBeVisible();
  await agent.keyboard.press("Escape");
  await expect(help).toBeHidden();
  // The top bar's button opens the same list, and the focus comes back to it.
  const button = agent.getByRole("button", { name: "Keyboard shortcuts" });
  await button.click();
  await expect(help).toBeVisible();
  await help.getByRole("button", { name: "Close" }).last().click();
  await expect(button).toBeFocused();
  for (const visitor of visitors) await visitor.context().close();
  await agent.context().close();
});

declare global {
  interface Window {
    /** What the alert stubs saw (see alertStubs). */
    __alerts: {
      notes: Array<EventTarget & { title: string; body: string }>;
      sounds: number;
      asked: number;
    };
  }
}

/**
 * The browser's alert APIs, replaced in the test only: a Notification that records what it was
 * asked to show (permission "default" until the page asks), and an AudioContext that counts the
 * tones it was asked to play.
 */
function alertStubs() {
  const alerts = {
    notes: [] as Array<EventTarget & { title: string; body: string }>,
    sounds: 0,
    asked: 0,
  };
  class FakeNotification extends EventTarget {
    static permission: NotificationPermission = "default";
    static requestPermission() {
      alerts.asked += 1;
      FakeNotification.permission = "granted";
      return Promise.resolve<NotificationPermission>("granted");
    }
    constructor(
      readonly title: string,
      options: { body?: string } = {},
    ) {
      super();
      this.body = options.body ?? "";
      alerts.notes.push(this);
    }
    body: string;
    close() {}
  }
  const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
  class FakeAudioContext {
    state = "running";
    currentTime = 0;
    destination = {};
    createOscillator() {
      return {
        type: "sine",
        frequency: param,
        connect: <T>(node: T) => node,
        start: () => (alerts.sounds += 1),
        stop() {},
      };
    }
    createGain() {
      return { gain: param, connect: <T>(node: T) => node };
    }
    resume() {
      return Promise.resolve();
    }
  }
  Object.assign(window, {
    Notification: FakeNotification,
    AudioContext: FakeAudioContext,
    __alerts: alerts,
  });
}

const alertsFor = (page: Page, email: string) =>
  page.evaluate(
    (email) => ({
      titles: window.__alerts.notes.map((n) => n.title).filter((title) => title.includes(email)),
      sounds: window.__alerts.sounds,
      asked: window.__alerts.asked,
    }),
    email,
  );

test("a visitor message rings and notifies, unless the agent muted the console (kept after a reload)", async ({
  browser,
}) => {
  test.slow();
  const agent = await agentPage(browser, { stubAlerts: true });
  // Never asked on page load: only from the agent's click.
  expect((await alertsFor(agent, "")).asked).toBe(0);
  await settingsButton(agent, DEFAULT_NAME).click();
  const settings = agent.getByRole("dialog", { name: "Your settings" });
  await expect(settings.getByText("Desktop notifications are off in this browser.")).toBeVisible();
  await settings.getByRole("button", { name: "Turn on desktop notifications" }).click();
  await expect(settings.getByText("Desktop notifications are on in this browser.")).toBeVisible();
  expect((await alertsFor(agent, "")).asked).toBe(1);
  await agent.keyboard.press("Escape");

  const email = uniqueEmail("alerts");
  const visitor = await visitorPage(browser, email, "Is anyone there?");
  await expect(conversationItem(agent, email)).toBeVisible();
  await expect
    .poll(async () => (await alertsFor(agent, email)).titles)
    .toContain(`New conversation: ${email}`);
  expect((await alertsFor(agent, email)).sounds).toBeGreaterThan(0);
  const messages = async () =>
    (await alertsFor(agent, email)).titles.filter((t) => t === `New message from ${email}`).length;
  const heard = await messages();
  await sendMessage(visitor, "Hello again");
  await expect.poll(messages).toBe(heard + 1);

  // A click on the notification opens its conversation.
  await agent.evaluate(() => window.__alerts.notes.at(-1)?.dispatchEvent(new Event("click")));
  await expect(pane(agent, email)).toBeVisible();
  // Back to the list: the conversation on screen never rings, so it would prove nothing below.
  await agent.keyboard.press("Escape");
  await agent.keyboard.press("Escape");
  await expect(pane(agent, email)).toBeHidden();

  // Muted: saved to the agent's account.
  await settingsButton(agent, DEFAULT_NAME).click();
  const mute = settings.getByRole("switch", { name: /Mute sounds and desktop notifications/ });
  await mute.click();
  await expect(mute).toHaveAttribute("aria-checked", "true");
  await agent.keyboard.press("Escape");
  await expect(agent.getByText("Sounds and notifications are off")).toBeAttached();
  const before = await alertsFor(agent, email);
  await sendMessage(visitor, "Still there?");
  await expect(conversationItem(agent, email)).toContainText("Still there?");
  const after = await alertsFor(agent, email);
  expect(after.titles).toEqual(before.titles);
  expect(after.sounds).toBe(before.sounds);

  // Still muted after a reload (the stubs start over, permission granted again by the stub).
  await agent.reload();
  await agent.evaluate(() => window.Notification.requestPermission());
  await sendMessage(visitor, "Hello? Anyone?");
  await expect(conversationItem(agent, email)).toContainText("Hello? Anyone?");
  expect((await alertsFor(agent, email)).titles).toEqual([]);
  expect((await alertsFor(agent, email)).sounds).toBe(0);
  await settingsButton(agent, DEFAULT_NAME).click();
  await expect(mute).toHaveAttribute("aria-checked", "true");
  await visitor.context().close();
  await agent.context().close();
});

test("the console speaks French once the agent chooses it, and says so in <html lang>", async ({
  browser,
}) => {
  test.slow();
  // Before sign-in: the browser's language, or the sign-in page's language link.
  const french = await browser.newContext({ viewport: desktop, locale: "fr-FR" });
  const frenchPage = await french.newPage();
  await gotoReady(frenchPage, "/agent");
  await expect(frenchPage.locator("html")).toHaveAttribute("lang", "fr");
  await expect(frenchPage.getByRole("heading", { name: "Console du support" })).toBeVisible();
  await expectNoAxeViolations(frenchPage);
  await french.close();

  const agent = await agentPage(browser);
  await expect(agent.locator("html")).toHaveAttribute("lang", "en");
  await settingsButton(agent, DEFAULT_NAME).click();
  await agent.getByRole("dialog", { name: "Your settings" }).getByText("Français").click();
  await expect(agent.locator("html")).toHaveAttribute("lang", "fr");
  const settings = agent.getByRole("dialog", { name: "Vos réglages" });
  await expect(settings).toBeVisible();
  await expect(settings.getByLabel("Nom affiché")).toBeVisible();
  await agent.keyboard.press("Escape");
  await expect(
    list(agent).getByRole("button", { name: /^À prendre \d+ conversations?$/ }),
  ).toBeVisible();
  await expect(agent.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
  await expectNoAxeViolations(agent);

  // It follows the agent: signed out, the sign-in page goes by the browser; signed in, French.
  await agent.reload();
  await expect(agent.locator("html")).toHaveAttribute("lang", "fr");
  await agent.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(agent.locator("html")).toHaveAttribute("lang", "en");
  await agent.getByRole("link", { name: "Français" }).click();
  await expect(agent.locator("html")).toHaveAttribute("lang", "fr");
  await agent.getByLabel("E-mail de l’agent").fill(AGENT);
  await agent.getByLabel("Mot de passe").fill(E2E_AGENT_PASSWORD);
  await agent.getByRole("button", { name: "Se connecter" }).click();
  await expect(agent.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
  await expect(agent.locator("html")).toHaveAttribute("lang", "fr");
  await saveProfile(agent, { lang: "en" });
  await agent.context().close();
});
