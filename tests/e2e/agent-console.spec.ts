import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import {
  AGENT_PREFIX,
  CHAT_PARTY,
  encode,
  parseServerFrame,
  shortSessionId,
  type ClientFrame,
  type ServerFrame,
  type VisitorProfile,
} from "../../party/protocol";
import { E2E_AGENT_PASSWORD, E2E_AGENTS } from "./e2e-server";
import { storeLocalChatAlert } from "./local-d1";
import { desktop, expectNoAxeViolations, gotoReady, phone } from "./helpers";

const [ANA, BEN] = E2E_AGENTS;

/**
 * A documentation-range address per call, each in a /64 of its own: sign-in failures and
 * sockets are budgeted per network (an IPv6 /64), and the local server keeps its counters
 * from one run to the next.
 */
const group = () => Math.floor(Math.random() * 0xffff).toString(16);
const ownIp = () => `2001:db8:${group()}:${group()}::${group()}`;

/** Every conversation is told apart from earlier runs' by a fresh email. */
function visitorProfile(name: string): VisitorProfile {
  const tag = crypto.randomUUID().slice(0, 8);
  return {
    name,
    email: `${name.toLowerCase()}.${tag}@shop.example`,
    telegram: `@${name.toLowerCase()}_${tag}`,
    locale: "en",
    page: "/en/cashback",
  };
}

/**
 * A visitor as the widget speaks to its room, over a plain WebSocket from Node: our own Origin
 * (the room refuses others) and its own CF-Connecting-IP (20 sockets a minute per IP).
 */
class Visitor {
  readonly frames: ServerFrame[] = [];
  readonly sessionId = crypto.randomUUID();
  private socket: WebSocket | null = null;

  constructor(
    readonly baseURL: string,
    readonly profile: VisitorProfile,
  ) {}

  async connect() {
    const url = `${this.baseURL.replace(/^http/, "ws")}/parties/chat-room/${this.sessionId}`;
    // Node's WebSocket (undici) takes headers, which a browser's cannot.
    const socket = new WebSocket(url, {
      headers: { Origin: this.baseURL, "CF-Connecting-IP": ownIp() },
    } as unknown as string[]);
    socket.addEventListener("message", (event) => {
      const frame = parseServerFrame(event.data);
      if (frame) this.frames.push(frame);
    });
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener("open", () => resolve(), { once: true });
      socket.addEventListener("error", () => reject(new Error(`Visitor socket failed: ${url}`)), {
        once: true,
      });
    });
    this.socket = socket;
  }

  send(frame: ClientFrame) {
    this.socket?.send(encode(frame));
  }

  async join() {
    this.send({ t: "join", ...this.profile });
    await this.next("session_created");
  }

  /** Sends a message and waits for the room's echo. */
  async say(text: string) {
    const id = crypto.randomUUID();
    this.send({ t: "send_message", id, text });
    return this.next("message", (m) => m.id === id);
  }

  /** The first frame of this type (and matching) received so far or within the timeout. */
  async next<T extends ServerFrame["t"]>(
    type: T,
    match: (frame: Extract<ServerFrame, { t: T }>) => boolean = () => true,
    timeout = 10_000,
  ): Promise<Extract<ServerFrame, { t: T }>> {
    const find = () =>
      this.frames.find(
        (f): f is Extract<ServerFrame, { t: T }> =>
          f.t === type && match(f as Extract<ServerFrame, { t: T }>),
      );
    await expect.poll(() => find() !== undefined, { timeout }).toBe(true);
    return find() as Extract<ServerFrame, { t: T }>;
  }

  close() {
    this.socket?.close();
  }
}

async function openVisitor(
  baseURL: string,
  name = "Jane",
  first = "Hello, is the cashback popup free?",
) {
  const visitor = new Visitor(baseURL, visitorProfile(name));
  await visitor.connect();
  await visitor.join();
  if (first) await visitor.say(first);
  return visitor;
}

async function signIn(page: Page, agentId: string) {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ownIp() });
  await gotoReady(page, "/agent");
  await page.getByLabel("Agent email").fill(agentId);
  await page.getByLabel("Password").fill(E2E_AGENT_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByText("Reconnecting…")).toBeHidden({ timeout: 15_000 });
}

async function agentPage(browser: Browser, agentId: string, viewport = desktop) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, agentId);
  return page;
}

const list = (page: Page) => page.getByRole("navigation", { name: "Conversations" });
const item = (page: Page, visitor: Visitor): Locator =>
  list(page).getByRole("button").filter({ hasText: visitor.profile.email });
const conversation = (page: Page, name: string) =>
  page.getByRole("region", { name: `Conversation with ${name}` });
