import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { conversationItem, ownIp, sendMessage, signInAgent, startChat } from "./chat-helpers";
import { E2E_AGENTS } from "./e2e-server";
import { desktop, gotoReady, storeConsent } from "./helpers";

/**
 * An agent finds a visitor's closed conversation by a word they wrote, and, when the visitor
 * comes back, reads it read-only from the new conversation's pane.
 */

test.use({ viewport: desktop });

/** A word nothing else in the local database holds: letters only, one word for the index. */
const distinctiveWord = () =>
  `quokka${crypto
    .randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8)}`;

async function visitorPage(browser: Browser, contexts: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext({ viewport: desktop });
  contexts.push(context);
  await storeConsent(context);
  const page = await context.newPage();
  await ownIp(page);
  return page;
}

const search = (agent: Page) => agent.getByRole("searchbox", { name: "Search conversations" });
const results = (agent: Page) => agent.getByRole("region", { name: "Search results" });
const pane = (agent: Page) => agent.getByRole("region", { name: /^Conversation with / });

/** The rooms index a conversation a few seconds after its messages: wait for it in D1. */
async function indexed(agent: Page, query: string, count: number) {
  await expect
    .poll(
      async () => {
        const res = await agent.request.get(`/api/agent/search?q=${encodeURIComponent(query)}`);
        return res.ok() ? ((await res.json()) as { results: unknown[] }).results.length : -1;
      },
      { timeout: 20_000 },
    )
    .toBe(count);
}

test("an agent finds a closed conversation by a word, and reads it read-only from the visitor's next one", async ({
  browser,
}) => {
  test.slow();
  const contexts: BrowserContext[] = [];
  const word = distinctiveWord();
  const email = `search-${process.pid}-${Date.now()}@shop.example`;
  const firstText = `My parcel never arrived, the tracking code says ${word}.`;

  try {
    const agentContext = await browser.newContext({ viewport: desktop });
    contexts.push(agentContext);
    const agent = await agentContext.newPage();
    await signInAgent(agent, E2E_AGENTS[0]);

    // The visitor writes, the agent closes the conversation.
    const first = await visitorPage(browser, contexts);
    await gotoReady(first, "/en/cashback");
    await startChat(first, "en", { email, telegram: "@search_visitor" });
    await sendMessage(first, firstText);
    await conversationItem(agent, email).click();
    await expect(pane(agent).getByRole("log", { name: "Messages" })).toContainText(word);
    await pane(agent).getByRole("button", { name: "Close conversation" }).click();
    await expect(pane(agent)).toContainText("Closed");

    // Days later, the same visitor comes back from another browser.
    const second = await visitorPage(browser, contexts);
    await gotoReady(second, "/en/platform");
    await startChat(second, "en", { email, telegram: "@search_visitor" });
    await sendMessage(second, "Hello again, about my parcel");
    await indexed(agent, word, 1);
    await indexed(agent, email, 2);

    // The search finds the first conversation by the word, with the word marked.
    await search(agent).fill(word);
    const hit = results(agent).getByRole("button").filter({ hasText: email });
    await expect(results(agent)).toContainText("1 conversation found");
    await expect(hit).toHaveCount(1);
    await expect(hit.locator("mark")).toHaveText(word);
    await expect(hit).toContainText("Closed");
    // The list is hidden while the results show; Esc brings it back.
    await expect(agent.getByRole("heading", { name: "Conversations" })).toBeHidden();
    await hit.click();
    await expect(pane(agent).getByRole("log", { name: "Messages" })).toContainText(firstText);

    // A word nobody wrote: an empty result, then × clears the search.
    await search(agent).fill(`${word}zzz`);
    await expect(results(agent)).toContainText(`No conversation matches “${word}zzz”.`);
    await agent.getByRole("button", { name: "Clear search" }).click();
    await expect(search(agent)).toHaveValue("");
    await expect(results(agent)).toBeHidden();
    await search(agent).fill(email);
    await expect(results(agent)).toContainText("2 conversations found");
    await search(agent).press("Escape");
    await expect(results(agent)).toBeHidden();
    await expect(agent.getByRole("heading", { name: "Conversations" })).toBeVisible();

    // The new conversation's pane lists the earlier one; it opens read-only.
    await conversationItem(agent, email).filter({ hasText: "Hello again" }).click();
    const earlier = pane(agent).getByText("Earlier conversations with this visitor (1)");
    await expect(earlier).toBeVisible();
    await earlier.click();
    await pane(agent).getByRole("button").filter({ hasText: "My parcel never arrived" }).click();
    const reading = agent.getByRole("dialog");
    await expect(reading).toBeVisible();
    await expect(reading).toContainText("Read-only");
    await expect(
      reading.getByRole("log", { name: "Earlier conversation, read-only" }),
    ).toContainText(firstText);
    await expect(reading.getByRole("textbox")).toHaveCount(0);
    await expect(reading.getByRole("button", { name: "Send reply" })).toHaveCount(0);

    // Back to the current conversation, where the reply box is.
    await reading.getByRole("button", { name: "Back to the current conversation" }).click();
    await expect(reading).toBeHidden();
    await expect(pane(agent).getByLabel("Reply")).toBeVisible();
    await expect(pane(agent).getByRole("log", { name: "Messages" })).toContainText("Hello again");
  } finally {
    for (const context of contexts) await context.close();
  }
});
