import { describe, expect, it } from "vitest";
import type { CannedReply } from "#app/features/agent-console/canned-reply";
import { searchCanned, slashQueryAt } from "#app/features/agent-console/canned-search";

describe("the / that opens the saved replies", () => {
  const at = (text: string) => slashQueryAt(text, text.length);

  it("starts the box or follows a space, and the text after it is the search", () => {
    expect(at("/")).toEqual({ start: 0, query: "" });
    expect(at("/refund")).toEqual({ start: 0, query: "refund" });
    expect(at("Thanks! /refund delay")).toEqual({ start: 8, query: "refund delay" });
    expect(at("Line one\n/ship")).toEqual({ start: 9, query: "ship" });
  });

  it("is no search inside a word, a path, or on a line after it", () => {
    expect(at("and/or")).toBeNull();
    expect(at("see /en/pricing")).toBeNull();
    expect(at("/refund\nthen")).toBeNull();
    expect(at("no slash")).toBeNull();
  });

  it("reads up to the caret only", () => {
    expect(slashQueryAt("/ref and more", 4)).toEqual({ start: 0, query: "ref" });
  });
});

const reply = (id: string, lang: "en" | "fr", title: string, body: string): CannedReply => ({
  id,
  lang,
  title,
  body,
  updatedAt: 0,
});

describe("searching the saved replies", () => {
  const replies = [
    reply("1", "fr", "Délai de remboursement", "Comptez 5 à 10 jours ouvrés."),
    reply("2", "fr", "Horaires", "Nous répondons de 9 h à 18 h, délai moyen 2 minutes."),
    reply("3", "en", "Refund delay", "Refunds take 5 to 10 business days."),
  ];

  it("keeps the conversation's language only", () => {
    expect(searchCanned(replies, "fr", "").map((r) => r.id)).toEqual(["1", "2"]);
    expect(searchCanned(replies, "en", "").map((r) => r.id)).toEqual(["3"]);
  });

  it("finds words in titles first, then bodies, case and accents aside", () => {
    expect(searchCanned(replies, "fr", "DELAI").map((r) => r.id)).toEqual(["1", "2"]);
    expect(searchCanned(replies, "fr", "minutes").map((r) => r.id)).toEqual(["2"]);
    expect(searchCanned(replies, "fr", "délai jours").map((r) => r.id)).toEqual(["1"]);
    expect(searchCanned(replies, "fr", "refund")).toEqual([]);
  });
});