/** The list shows one view at a time (Unclaimed, Mine, All open, Closed). */
const showView = (page: Page, view: string) =>
  list(page)
    .getByRole("button", { name: new RegExp(`^${view} \\d+ conversations?$`) })
    .click();
const agentsOnline = (page: Page) => page.getByRole("list", { name: "Agents online" });
/** The display name the signed-in agent of this page saved (other specs rename agents). */
const nameOf = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch("/api/agent/me")).json()) as { name: string }).name,
  );

test.describe("agent sign-in (1440 px)", () => {
  test.use({ viewport: desktop });

  test("a wrong password is refused, the right one opens the console, sign out closes it", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ownIp() });
    await gotoReady(page, "/agent");
    await expect(page).toHaveTitle("Support console | Subnova");
    await expectNoAxeViolations(page);

    await page.getByLabel("Agent email").fill(ANA);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong agent email or password.");
    await expect(page.getByLabel("Agent email")).toHaveValue(ANA);

    await page.getByLabel("Password").fill(E2E_AGENT_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    // The agent is shown by name (from their id until they choose one), not by email.
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    const name = await nameOf(page);
    await expect(page.getByRole("button", { name: `${name} Your settings` })).toBeVisible();
    await expect(page.getByText(ANA, { exact: true })).toHaveCount(0);
    await expect(list(page)).toBeVisible();
    await expect(page.getByText("Select a conversation to start answering.")).toBeVisible();
    await expect(agentsOnline(page).getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText("Reconnecting…")).toBeHidden();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(list(page)).toHaveCount(0);
  });
});

test.describe("sign-out ends the session everywhere (1440 px)", () => {
  test.use({ viewport: desktop });

  test("signing out in one tab closes the other tab's sockets, which says the session ended", async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const context = await browser.newContext({ viewport: desktop });
    // Every agent socket of the pages, and how each closed.
    await context.addInitScript(() => {
      const Native = window.WebSocket;
      const sockets: Array<{ url: string; socket: WebSocket; code: number | null }> = [];
      Object.assign(window, { __agentSockets: sockets });
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          if (!String(url).includes("/agent-parties/")) return;
          const entry = {
            url: String(url),
            socket: this as WebSocket,
            code: null as number | null,
          };
          sockets.push(entry);
          this.addEventListener("close", (event) => (entry.code = event.code));
        }
      };
    });
    const first = await context.newPage();
    await signIn(first, ANA);
    const visitor = await openVisitor(baseURL ?? "", "Lou");
    const second = await context.newPage();
    await gotoReady(second, "/agent");
    await expect(second.getByRole("button", { name: "Sign out" })).toBeVisible();
    await item(second, visitor).click();
    await expect(conversation(second, "Lou")).toBeVisible();
    await expect(second.getByText("Reconnecting…")).toBeHidden();
    type Seen = { url: string; open: boolean; code: number | null };
    const socketsOf = (page: Page) =>
      page.evaluate(() =>
        (
          window as unknown as {
            __agentSockets: Array<{ url: string; socket: WebSocket; code: number | null }>;
          }
        ).__agentSockets.map((s): Seen => ({
          url: s.url,
          open: s.socket.readyState === WebSocket.OPEN,
          code: s.code,
        })),
      );
    // The conversation's own socket may still be opening when its pane shows.
    await expect
      .poll(async () =>
        (await socketsOf(second)).filter((s) => s.open).map((s) => new URL(s.url).pathname),
      )
      .toEqual(
        expect.arrayContaining([
          "/agent-parties/support-inbox/main",
          `/agent-parties/chat-room/${visitor.sessionId}`,
        ]),
      );

    await first.getByRole("button", { name: "Sign out" }).click();
    await expect(first.getByRole("button", { name: "Sign in" })).toBeVisible();

    // The other tab hears it from the server at once, without a reload.
    await expect(second.getByRole("alert")).toContainText(
      "Your session has ended, so new messages cannot reach this page.",
      { timeout: 5_000 },
    );
    await expect(second.getByRole("link", { name: "Sign in again" })).toBeVisible();
    await expect(second.getByText("Reconnecting…")).toBeHidden();
    await expect.poll(async () => (await socketsOf(second)).filter((s) => s.open)).toEqual([]);
    const inbox = (await socketsOf(second)).filter((s) => s.url.includes("/support-inbox/")).at(-1);
    expect(inbox?.code).toBe(4001);
    // Reloaded, the tab asks for a sign-in: the copy of the cookie it holds is revoked.
    await second.reload();
    await expect(second.getByRole("button", { name: "Sign in" })).toBeVisible();
    visitor.close();
    await context.close();
  });
});

