import { expect, type Page, type Route, test, type WebSocketRoute } from "@playwright/test";
import { chat, launcher, seedConversation } from "./chat-helpers";
import { desktop, gotoReady } from "./helpers";

/**
 * No message is lost when the room's answers reach the widget out of order. The room numbers its
 * messages (seq) and the widget asks for what comes after the last one it has; a message it knows
 * only from another path (the answer to its own send, a live frame) must not make it skip the ones
 * below it that it has not received. Playwright stands in for the room here, so the orders that a
 * real outage produces only now and then happen every time.
 */

test.use({ viewport: desktop });

const sessionId = "0b5e7a3c-2d41-4f8e-9a6b-7c1d2e3f4a5b";

interface Message {
  id: string;
  seq: number;
  sender: "user" | "support" | "system";
  text: string;
  timestamp: number;
}

/** The room's transcript and its HTTP side (GET ?after=, POST send_message), as the Worker's. */
class FakeRoom {
  readonly messages: Message[] = [];
  /** The `after` of every GET, in order. */
  readonly asked: number[] = [];
  pageSize = 200;
  /** GETs still to be answered 503, as a flaky network or an overloaded room would. */
  failures = 0;
  /** GETs answered 503 so far. */
  failed = 0;
  /** Runs before a visitor's POST is stored: another party's message can land first. */
  beforeSend: () => void = () => {};
  /** Runs before a GET is answered (it may wait). */
  beforeAnswer: (after: number) => Promise<void> = async () => {};

  /** Five earlier messages in pages of two: a socket's history leaves three to fetch over HTTP. */
  static withLongHistory() {
    const room = new FakeRoom();
    room.pageSize = 2;
    for (let n = 1; n <= 5; n += 1) room.add(n % 2 ? "user" : "support", `Earlier message ${n}`);
    return room;
  }

  /** What the room's socket sends on connecting: the first page of history, then who is online. */
  greet(ws: WebSocketRoute) {
    ws.send(JSON.stringify({ t: "history", ...this.after(0) }));
    ws.send(JSON.stringify({ t: "status", agentsOnline: true }));
  }

  add(sender: Message["sender"], text: string, id = `${sender}-${this.messages.length + 1}-id`) {
    const message = { id, seq: this.messages.length + 1, sender, text, timestamp: Date.now() };
    this.messages.push(message);
    return message;
  }

  after(after: number) {
    const rest = this.messages.filter((m) => m.seq > after);
    return { messages: rest.slice(0, this.pageSize), hasMore: rest.length > this.pageSize };
  }

  async serve(page: Page) {
    await page.route(`**/parties/chat-room/${sessionId}*`, (route) => this.#answer(route));
  }

  async #answer(route: Route) {
    const request = route.request();
    if (request.method() === "POST") {
      const frame = request.postDataJSON() as { id: string; text: string };
      this.beforeSend();
      const known = this.messages.find((m) => m.id === frame.id);
      return route.fulfill({ json: known ?? this.add("user", frame.text, frame.id) });
    }
    const after = Number(new URL(request.url()).searchParams.get("after") ?? 0);
    this.asked.push(after);
    if (this.failures > 0) {
      this.failures -= 1;
      this.failed += 1;
      return route.fulfill({ status: 503, json: { t: "error", code: "unavailable" } });
    }
    await this.beforeAnswer(after);
    return route.fulfill({ json: { ...this.after(after), agentsOnline: true } });
  }
}

const shown = (page: Page) => page.getByTestId("chat-message");
/** The messages of FakeRoom.withLongHistory, in order. */
const earlierMessages = [1, 2, 3, 4, 5].map((n) => new RegExp(`Earlier message ${n}`));

test("on a network without WebSockets, a reply stored just before the visitor's message still shows", async ({
  context,
  page,
}) => {
  await seedConversation(context, sessionId);
  // Every WebSocket handshake is refused, as behind a proxy that blocks them: the chat's socket is
  // sent to a path the Worker answers with a 404. The widget falls back to polling over HTTP.
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        const refused = new URL(url, location.href);
        refused.pathname = "/websocket-refused";
        super(refused, protocols);
      }
    };
  });
  const room = new FakeRoom();
  room.add("support", "Hello, how can we help?");
  await room.serve(page);
  const copy = chat("en");

  await gotoReady(page, "/en/about");
  await launcher(page).click();
  const lost = page.getByTestId("chat-lost");
  await expect(lost).toContainText(copy.chat.lostPolling, { timeout: 20_000 });
  await expect(shown(page)).toHaveText([/Hello, how can we help\?/]);

  // The agent's reply reaches the room between the widget's last poll and its message, so the
  // answer to the send carries a seq one above a message the widget has never been given.
  room.beforeSend = () => {
    room.beforeSend = () => {};
    room.add("support", "A reply that crossed your message");
  };
  const input = page.getByTestId("chat-input");
  await input.fill("My message over HTTP");
  await input.press("Enter");
  await expect(shown(page)).toHaveText(
    [/Hello, how can we help\?/, /A reply that crossed your message/, /My message over HTTP/],
    { timeout: 10_000 },
  );
  await expect(page.locator('[data-testid="chat-message"][data-status]')).toHaveCount(0);
  // And once it has them all, it asks for what comes after the newest.
  await expect.poll(() => room.asked.at(-1), { timeout: 10_000 }).toBe(3);
});

test("a long history fetched page by page keeps the messages between a page and a live one", async ({
  context,
  page,
}) => {
  await seedConversation(context, sessionId);
  const room = FakeRoom.withLongHistory();
  let live: () => void = () => {};
  const liveSent = new Promise<void>((resolve) => {
    live = resolve;
  });
  await page.routeWebSocket(/\/parties\/chat-room\//, (ws) => {
    // A socket sends one page of history; the widget fetches the rest over HTTP.
    room.greet(ws);
    // While it does, a new message arrives live, above the part not fetched yet.
    const message = room.add("support", "A live reply during the catch-up");
    ws.send(JSON.stringify({ t: "message", ...message }));
    live();
  });
  room.beforeAnswer = async () => {
    await liveSent;
    // Let the live frame be handled before the page it overtook.
    await new Promise((resolve) => setTimeout(resolve, 300));
  };
  await room.serve(page);

  await gotoReady(page, "/en/about");
  await launcher(page).click();
  await expect(shown(page)).toHaveText([...earlierMessages, /A live reply during the catch-up/], {
    timeout: 15_000,
  });
});

test("a page of a long history that does not come is asked for again while the conversation is quiet", async ({
  context,
  page,
}) => {
  await seedConversation(context, sessionId);
  const room = FakeRoom.withLongHistory();
  // The first page asked for over HTTP fails, and no message arrives afterwards: there is no live
  // frame to prompt another try, and the socket stays open, so no reconnect brings a new history.
  room.failures = 1;
  await page.routeWebSocket(/\/parties\/chat-room\//, (ws) => room.greet(ws));
  await room.serve(page);

  await gotoReady(page, "/en/about");
  await launcher(page).click();
  await expect(shown(page)).toHaveText(earlierMessages, { timeout: 15_000 });
  expect(room.failed).toBe(1);
  // The page that failed was asked for again, from where the socket's history ended.
  expect(room.asked.slice(0, 2)).toEqual([2, 2]);
});
