/**
 * Fills a local server's support inbox with a busy day: visitor conversations in English and
 * French, some claimed and answered by agents, some closed, for screenshots and trying the
 * console by hand.
 *
 *   BASE_URL=http://127.0.0.1:8804 npx node scripts/dev/seed-inbox.ts [count=50]
 *
 * With AGENTS="a@x.test,b@x.test" and AGENT_PASSWORD set, those agents claim, answer and close
 * part of them. Visitor sockets stay open (visitors online) for HOLD_SECONDS (default 600).
 */
import { encode, type ClientFrame, type VisitorProfile } from "#party/protocol";

const base = process.env.BASE_URL ?? "http://127.0.0.1:8787";
const count = Number(process.argv[2] ?? 50);
const hold = Number(process.env.HOLD_SECONDS ?? 600) * 1000;
const agents = (process.env.AGENTS ?? "").split(",").filter(Boolean);
const password = process.env.AGENT_PASSWORD ?? "";

const first = ["Jane", "Lucas", "Amira", "Noah", "Chloé", "Mateo", "Sofia", "Hugo", "Priya", "Léa"];
const last = ["Martin", "Nguyen", "Bernard", "Okafor", "Dubois", "Silva", "Kowalski", "Moreau"];
const pages = ["/en/cashback", "/fr/platform", "/en/webi", "/en/contact", "/fr", "/en/iso"];
const openers = {
  en: [
    "Hi, is the cashback popup free for stores under 1,000 orders a month?",
    "Our payouts have been pending for 3 days, can someone check?",
    "Do you support Shopify subscriptions with 3-D Secure?",
    "How long does onboarding take for a high-risk merchant?",
    "Can I change the currency of my checkout after going live?",
  ],
  fr: [
    "Bonjour, la popup de cashback est-elle gratuite pour une petite boutique ?",
    "Nos virements sont en attente depuis trois jours, pouvez-vous vérifier ?",
    "Proposez-vous un contrat ISO pour une agence à Lyon ?",
    "Combien de temps prend l’ouverture d’un compte marchand ?",
  ],
} as const;
const followUps = ["Thanks!", "Also, is there an API for refunds?", "I’m still here.", "Merci !"];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const ip = (i: number) => `2001:db8:5eed:${(i + 1).toString(16)}::1`;

function socket(url: string, headers: Record<string, string>): Promise<WebSocket> {
  // Node's WebSocket (undici) takes headers, which a browser's cannot.
  const ws = new WebSocket(url, { headers } as unknown as string[]);
  return new Promise((resolve, reject) => {
    ws.addEventListener("open", () => resolve(ws), { once: true });
    ws.addEventListener("error", () => reject(new Error(`socket failed: ${url}`)), { once: true });
  });
}

const send = (ws: WebSocket, frame: ClientFrame) => ws.send(encode(frame));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(agentId: string): Promise<string> {
  const response = await fetch(`${base}/agent`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "CF-Connecting-IP": `2001:db8:a9e7:${agentId.length}::1` },
    body: new URLSearchParams({ agentId, password }),
  });
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed for ${agentId}: ${response.status}`);
  return cookie;
}

const visitors: WebSocket[] = [];
const sessions: string[] = [];
for (let i = 0; i < count; i += 1) {
  const lang = i % 3 === 2 ? "fr" : "en";
  const name = i % 4 === 0 ? "Guest" : `${pick(first, i)} ${pick(last, i * 7)}`;
  const tag = crypto.randomUUID().slice(0, 6);
  const profile: VisitorProfile = {
    name,
    email: `${pick(first, i).toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")}.${tag}@shop.example`,
    telegram: `@${pick(last, i).toLowerCase()}_${tag}`,
    locale: lang,
    page: pick(pages, i),
    timeZone: lang === "fr" ? "Europe/Paris" : "America/New_York",
  };
  const sessionId = crypto.randomUUID();
  const ws = await socket(`${base.replace(/^http/, "ws")}/parties/chat-room/${sessionId}`, {
    Origin: base,
    "CF-Connecting-IP": ip(i),
  });
  send(ws, { t: "join", ...profile });
  await pause(60);
  send(ws, { t: "send_message", id: crypto.randomUUID(), text: pick(openers[lang], i) });
  if (i % 3 === 0) {
    await pause(40);
    send(ws, { t: "send_message", id: crypto.randomUUID(), text: pick(followUps, i) });
  }
  visitors.push(ws);
  sessions.push(sessionId);
}
console.log(`${count} conversations opened`);

// Each agent takes every third conversation after the first ten: claims, answers, closes some.
for (const [a, agentId] of agents.entries()) {
  const cookie = await signIn(agentId);
  for (let i = 10 + a; i < sessions.length; i += 3) {
    const ws = await socket(
      `${base.replace(/^http/, "ws")}/agent-parties/chat-room/${sessions[i]}`,
      {
        Origin: base,
        Cookie: cookie,
      },
    );
    send(ws, { t: "claim" });
    await pause(40);
    send(ws, {
      t: "send_message",
      id: crypto.randomUUID(),
      text: i % 2 ? "Happy to help, let me check your account." : "Je regarde tout de suite.",
    });
    if (i % 4 === 0) {
      await pause(40);
      send(ws, { t: "close" });
    }
    await pause(60);
    ws.close();
  }
  console.log(`${agentId} answered their share`);
}

// Closed visitors look offline; the rest stay online while the screenshots are taken.
for (const [i, ws] of visitors.entries()) if (i % 5 === 4) ws.close();
await pause(hold);
for (const ws of visitors) ws.close();