declare global {
  interface Window {
    /** The page's open conversation sockets (see holdRoomSockets). */
    __roomSockets: Set<WebSocket>;
    /** While true, a conversation socket cannot connect. */
    __roomsDown: boolean;
  }
}

/**
 * Lets the test take the console's conversation socket down and keep it down: while
 * `__roomsDown`, every new conversation socket asks for an address the server refuses (same
 * origin, so the page's policy has nothing to report), and partysocket keeps retrying.
 */
function holdRoomSockets(roomPath: string) {
  const Native = window.WebSocket;
  window.__roomSockets = new Set();
  window.__roomsDown = false;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      const room = String(url).includes(roomPath);
      const refused = String(url).replace(roomPath, "/refused-by-the-test/");
      super(room && window.__roomsDown ? refused : url, protocols);
      if (!room) return;
      window.__roomSockets.add(this);
      this.addEventListener("close", () => window.__roomSockets.delete(this));
    }
  };
}

test.describe("the console with a live visitor (1440 px)", () => {
  test.use({ viewport: desktop });

  test("a new chat appears live with its badge; opening it reads it, the reply reaches the visitor, typing shows", async ({
    page,
    baseURL,
  }) => {
    // Two agents or many steps against the real rooms: slow on a loaded 2-core machine.
    test.slow();
    await signIn(page, ANA);
    const visitor = await openVisitor(baseURL ?? "", "Jane");
    const { profile } = visitor;

    // Live, without a reload: name first, then what an agent needs to pick it.
    const row = item(page, visitor);
    await expect(row).toBeVisible();
    await expect(row).toHaveAccessibleName(/^Jane Online /);
    await expect(row).toContainText(profile.telegram);
    await expect(row).toContainText("EN");
    await expect(row).toContainText("/en/cashback");
    await expect(row).toContainText("Hello, is the cashback popup free?");
    await expect(row.getByTestId("unread-badge")).toHaveText("1");
    await expect(row).toContainText("1 unread");
    await expect(row).not.toContainText("Claimed by");

    // A hidden tab shows the unread count in its title.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(page).toHaveTitle(/^\(\d+\) Support console \| Subnova$/);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(page).toHaveTitle("Support console | Subnova");

    await row.click();
    const pane = conversation(page, "Jane");
    await expect(pane).toBeVisible();
    await expect(pane.getByLabel("Reply")).toBeFocused();
    await expect(row).toHaveAttribute("aria-current", "true");
    await expect(pane.getByRole("heading", { name: "Jane" })).toBeVisible();
    await expect(pane.getByRole("link", { name: profile.email })).toHaveAttribute(
      "href",
      `mailto:${profile.email}`,
    );
    await expect(pane).toContainText(profile.telegram);
    await expect(pane).toContainText(`Session ${shortSessionId(visitor.sessionId)}`);
    await expect(pane).toContainText("Online");
    const log = pane.getByRole("log", { name: "Messages" });
    await expect(log.getByRole("listitem")).toHaveCount(1);
    await expect(log.getByRole("listitem").first()).toContainText("Visitor");
    await expect(log).toContainText("Hello, is the cashback popup free?");
    // Reading it clears the badge, for every agent (the room tells the inbox).
    await expect(row.getByTestId("unread-badge")).toHaveCount(0);
    await expect(visitor.next("status", (s) => s.agentsOnline)).resolves.toBeTruthy();

    // Text is text: markup from a visitor is shown, never run or parsed.
    await visitor.say("<b>bold?</b>\nsecond line");
    const shown = log.getByRole("listitem").filter({ hasText: "<b>bold?</b>" });
    await expect(shown).toBeVisible();
    await expect(shown.locator("b")).toHaveCount(0);
    await expect(shown.locator("p")).toHaveText("<b>bold?</b>\nsecond line", {
      useInnerText: true,
    });

    visitor.send({ t: "typing" });
    const typing = pane.getByRole("status").filter({ hasText: "Jane is typing…" });
    await expect(typing).toBeVisible();

    const reply = pane.getByLabel("Reply");
    const send = pane.getByRole("button", { name: "Send reply" });
    await expect(send).toBeDisabled();
    await reply.fill("   ");
    await expect(send).toBeDisabled();
    // Shift+Enter is a new line, Enter sends.
    await reply.fill("Hi Jane!");
    await reply.press("Shift+Enter");
    await reply.pressSequentially("Yes, it is free.");
    await reply.press("Enter");
    await expect(reply).toHaveValue("");
    const echoed = await visitor.next("message", (m) => m.sender === "support");
    expect(echoed.text).toBe("Hi Jane!\nYes, it is free.");
    const mine = log.getByRole("listitem").filter({ hasText: "Yes, it is free." });
    await expect(mine).toContainText("You");
    await expect(mine).not.toContainText("Sending…");
    // The first reply claims the conversation.
    await expect(pane.getByText("Claimed by you")).toBeVisible();
    await expect(pane.getByRole("button", { name: "Claim conversation" })).toHaveCount(0);
    await expect(row).toContainText("Claimed by you");

    await visitor.say("Great, thanks");
    await expect(typing).toBeHidden();
    await expect(log).toContainText("Great, thanks");
    await expect(row).toContainText("Great, thanks");

    await expectNoAxeViolations(page);
    visitor.close();
    await expect(pane).toContainText("Offline", { timeout: 40_000 });
  });

  test("a second agent sees who holds the conversation and cannot answer it; close, and the visitor reopens it", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two agents or many steps against the real rooms: slow on a loaded 2-core machine.
    test.slow();
    await signIn(page, ANA);
    const visitor = await openVisitor(baseURL ?? "", "Marc", "Do you ship to Canada?");
    await item(page, visitor).click();
    const pane = conversation(page, "Marc");
    await pane.getByRole("button", { name: "Claim conversation" }).click();
    await expect(pane.getByText("Claimed by you")).toBeVisible();
    await pane.getByLabel("Reply").fill("Yes we do.");
    await pane.getByRole("button", { name: "Send reply" }).click();
    await visitor.next("message", (m) => m.sender === "support");

    const ben = await agentPage(browser, BEN);
    try {
      await expect(agentsOnline(page).getByText(await nameOf(ben), { exact: true })).toBeVisible();
      const benRow = item(ben, visitor);
      // The list names the agent who holds it.
      await expect(benRow).toContainText(`Claimed by ${await nameOf(page)}`);
      await benRow.click();
      const benPane = conversation(ben, "Marc");
      await expect(benPane.getByText("Claimed by Ana")).toBeVisible();
      await expect(benPane.getByRole("button", { name: "Claim conversation" })).toHaveCount(0);
      // Ben's console does not know Ana's reply as his own: it names her.
      const anasReply = benPane.getByRole("listitem").filter({ hasText: "Yes we do." });
      await expect(anasReply).toContainText("Ana");
      await expect(anasReply).not.toContainText("You");
      await benPane.getByLabel("Reply").fill("I can help too");
      await benPane.getByLabel("Reply").press("Enter");
      await expect(benPane.getByRole("alert")).toHaveText("Ana is answering this visitor.");
      await expect(
        benPane.getByRole("listitem").filter({ hasText: "I can help too" }),
      ).toContainText("Not sent.");
      await benPane.getByRole("button", { name: "Discard" }).click();
      await expect(benPane.getByText("I can help too")).toHaveCount(0);
      expect(visitor.frames.some((f) => f.t === "message" && f.text === "I can help too")).toBe(
        false,
      );

      // Ana closes it; both consoles see it closed.
      await pane.getByRole("button", { name: "Close conversation" }).click();
      await expect(pane.getByText(/This conversation is closed\./)).toBeVisible();
      await expect(pane.getByRole("button", { name: "Close conversation" })).toHaveCount(0);
      // It leaves the open conversations for the Closed view.
      await expect(item(page, visitor)).toHaveCount(0);
      await showView(page, "Closed");
      await expect(item(page, visitor)).toContainText("Closed");
      await showView(ben, "Closed");
      await expect(item(ben, visitor)).toContainText("Closed");

      // The visitor writing again reopens it.
      await visitor.say("One more question");
      await expect(pane.getByRole("button", { name: "Close conversation" })).toBeVisible();
      await expect(pane.getByText(/This conversation is closed\./)).toHaveCount(0);
      await expect(item(page, visitor)).toHaveCount(0);
      await showView(page, "All open");
      await expect(item(page, visitor)).not.toContainText("Closed");
    } finally {
      visitor.close();
      await ben.context().close();
    }
  });

  test("claim and close clicked while the conversation's connection is down go out once it is back", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.addInitScript(holdRoomSockets, `/${AGENT_PREFIX}/${CHAT_PARTY}/`);
    await signIn(page, ANA);
    const visitor = await openVisitor(baseURL ?? "", "Lea", "Can I pay by SEPA?");
    const down = () =>
      page.evaluate(() => {
        window.__roomsDown = true;
        // What a lost network does to a socket: it stops being open at once, and the error that
        // follows makes partysocket reconnect. (A plain close() would wait for the server's
        // closing handshake first.)
        for (const socket of window.__roomSockets) {
          socket.close();
          socket.dispatchEvent(new Event("error"));
        }
      });
    const up = () => page.evaluate(() => (window.__roomsDown = false));
    try {
      await item(page, visitor).click();
      const pane = conversation(page, "Lea");
      // The room's history arrives over its socket: the connection is up.
      await expect(
        pane.getByRole("listitem").filter({ hasText: "Can I pay by SEPA?" }),
      ).toBeVisible();

      await down();
      await pane.getByRole("button", { name: "Claim conversation" }).click();
      await expect(pane.getByText("Claimed by you")).toHaveCount(0);
      await up();
      // partysocket tries again 3 s after a loss.
      await expect(pane.getByText("Claimed by you")).toBeVisible({ timeout: 15_000 });

      await down();
      await pane.getByRole("button", { name: "Close conversation" }).click();
      await expect(pane.getByText(/This conversation is closed\./)).toHaveCount(0);
      await up();
      await expect(pane.getByText(/This conversation is closed\./)).toBeVisible({
        timeout: 15_000,
      });
      await showView(page, "Closed");
      await expect(item(page, visitor)).toContainText("Closed");
    } finally {
      visitor.close();
    }
  });
});

