import { expect, type Page, test } from "@playwright/test";
import { chat, launcher, ownIp, panel, sendMessage, startChat } from "./chat-helpers";
import { common, consentRecord, desktop, gotoReady, storeConsent } from "./helpers";

// The cookie policy's promise (DR 016): the chat keeps the visitor's contact and conversation
// across visits only with Functional consent; without it they last as long as the tab.
test.use({ viewport: desktop });

// app/features/chat-widget/chat-keys.ts (a browser module, outside this project's files).
const CHAT_USER_KEY = "subnova.chat.user";
const CHAT_SESSION_KEY = "subnova.chat.session";

/** The chat's entries in each of the page's storages. */
function chatEntries(page: Page) {
  return page.evaluate(
    (keys) => {
      const read = (storage: Storage) =>
        keys.filter((key) => storage.getItem(key) !== null).toSorted();
      return { local: read(localStorage), tab: read(sessionStorage) };
    },
    [CHAT_USER_KEY, CHAT_SESSION_KEY],
  );
}

const both = [CHAT_SESSION_KEY, CHAT_USER_KEY].toSorted();
const copy = chat("en");
const emailField = (page: Page) => panel(page).getByLabel("Email Address");

/** Minimizes the chat and answers the footer's Cookie settings with the named button. */
async function chooseInCookieSettings(page: Page, button: string) {
  await launcher(page).click();
  await expect(panel(page)).toBeHidden();
  await page.getByTestId("cookie-settings").click();
  await page.getByTestId("consent-dialog").getByRole("button", { name: button }).click();
}

test.beforeEach(async ({ page }) => ownIp(page));

test("without Functional consent the chat lasts as long as the tab, and the next visit asks again", async ({
  context,
  page,
}) => {
  test.slow();
  await storeConsent(context, consentRecord({ analytics: true, marketing: true }));
  await gotoReady(page, "/en/about");
  await startChat(page, "en");
  await sendMessage(page, "Kept for this tab only");
  expect(await chatEntries(page)).toEqual({ local: [], tab: both });
  const session = await page.getByTestId("chat-session").textContent();

  // The conversation follows the visitor from page to page in this tab.
  await gotoReady(page, "/en/contact");
  await launcher(page).click();
  await expect(page.getByTestId("chat-session")).toHaveText(session ?? "");
  await expect(page.getByRole("log")).toContainText("Kept for this tab only");

  // Another tab is another visit: nothing of the chat is there, the form asks for the contact.
  const later = await context.newPage();
  await gotoReady(later, "/en/about");
  await launcher(later).click();
  await expect(panel(later).getByRole("heading", { name: copy.form.title })).toBeVisible();
  await expect(emailField(later)).toHaveValue("");
  expect(await chatEntries(later)).toEqual({ local: [], tab: [] });
});

test("with Functional consent the chat is there on the next visit; withdrawing it clears it at once", async ({
  context,
  page,
}) => {
  test.slow();
  await storeConsent(context, consentRecord({ functional: true }));
  await gotoReady(page, "/en/about");
  await startChat(page, "en");
  await sendMessage(page, "Kept across visits");
  expect(await chatEntries(page)).toEqual({ local: both, tab: [] });
  const session = await page.getByTestId("chat-session").textContent();

  const later = await context.newPage();
  await gotoReady(later, "/en/contact");
  await launcher(later).click();
  await expect(later.getByTestId("chat-session")).toHaveText(session ?? "");
  await expect(later.getByRole("log")).toContainText("Kept across visits");
  await later.close();

  // Reject All from the footer's Cookie settings: nothing of the chat is left for a next visit,
  // and the conversation goes on in this tab.
  await chooseInCookieSettings(page, common.en.consent.rejectAll);
  await expect.poll(() => chatEntries(page)).toEqual({ local: [], tab: both });
  await launcher(page).click();
  await expect(page.getByTestId("chat-session")).toHaveText(session ?? "");
  await sendMessage(page, "Still here in this tab");
  expect(await chatEntries(page)).toEqual({ local: [], tab: both });

  const afterWithdrawal = await context.newPage();
  await gotoReady(afterWithdrawal, "/en/about");
  await launcher(afterWithdrawal).click();
  await expect(emailField(afterWithdrawal)).toHaveValue("");
});

test("consent given during a chat keeps it for the next visit", async ({ context, page }) => {
  test.slow();
  await storeConsent(context);
  await gotoReady(page, "/en/about");
  await startChat(page, "en");
  expect(await chatEntries(page)).toEqual({ local: [], tab: both });

  await chooseInCookieSettings(page, common.en.consent.acceptAll);
  await expect.poll(() => chatEntries(page)).toEqual({ local: both, tab: [] });

  const later = await context.newPage();
  await gotoReady(later, "/en/about");
  await launcher(later).click();
  await expect(later.getByTestId("chat-session")).toHaveText(
    (await page.getByTestId("chat-session").textContent()) ?? "",
  );
});
