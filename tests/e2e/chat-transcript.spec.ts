import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { conversationItem, ownIp, sendMessage, signInAgent, startChat } from "./chat-helpers";
import type { Mail } from "../fakes/mail";
import { E2E_AGENTS, FAKE_MAIL_PORT } from "./e2e-server";
import { blockCopy, desktop, gotoReady, type Lang, storeConsent } from "./helpers";

/**
 * A closed conversation's transcript: the visitor has it emailed (the test server's mail API is
 * tests/fakes/mail-api.ts), the agent downloads it as a text file. Each in its own browser.
 */

test.use({ viewport: desktop });

interface TranscriptCopy {
  transcript: Record<"closed" | "request" | "queued", string>;
}
const copy = (lang: Lang) => blockCopy<TranscriptCopy>(lang, "chat").transcript;

/** What the fake mail provider received for one address. */
async function mailsTo(to: string): Promise<Mail[]> {
  const res = await fetch(
    `http://127.0.0.1:${FAKE_MAIL_PORT}/__mails?to=${encodeURIComponent(to)}`,
  );
  return (await res.json()) as Mail[];
}

async function openPair(browser: Browser) {
  const visitorContext = await browser.newContext({ viewport: desktop });
  const agentContext = await browser.newContext({ viewport: desktop, acceptDownloads: true });
  await storeConsent(visitorContext);
  const visitor = await visitorContext.newPage();
  await ownIp(visitor);
  const agent = await agentContext.newPage();
  const email = `transcript-${process.pid}-${Date.now()}@shop.example`;
  return {
    visitor,
    agent,
    email,
    close: () => Promise.all([visitorContext, agentContext].map((c) => c.close())),
  };
}

const pane = (agent: Page) => agent.getByRole("region", { name: /^Conversation with / });

test("after close, the visitor gets the transcript by email and the agent downloads it", async ({
  browser,
}) => {
  test.slow();
  const { visitor, agent, email, close } = await openPair(browser);
  const question = `Can I pay the membership in two instalments? ${crypto.randomUUID().slice(0, 6)}`;
  const answer = "Yes: from your dashboard, under Billing.";

  await gotoReady(visitor, "/en/cross");
  await startChat(visitor, "en", { email, telegram: "@transcript_visitor" });
  await sendMessage(visitor, question);

  await signInAgent(agent, E2E_AGENTS[0]);
  await conversationItem(agent, email).click();
  await expect(pane(agent)).toContainText(question);
  const reply = agent.getByLabel("Reply");
  await reply.fill(answer);
  await agent.getByRole("button", { name: "Send reply" }).click();
  await expect(visitor.getByTestId("chat-message").filter({ hasText: answer })).toBeVisible();

  // Nothing to ask for while the conversation is open.
  const offer = visitor.getByRole("button", { name: copy("en").request });
  await expect(offer).toBeHidden();
  await pane(agent).getByRole("button", { name: "Close conversation" }).click();
  await expect(visitor.getByText(copy("en").closed)).toBeVisible();

  await offer.click();
  await expect(visitor.getByRole("status").filter({ hasText: `Sent to ${email}.` })).toBeVisible();
  await expect(offer).toBeHidden();

  // The provider got one email to the visitor's address: both messages, no internal notes.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail?.authorization).toBe("Bearer e2e-mail-key-not-a-secret");
  expect(mail?.subject).toMatch(/^Your conversation with Subnova on /);
  expect(mail?.text).toContain(question);
  // The reply is signed with the agent's name and the brand.
  expect(mail?.text).toMatch(/\] Ana, Subnova\nYes: from your dashboard, under Billing\./);
  expect(mail?.text).not.toMatch(/internal note/i);

  // The agent's copy: a text file named after the day and the session.
  const [download] = await Promise.all([
    agent.waitForEvent("download"),
    pane(agent).getByRole("link", { name: "Download transcript" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^subnova-chat-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.txt$/);
  const file = await readFile(await download.path(), "utf8");
  expect(file).toContain(question);
  expect(file).toContain(answer);
  expect(file).toContain("For the team only: includes internal notes.");
  await close();
});

test("a French visitor asks in French and reads the answer in French", async ({ browser }) => {
  test.slow();
  const { visitor, agent, email, close } = await openPair(browser);
  await gotoReady(visitor, "/fr/cross");
  await startChat(visitor, "fr", { email, telegram: "@transcript_fr" });
  await sendMessage(visitor, "Bonjour, une question sur la facturation.");

  await signInAgent(agent, E2E_AGENTS[1]);
  await conversationItem(agent, email).click();
  await pane(agent).getByRole("button", { name: "Close conversation" }).click();

  const fr = copy("fr");
  await expect(visitor.getByText(fr.closed)).toBeVisible();
  await visitor.getByRole("button", { name: fr.request }).click();
  await expect(
    visitor.getByRole("status").filter({ hasText: fr.queued.replace("{{email}}", email) }),
  ).toBeVisible();
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toMatch(/^Votre conversation avec Subnova du /);
  expect(mail?.text).toContain("Transcription du chat Subnova");
  expect(mail?.text).toContain("Bonjour, une question sur la facturation.");
  await close();
});
