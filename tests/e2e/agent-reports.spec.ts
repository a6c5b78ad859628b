import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  conversationItem,
  ownIp,
  sendMessage,
  signInAgent,
  startChat,
  watchSockets,
} from "./chat-helpers";
import { E2E_REPORTS_AGENT } from "./e2e-server";
import { desktop, expectNoAxeViolations, gotoReady, storeConsent } from "./helpers";
import { storeLocalChatAlert } from "./local-d1";

// Its own agent: the test renames them, which no other test may meet.
const ANA = E2E_REPORTS_AGENT;

/**
 * Gives the agent a display name of this run in the local server's D1, as the console's name
 * setting stores it: the report's line for the agent is then told apart by that name.
 */
function nameLocalAgent(agentId: string, name: string) {
  if (!/^[\w.@-]+$/.test(agentId) || !/^[\w -]+$/.test(name)) throw new Error("plain names only");
  const sql = `INSERT INTO agent_profiles (agent_id, display_name, updated_at) VALUES ('${agentId}', '${name}', ${Date.now()}) ON CONFLICT (agent_id) DO UPDATE SET display_name = excluded.display_name`;
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", sql], {
    stdio: "ignore",
  });
}

/** The visitor's room id, from the address of the widget's socket. */
const roomOf = (socketUrls: readonly string[]) =>
  socketUrls.map((url) => /\/parties\/chat-room\/([0-9a-f-]{36})/.exec(url)?.[1]).find(Boolean);

const agentDaysTable = (page: Page) => page.getByRole("table", { name: "By agent, per day" });

/** The agent's row of a day in the per-agent table (absent when they had nothing that day). */
const agentRow = (page: Page, day: string, name: string): Locator =>
  agentDaysTable(page)
    .getByRole("row")
    .filter({ has: page.locator(`time[datetime="${day}"]`) })
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });

/** Conversations and missed in a per-agent row: its 2nd and 5th plain cells. */
async function figuresOf(row: Locator): Promise<{ conversations: number; missed: number }> {
  if ((await row.count()) === 0) return { conversations: 0, missed: 0 };
  const cells = row.getByRole("cell");
  return {
    conversations: Number(await cells.nth(1).textContent()),
    missed: Number(await cells.nth(4).textContent()),
  };
}

/** Asks for the range again (the figures are read when asked, not pushed). */
async function refresh(page: Page) {
  await page.getByRole("button", { name: "Show" }).click();
  await expect(
    agentDaysTable(page).or(page.getByText("No conversations in this period")),
  ).toBeVisible();
}

test.use({ viewport: desktop, timezoneId: "UTC" });

test("an agent answers a visitor, then finds the conversation in today's report and its CSV", async ({
  browser,
}) => {
  // Two browsers, the room's index written a few seconds after the reply, a CSV download.
  test.slow();
  const today = new Date().toISOString().slice(0, 10);
  const name = `Dee Reports ${crypto.randomUUID().slice(0, 6)}`;
  nameLocalAgent(ANA, name);

  const agentContext = await browser.newContext({ viewport: desktop, timezoneId: "UTC" });
  const agent = await agentContext.newPage();
  await ownIp(agent);
  await signInAgent(agent, ANA);

  // Before: what today's report already holds for this agent (earlier runs, other tests).
  // The tabs are the console's own script: a click before it has started is clicked again.
  const reportsTab = agent.getByRole("tab", { name: "Reports" });
  await expect(async () => {
    await reportsTab.click();
    await expect(reportsTab).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(agent.getByRole("heading", { name: "Reports" })).toBeVisible();
  await expect(agent.getByText("Days are counted in the UTC time zone.")).toBeVisible();
  await refresh(agent);
  const before = await figuresOf(agentRow(agent, today, name));

  // A visitor writes from the site's widget, in a browser of their own.
  const visitorContext = await browser.newContext({ viewport: desktop });
  await storeConsent(visitorContext);
  const visitor = await visitorContext.newPage();
  await ownIp(visitor);
  const sockets = watchSockets(visitor);
  await gotoReady(visitor, "/en");
  const email = `reports.${crypto.randomUUID().slice(0, 8)}@shop.example`;
  await startChat(visitor, "en", { email, telegram: "@reports_visitor" });
  await sendMessage(visitor, "Hello, how do refunds work?");
  const room = roomOf(sockets) ?? "";
  expect(room).toMatch(/^[0-9a-f-]{36}$/);

  // The agent goes back to the inbox and answers.
  await agent.getByRole("tab", { name: "Conversations" }).click();
  await conversationItem(agent, email).click();
  await agent.getByLabel("Reply").fill("Refunds take 3 days.");
  await agent.getByRole("button", { name: "Send reply" }).click();
  await expect(
    visitor.getByTestId("chat-message").filter({ hasText: "Refunds take 3 days." }),
  ).toBeVisible();
  // The room's alarm would raise a team alert after 3 unread minutes: written as it would be.
  storeLocalChatAlert(crypto.randomUUID(), room, "Hello, how do refunds work?");

  // The report counts it once the room has written its index (a few seconds after the reply).
  await agent.getByRole("tab", { name: "Reports" }).click();
  const row = agentRow(agent, today, name);
  await expect(async () => {
    await refresh(agent);
    expect(await figuresOf(row)).toEqual({
      conversations: before.conversations + 1,
      missed: before.missed + 1,
    });
  }).toPass({ timeout: 30_000 });
  // First response times read as people say them.
  await expect(row.getByRole("cell").nth(2)).toHaveText(/^(\d+ s|\d+ min( \d+ s)?)$/);
  const teamRow = agent
    .getByRole("table", { name: "By day, whole team" })
    .getByRole("row")
    .filter({ has: agent.locator(`time[datetime="${today}"]`) });
  await expect(teamRow).toHaveCount(1);
  await expect(agent.getByRole("img", { name: "Conversations per day" })).toBeVisible();
  await expectNoAxeViolations(agent);

  // The same figures as CSV, named after its days.
  const [download] = await Promise.all([
    agent.waitForEvent("download"),
    agent.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  const from = new Date(Date.now() - 13 * 86_400_000).toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`subnova-chat-report-${from}-to-${today}.csv`);
  const csv = await readFile(await download.path(), "utf8");
  const records = csv.split("\r\n");
  expect(records[0]).toBe(
    '"date","line","agent_id","agent_name","conversations","answered","median_first_response_s","p90_first_response_s","missed"',
  );
  const line = records.find((record) => record.startsWith(`"${today}","agent","${ANA}"`));
  const count = String(before.conversations + 1);
  const missed = String(before.missed + 1);
  const fields = line?.slice(1, -1).split('","');
  expect(fields).toEqual([
    today,
    "agent",
    ANA,
    name,
    count,
    count,
    expect.stringMatching(/^\d+$/),
    expect.stringMatching(/^\d+$/),
    missed,
  ]);
  expect(records.some((record) => record.startsWith(`"${today}","team","",""`))).toBe(true);

  // A period with nothing in it, and one the form refuses.
  await agent.getByLabel("From", { exact: true }).fill("2001-01-01");
  await agent.getByLabel("To", { exact: true }).fill("2001-01-07");
  await agent.getByRole("button", { name: "Show" }).click();
  await expect(agent.getByText("No conversations in this period")).toBeVisible();
  await agent.getByLabel("From", { exact: true }).fill("2001-01-08");
  await agent.getByRole("button", { name: "Show" }).click();
  await expect(agent.getByRole("alert")).toHaveText(
    "The start date must be on or before the end date.",
  );
  await expect(agent.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await visitorContext.close();
  await agentContext.close();
});
