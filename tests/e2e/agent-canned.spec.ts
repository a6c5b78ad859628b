import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { conversationItem, sendMessage, startChat } from "./chat-helpers";
import { E2E_AGENT_PASSWORD, E2E_AGENTS } from "./e2e-server";
import { consentRecord, desktop, expectNoAxeViolations, gotoReady, storeConsent } from "./helpers";

/**
 * Saved replies as a support team uses them: an agent writes them in the console's manager, and
 * in a conversation types `/` to insert one, in the visitor's language, with their first name.
 */

test.use({ viewport: desktop });

const [ANA] = E2E_AGENTS;

/** Sockets and sign-ins are budgeted per network: each page gets a /64 of its own. */
const group = () => Math.floor(Math.random() * 0xffff).toString(16);
const ownIp = () => `2001:db8:${group()}:${group()}::${group()}`;

/** Every run's replies are told apart from earlier runs' (the local D1 keeps them). */
const runTag = () => `t${crypto.randomUUID().slice(0, 6)}`;

async function agentPage(browser: Browser) {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ownIp() });
  await gotoReady(page, "/agent");
  await page.getByLabel("Agent email").fill(ANA);
  await page.getByLabel("Password").fill(E2E_AGENT_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByText("Reconnecting…")).toBeHidden({ timeout: 15_000 });
  return page;
}

/** A visitor on the public site with the chat open, who gave a name (or none) before. */
async function visitorPage(browser: Browser, lang: "en" | "fr", name: string) {
  const context = await browser.newContext({ viewport: desktop });
  await storeConsent(context, consentRecord({ functional: true }));
  const email = `canned-${runTag()}@shop.example`;
  // The widget asks no name; one it keeps from before is sent with the conversation.
  await context.addInitScript(
    ([user]) => {
      if (!localStorage.getItem("subnova.chat.user")) {
        localStorage.setItem("subnova.chat.user", JSON.stringify(user));
      }
    },
    [{ name, email, telegram: "@canned_visitor" }] as const,
  );
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ownIp() });
  await gotoReady(page, lang === "en" ? "/en/cross" : "/fr");
  await startChat(page, lang, { email, telegram: "@canned_visitor" });
  return { page, email };
}

const manager = (agent: Page) => agent.getByRole("dialog", { name: "Saved replies" });

async function openManager(agent: Page) {
  await agent.getByRole("button", { name: "Saved replies" }).click();
  await expect(manager(agent)).toBeVisible();
  await expect(manager(agent).getByText("Loading saved replies…")).toBeHidden();
}

async function createReply(agent: Page, reply: { lang: string; title: string; body: string }) {
  const dialog = manager(agent);
  await dialog.getByRole("button", { name: "New reply" }).click();
  const form = dialog.getByRole("form", { name: "New saved reply" });
  await expect(form.getByLabel("Title")).toBeFocused();
  await form.getByRole("radio", { name: reply.lang }).check();
  await form.getByLabel("Title").fill(reply.title);
  await form.getByLabel("Reply").fill(reply.body);
  await form.getByRole("button", { name: "Save reply" }).click();
  await expect(dialog.getByRole("button", { name: `Edit “${reply.title}”` })).toBeFocused();
  await expect(dialog.getByText(`“${reply.title}” saved.`)).toBeAttached();
}

/** Deletes, through the API, what a run created (a failed run leaves its replies otherwise). */
async function removeTagged(agent: Page, tag: string) {
  const origin = new URL(agent.url()).origin;
  const answer = await (await agent.request.get("/api/agent/canned")).json();
  for (const reply of (answer as { replies: Array<{ id: string; title: string }> }).replies) {
    if (!reply.title.includes(tag)) continue;
    await agent.request.delete(`/api/agent/canned/${reply.id}`, { headers: { Origin: origin } });
  }
}

const optionsOf = (list: Locator, tag: string) => list.getByRole("option").filter({ hasText: tag });

