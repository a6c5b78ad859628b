/**
 * A local stand-in for api.stripe.com for the browser tests (the real one is not reachable
 * here). The Worker under test is started with STRIPE_API_URL pointing at it. It creates and
 * reads payment intents like Stripe does, honours Idempotency-Key, and lists what it received
 * at GET /__calls so a test can check what our server asked for.
 */
import { createServer } from "node:http";
import { randomUUID } from "node:crypto";

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);

interface Intent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  receipt_email: string | null;
  metadata: Record<string, string>;
  client_secret: string;
  status: string;
}

const intents = new Map<string, Intent>();
const byKey = new Map<string, Intent>();
const calls: Array<{
  method: string;
  path: string;
  body: Record<string, string>;
  key: string | null;
}> = [];

createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
  req.on("end", () => {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    const body = Object.fromEntries(new URLSearchParams(raw));
    const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (url.pathname === "/__calls") return send(200, calls);
    calls.push({ method: req.method ?? "", path: url.pathname, body, key });
    if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
      const earlier = key ? byKey.get(key) : undefined;
      if (earlier) return send(200, earlier);
      const id = `pi_fake_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
      const metadata: Record<string, string> = {};
      for (const [name, value] of Object.entries(body)) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount: Number(body.amount),
        currency: body.currency ?? "usd",
        receipt_email: body.receipt_email ?? null,
        metadata,
        client_secret: `${id}_secret_fake`,
        status: "requires_payment_method",
      };
      intents.set(id, intent);
      if (key) byKey.set(key, intent);
      return send(200, intent);
    }
    const read = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && read?.[1] && intents.has(read[1])) {
      return send(200, intents.get(read[1]));
    }
    return send(404, { error: { type: "invalid_request_error", message: "Unknown fake route" } });
  });
}).listen(port, "127.0.0.1", () => {
  console.log(`fake Stripe API on http://127.0.0.1:${port}`);
});
