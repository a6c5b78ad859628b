import { describe, expect, it } from "vitest";
import { fillCannedReply, firstNameOf } from "#app/features/agent-console/canned-template";

describe("the visitor's first name", () => {
  it("is the first word of the name they gave, accents and hyphens kept", () => {
    expect(firstNameOf("Amélie Poulain")).toBe("Amélie");
    expect(firstNameOf("Jean-Pierre Martin")).toBe("Jean-Pierre");
    expect(firstNameOf("  Zoë  ")).toBe("Zoë");
    expect(firstNameOf("Ðorđe\u00a0Novak")).toBe("Ðorđe");
    expect(firstNameOf("O’Neil")).toBe("O’Neil");
    expect(firstNameOf("Jean, Dupont")).toBe("Jean");
  });

  it("is none when they gave none: empty, blank, or the widget's Guest", () => {
    expect(firstNameOf("")).toBeNull();
    expect(firstNameOf("   ")).toBeNull();
    expect(firstNameOf(null)).toBeNull();
    expect(firstNameOf(undefined)).toBeNull();
    expect(firstNameOf("Guest")).toBeNull();
    expect(firstNameOf("—")).toBeNull();
  });
});

describe("a saved reply filled for one visitor", () => {
  it("puts the first name wherever the placeholder is", () => {
    expect(fillCannedReply("Hello {first_name}, how can I help?", "Amélie")).toBe(
      "Hello Amélie, how can I help?",
    );
    expect(fillCannedReply("Bonjour {first_name}\u00a0! Merci {first_name}.", "Jean-Pierre")).toBe(
      "Bonjour Jean-Pierre\u00a0! Merci Jean-Pierre.",
    );
    // A name is text, never a replacement pattern.
    expect(fillCannedReply("Hi {first_name}", "$&$1")).toBe("Hi $&$1");
    expect(fillCannedReply("Hi { first_name }", "Ana")).toBe("Hi Ana");
  });

  it("leaves the placeholder and the space or comma before it out when there is no name", () => {
    expect(fillCannedReply("Hello {first_name},", null)).toBe("Hello,");
    expect(fillCannedReply("Hello {first_name}, how can I help?", null)).toBe(
      "Hello, how can I help?",
    );
    expect(fillCannedReply("Thanks for waiting, {first_name}.", null)).toBe("Thanks for waiting.");
    expect(fillCannedReply("Bonjour {first_name}\u00a0!", null)).toBe("Bonjour\u00a0!");
    expect(fillCannedReply("Hi {first_name}!\nYour refund is on its way.", null)).toBe(
      "Hi!\nYour refund is on its way.",
    );
  });

  it("starts the sentence with what followed when the name began it", () => {
    expect(fillCannedReply("{first_name}, your refund is on its way.", null)).toBe(
      "Your refund is on its way.",
    );
    expect(fillCannedReply("Hello!\n{first_name}, écoutez.", null)).toBe("Hello!\nÉcoutez.");
  });

  it("leaves a reply without placeholder, and other braces, as written", () => {
    expect(fillCannedReply("Our hours: 9 to 5 {UTC}.", null)).toBe("Our hours: 9 to 5 {UTC}.");
    expect(fillCannedReply("Our hours: 9 to 5.", "Ana")).toBe("Our hours: 9 to 5.");
    expect(fillCannedReply("", null)).toBe("");
  });
});