test.describe("saved replies in a conversation", () => {
  test("a French visitor gets the French reply, found with / and picked with the keyboard, with their first name", async ({
    browser,
  }) => {
    test.slow();
    const tag = runTag();
    const agent = await agentPage(browser);
    try {
      await openManager(agent);
      const english = {
        lang: "English",
        title: `Refund delay ${tag}`,
        body: "Hello {first_name}, your refund reaches your card within 5 to 10 days.",
      };
      const refund = {
        lang: "French",
        title: `Délai de remboursement ${tag}`,
        body: "Bonjour {first_name}, le remboursement arrive sur votre carte sous 5 à 10 jours.",
      };
      const hours = {
        lang: "French",
        title: `Horaires ${tag}`,
        body: "Bonjour {first_name}\u00a0! Nous répondons de 9 h à 18 h, heure de Paris.",
      };
      for (const reply of [english, refund, hours]) await createReply(agent, reply);

      // The language filter: French shows the French ones only.
      const dialog = manager(agent);
      await dialog.getByRole("group", { name: "Language" }).getByText("French").click();
      await expect(dialog.getByRole("heading", { name: new RegExp(tag) })).toHaveCount(2);
      await expect(dialog.getByRole("heading", { name: english.title })).toHaveCount(0);
      await expectNoAxeViolations(agent);
      await agent.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(agent.getByRole("button", { name: "Saved replies" })).toBeFocused();

      const visitor = await visitorPage(browser, "fr", "Amélie Dupont");
      await sendMessage(visitor.page, "Bonjour, quand serai-je remboursée ?");
      await conversationItem(agent, visitor.email).click();
      const pane = agent.getByRole("region", { name: "Conversation with Amélie Dupont" });
      const reply = pane.getByRole("combobox", { name: "Reply" });
      await expect(reply).toBeFocused();
      await expect(reply).toHaveAttribute("aria-expanded", "false");

      // `/` opens the list: the conversation's language only.
      await reply.pressSequentially("/");
      const list = pane.getByRole("listbox", { name: "Saved replies in French" });
      await expect(list).toBeVisible();
      await expect(reply).toHaveAttribute("aria-expanded", "true");
      await expect(optionsOf(list, tag)).toHaveText([
        new RegExp(`^${refund.title}Bonjour Amélie, le remboursement`),
        new RegExp(`^${hours.title}Bonjour Amélie\u00a0!`),
      ]);
      await expect(list.getByRole("option", { name: new RegExp(english.title) })).toHaveCount(0);

      // Typing filters; the count is announced; the arrows move, the box names the highlighted one.
      await reply.pressSequentially(tag);
      await expect(list.getByRole("option")).toHaveCount(2);
      await expect(pane.getByText("2 saved replies match")).toBeAttached();
      const selected = () => list.getByRole("option", { selected: true });
      await expect(selected()).toContainText(refund.title);
      await reply.press("ArrowDown");
      await expect(selected()).toContainText(hours.title);
      await expect(reply).toHaveAttribute(
        "aria-activedescendant",
        (await selected().getAttribute("id")) ?? "",
      );
      await reply.press("ArrowDown");
      await expect(selected()).toContainText(refund.title);
      await reply.press("ArrowUp");
      await expect(selected()).toContainText(hours.title);
      // Words of the body find it too.
      await reply.pressSequentially(" carte");
      await expect(list.getByRole("option")).toHaveCount(1);
      await expect(pane.getByText("1 saved reply matches")).toBeAttached();
      await expect(selected()).toContainText(refund.title);
      await expectNoAxeViolations(agent);

      // Enter puts the filled reply in place of the `/search`; a second Enter sends it.
      await reply.press("Enter");
      const filled = "Bonjour Amélie, le remboursement arrive sur votre carte sous 5 à 10 jours.";
      await expect(reply).toHaveValue(filled);
      await expect(list).toBeHidden();
      await reply.press("Enter");
      await expect(reply).toHaveValue("");
      await expect(
        visitor.page.getByTestId("chat-message").filter({ hasText: filled }),
      ).toBeVisible();

      // Escape closes the list and leaves the text; the conversation stays open.
      await reply.pressSequentially("Voir aussi /hor");
      await expect(list).toBeVisible();
      await reply.press("Escape");
      await expect(list).toBeHidden();
      await expect(reply).toHaveValue("Voir aussi /hor");
      await expect(pane).toBeVisible();
      // It stays closed for that `/`; a new one opens it again, and a click picks too.
      await reply.press("Backspace");
      await expect(list).toBeHidden();
      for (let i = 0; i < 3; i++) await reply.press("Backspace");
      await reply.pressSequentially("/hor");
      await expect(list).toBeVisible();
      await optionsOf(list, tag).filter({ hasText: hours.title }).click();
      await expect(reply).toHaveValue(
        "Voir aussi Bonjour Amélie\u00a0! Nous répondons de 9 h à 18 h, heure de Paris.",
      );
      await expect(reply).toBeFocused();
      await visitor.page.context().close();
    } finally {
      await removeTagged(agent, tag);
      await agent.context().close();
    }
  });

  test("an edited reply is what gets inserted, without a name when the visitor gave none; a deleted one is gone", async ({
    browser,
  }) => {
    test.slow();
    const tag = runTag();
    const agent = await agentPage(browser);
    try {
      await openManager(agent);
      const dialog = manager(agent);
      // A reply without a title is refused, with the reason next to the field.
      await dialog.getByRole("button", { name: "New reply" }).click();
      const form = dialog.getByRole("form", { name: "New saved reply" });
      await form.getByLabel("Reply").fill("Thanks!");
      await form.getByRole("button", { name: "Save reply" }).click();
      await expect(form.getByRole("alert")).toHaveText(
        "This reply was not saved: check the fields marked in red.",
      );
      await expect(form.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByText("Give it a title of 1 to 80 characters.")).toBeVisible();
      await form.getByRole("button", { name: "Cancel" }).click();

      const title = `Welcome ${tag}`;
      await createReply(agent, { lang: "English", title, body: "Hi {first_name}, one moment!" });
      await dialog.getByRole("button", { name: `Edit “${title}”` }).click();
      const edit = dialog.getByRole("form", { name: "Edit saved reply" });
      await expect(edit.getByLabel("Reply")).toHaveValue("Hi {first_name}, one moment!");
      await edit.getByLabel("Title").fill(`Greeting ${tag}`);
      await edit.getByLabel("Reply").fill("Hello {first_name}, thanks for your patience.");
      await edit.getByRole("button", { name: "Save reply" }).click();
      await expect(dialog.getByRole("heading", { name: `EN Greeting ${tag}` })).toBeVisible();
      await expect(dialog.getByText("Hello {first_name}, thanks for your patience.")).toBeVisible();
      await expect(dialog.getByRole("heading", { name: new RegExp(`Welcome ${tag}`) })).toHaveCount(
        0,
      );
      await dialog.getByRole("button", { name: "Close" }).click();

      // A visitor who gave no name (the widget's "Guest").
      const visitor = await visitorPage(browser, "en", "Guest");
      await sendMessage(visitor.page, "Is anyone there?");
      await conversationItem(agent, visitor.email).click();
      const pane = agent.getByRole("region", { name: `Conversation with ${visitor.email}` });
      const reply = pane.getByRole("combobox", { name: "Reply" });
      await reply.pressSequentially(`/${tag}`);
      const list = pane.getByRole("listbox", { name: "Saved replies in English" });
      await expect(list.getByRole("option")).toHaveText([
        `Greeting ${tag}Hello, thanks for your patience.`,
      ]);
      await reply.press("Enter");
      await expect(reply).toHaveValue("Hello, thanks for your patience.");
      await pane.getByRole("button", { name: "Send reply" }).click();
      await expect(
        visitor.page
          .getByTestId("chat-message")
          .filter({ hasText: "Hello, thanks for your patience." }),
      ).toBeVisible();

      // Deleting asks first; Cancel keeps it.
      await openManager(agent);
      await dialog.getByRole("button", { name: `Delete “Greeting ${tag}”` }).click();
      const confirm = dialog.getByRole("group", {
        name: `Delete “Greeting ${tag}” for the whole team?`,
      });
      await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog.getByRole("heading", { name: `EN Greeting ${tag}` })).toBeVisible();
      await dialog.getByRole("button", { name: `Delete “Greeting ${tag}”` }).click();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(dialog.getByRole("heading", { name: `EN Greeting ${tag}` })).toHaveCount(0);
      await expect(dialog.getByText(`“Greeting ${tag}” deleted.`)).toBeAttached();
      await expect(dialog.getByRole("button", { name: "New reply" })).toBeFocused();
      await agent.keyboard.press("Escape");

      // Gone from the picker too.
      await reply.fill("");
      await reply.pressSequentially(`/${tag}`);
      await expect(pane.getByTestId("canned-picker")).toContainText(
        `No saved reply in English matches “${tag}”.`,
      );
      await expect(list.getByRole("option")).toHaveCount(0);
      await visitor.page.context().close();
    } finally {
      await removeTagged(agent, tag);
      await agent.context().close();
    }
  });
});
