import { describe, expect, it } from "vitest";
import type { ChatMessage } from "#party/protocol";
import {
  renderTranscript,
  transcriptFileName,
  transcriptSubject,
  type TranscriptSource,
} from "#party/transcript-text";

const SESSION = "1b2c3d4e-0000-4000-8000-000000000000";
// 2026-12-07 13:05 UTC: 14:05 in Paris, 08:05 AM in New York.
const AT = Date.UTC(2026, 11, 7, 13, 5);

let seq = 0;
const message = (sender: ChatMessage["sender"], text: string, extra: Partial<ChatMessage> = {}) =>
  ({
    id: `m-${String(++seq).padStart(8, "0")}`,
    seq,
    sender,
    text,
    timestamp: AT,
    ...extra,
  }) satisfies ChatMessage;

const conversation = (overrides: Partial<TranscriptSource> = {}): TranscriptSource => ({
  sessionId: SESSION,
  profile: { name: "Jane", locale: "en" },
  startedAt: AT,
  messages: [
    message("user", "Hello, can I pay\nin two instalments?"),
    message("system", "No one from our team is online right now."),
    message("support", "Yes, from the dashboard.", { author: "Camille" }),
    message("note", "She asked the same last week.", { author: "Camille" }),
  ],
  ...overrides,
});

describe("renderTranscript", () => {
  it("gives the visitor a header and every message with its time and author, without notes", () => {
    const text = renderTranscript(conversation(), "visitor");
    expect(text).toBe(
      [
        "Subnova chat transcript",
        "Date: December 7, 2026",
        "Visitor: Jane",
        "Language: English",
        "Conversation: 1b2c3d4e",
        "Times are in UTC.",
        "",
        "[01:05 PM] Jane",
        "Hello, can I pay",
        "in two instalments?",
        "",
        "[01:05 PM] Subnova",
        "No one from our team is online right now.",
        "",
        "[01:05 PM] Camille, Subnova",
        "Yes, from the dashboard.",
        "",
      ].join("\n"),
    );
    expect(text).not.toContain("She asked the same");
    expect(text).not.toMatch(/internal/i);
  });

  it("gives agents the notes, marked as internal, and says the text is for the team", () => {
    const text = renderTranscript(conversation(), "agent");
    expect(text).toContain("For the team only: includes internal notes.");
    expect(text).toContain("[01:05 PM] Internal note by Camille\nShe asked the same last week.");
    expect(text).toContain("[01:05 PM] Camille, Subnova\nYes, from the dashboard.");
  });

  it("writes the times in the visitor's time zone and names the zone", () => {
    const text = renderTranscript(
      conversation({ profile: { name: "Jane", locale: "en", timeZone: "America/New_York" } }),
      "visitor",
    );
    expect(text).toContain("Times are in the America/New_York time zone.");
    expect(text).toContain("[08:05 AM] Jane");
  });

  it("falls back to UTC, and says so, for a time zone the runtime does not know", () => {
    const text = renderTranscript(
      conversation({ profile: { name: "Jane", locale: "en", timeZone: "Mars/Olympus_Mons" } }),
      "visitor",
    );
    expect(text).toContain("Times are in UTC.");
    expect(text).toContain("[01:05 PM] Jane");
  });

  it("is written in French for a French conversation, with the French date, clock and typography", () => {
    const text = renderTranscript(
      conversation({ profile: { name: "Guest", locale: "fr", timeZone: "Europe/Paris" } }),
      "agent",
    );
    const nb = "\u202f";
    expect(text).toContain("Transcription du chat Subnova");
    expect(text).toContain(`Date${nb}: 7 décembre 2026`);
    // The widget's default name is said in the visitor's language.
    expect(text).toContain(`Visiteur${nb}: Invité`);
    expect(text).toContain(`Langue${nb}: français`);
    expect(text).toContain("Heures indiquées dans le fuseau horaire Europe/Paris.");
    expect(text).toContain("[14:05] Invité\nHello, can I pay");
    expect(text).toContain("[14:05] Note interne de Camille\n");
  });

  it("names an agent reply with no recorded author by the brand alone", () => {
    const text = renderTranscript(
      conversation({ messages: [message("support", "Hi!")] }),
      "visitor",
    );
    expect(text).toContain("[01:05 PM] Subnova\nHi!");
  });

  it("says there are no messages rather than ending on the header", () => {
    const text = renderTranscript(conversation({ messages: [] }), "visitor");
    expect(text.trimEnd().split("\n").at(-1)).toBe("No messages.");
  });
});

describe("subject and file name", () => {
  it("dates the subject and the file name in the visitor's zone", () => {
    // 23:30 UTC on 7 December is already 8 December in Paris.
    const late = conversation({
      startedAt: Date.UTC(2026, 11, 7, 23, 30),
      profile: { name: "Jane", locale: "fr", timeZone: "Europe/Paris" },
    });
    expect(transcriptSubject(late)).toBe("Votre conversation avec Subnova du 8 décembre 2026");
    expect(transcriptFileName(late)).toBe("subnova-chat-2026-12-08-1b2c3d4e.txt");
    expect(transcriptSubject(conversation())).toBe(
      "Your conversation with Subnova on December 7, 2026",
    );
    expect(transcriptFileName(conversation())).toBe("subnova-chat-2026-12-07-1b2c3d4e.txt");
  });
});