test("the team alert's link /agent?alert=<id> opens that conversation, and only for an agent", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(desktop);
  await signIn(page, ANA);
  const visitor = await openVisitor(baseURL ?? "", "Nora", "Anyone there?");
  const alertId = crypto.randomUUID();
  storeLocalChatAlert(alertId, visitor.sessionId, "Anyone there?");
  try {
    await gotoReady(page, `/agent?alert=${alertId}`);
    const pane = conversation(page, "Nora");
    await expect(pane.getByRole("log", { name: "Messages" })).toContainText("Anyone there?");
    await expect(pane.getByLabel("Reply")).toBeFocused();
    await expect(item(page, visitor)).toHaveAttribute("aria-current", "true");

    // Someone not signed in who has the link gets the sign-in form and nothing of the chat.
    const stranger = await browser.newPage();
    await stranger.setExtraHTTPHeaders({ "CF-Connecting-IP": ownIp() });
    const answer = await stranger.goto(`/agent?alert=${alertId}`);
    expect(await answer?.text()).not.toContain(visitor.sessionId);
    await expect(stranger.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(stranger.getByText("Anyone there?")).toHaveCount(0);
    // Signing in there leads back to the link, and so to the conversation.
    await stranger.getByLabel("Agent email").fill(BEN);
    await stranger.getByLabel("Password").fill(E2E_AGENT_PASSWORD);
    await stranger.getByRole("button", { name: "Sign in" }).click();
    await expect(stranger).toHaveURL(new RegExp(`/agent\\?alert=${alertId}$`));
    await expect(
      conversation(stranger, "Nora").getByRole("log", { name: "Messages" }),
    ).toContainText("Anyone there?");
    await stranger.close();
  } finally {
    visitor.close();
  }
});

