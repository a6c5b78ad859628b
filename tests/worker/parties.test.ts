import { describe, expect, it } from "vitest";
import { get, origin } from "./helpers";

const room = "3f2c1a9e-5b7d-4c2e-9a1f-0b8e6d4c2a10";

describe("partyserver routing", () => {
  it("accepts a WebSocket to a chat room named by a UUID", async () => {
    const res = await get(`/parties/chat-room/${room}`, {
      headers: { Upgrade: "websocket", Origin: origin },
    });
    expect(res.status).toBe(101);
    expect(res.webSocket).toBeTruthy();
    res.webSocket?.accept();
    res.webSocket?.close();
  });

  it("refuses rooms that are not UUIDs", async () => {
    const res = await get("/parties/chat-room/general", { headers: { Upgrade: "websocket" } });
    expect(res.status).toBe(400);
  });

  it("never exposes the support inbox on the visitor prefix", async () => {
    const res = await get(`/parties/support-inbox/${room}`, { headers: { Upgrade: "websocket" } });
    expect(res.status).toBe(404);
  });

  it("refuses other sites' pages", async () => {
    const res = await get(`/parties/chat-room/${room}`, {
      headers: { Upgrade: "websocket", Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });

  it("keeps the agent prefix closed without an agent session", async () => {
    const res = await get(`/agent-parties/support-inbox/main`);
    expect(res.status).toBe(401);
  });
});
