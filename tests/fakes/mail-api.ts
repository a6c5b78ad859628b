/**
 * A local stand-in for a mail provider's HTTP send API for the browser tests. The Worker under
 * test is started with MAIL_API_URL pointing at it. It accepts POST /v1/send with a JSON
 * {from, to, subject, text} and a Bearer key, and lists what it received at GET /__mails
 * (?to=<address> for one visitor's), so a test can read the email a visitor would get.
 */
import { createServer } from "node:http";
import type { Mail } from "./mail.ts";

const port = Number(process.env.FAKE_MAIL_PORT ?? 12112);

const mails: Mail[] = [];

createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
  req.on("end", () => {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (req.method === "GET" && url.pathname === "/__mails") {
      const to = url.searchParams.get("to");
      return send(200, to ? mails.filter((mail) => mail.to === to) : mails);
    }
    if (req.method === "POST" && url.pathname === "/v1/send") {
      let body: Partial<Mail>;
      try {
        body = JSON.parse(raw) as Partial<Mail>;
      } catch {
        return send(400, { error: "Body is not JSON" });
      }
      const { from, to, subject, text } = body;
      if (!from || !to || !subject || !text) {
        return send(422, { error: "from, to, subject and text are required" });
      }
      mails.push({ from, to, subject, text, authorization: req.headers.authorization ?? null });
      return send(202, { id: `fake-mail-${mails.length}` });
    }
    return send(404, { error: "Unknown fake route" });
  });
}).listen(port, "127.0.0.1", () => {
  console.log(`fake mail API on http://127.0.0.1:${port}`);
});