test.describe("the console on a phone (390 px)", () => {
  test.use({ viewport: phone });

  test("the list, then the conversation full width, Back returns to the list item; nothing scrolls sideways", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, ANA);
    const visitor = await openVisitor(baseURL ?? "", "Lea", "Bonjour, une question sur le prix");
    try {
      const row = item(page, visitor);
      await expect(row).toBeVisible();
      // No conversation chosen yet: no hint column on a phone.
      await expect(page.getByText("Select a conversation to start answering.")).toBeHidden();
      await row.click();

      const pane = conversation(page, "Lea");
      await expect(pane).toBeVisible();
      await expect(list(page)).toBeHidden();
      await expect(pane.getByLabel("Reply")).toBeFocused();
      const box = await pane.boundingBox();
      expect(box?.width).toBe(phone.width);
      await expect(pane.getByRole("log", { name: "Messages" })).toContainText(
        "Bonjour, une question sur le prix",
      );

      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: phone.height });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      }

      await pane.getByRole("button", { name: "Back to conversations" }).click();
      await expect(list(page)).toBeVisible();
      await expect(pane).toHaveCount(0);
      await expect(row).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
    } finally {
      visitor.close();
    }
  });
});

test("no sideways scrolling from 360 to 1920 px with a conversation open", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(desktop);
  await signIn(page, ANA);
  const visitor = await openVisitor(
    baseURL ?? "",
    "Averyveryveryveryverylongnamewithoutspaces",
    `A long line without spaces: ${"x".repeat(400)}`,
  );
  try {
    await item(page, visitor).click();
    for (const width of [1920, 1440, 1024, 768, 390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBe(width);
    }
  } finally {
    visitor.close();
  }
});
