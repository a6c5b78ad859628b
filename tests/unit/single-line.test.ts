import { describe, expect, it } from "vitest";
import { singleLine } from "#app/lib/single-line";

describe("singleLine", () => {
  it("turns every kind of line break and tab into one space", () => {
    for (const br of ["\n", "\r\n", "\r", "\v", "\f", "\u0085", "\u2028", "\u2029", "\t"]) {
      expect(singleLine(`Jane${br}Answer: x`), JSON.stringify(br)).toBe("Jane Answer: x");
    }
  });

  it("drops bidi controls, direction marks, zero-width and other control characters", () => {
    const invisible = [
      // Bidi embeddings, overrides and isolates.
      ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E"],
      ["\u2066", "\u2067", "\u2068", "\u2069"],
      // Direction marks and zero-width characters.
      ["\u200E", "\u200F", "\u061C", "\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF"],
      // The soft hyphen and control characters.
      ["\u00AD", "\u0000", "\u001B", "\u007F"],
    ].flat();
    for (const char of invisible) {
      expect(singleLine(`ab${char}c`), JSON.stringify(char)).toBe("abc");
    }
  });

  it("collapses white space, Unicode spaces included, and trims", () => {
    expect(singleLine("  Jane \u00A0\u2003 Doe \n ")).toBe("Jane Doe");
    expect(singleLine("\u200B \u202E ")).toBe("");
    expect(singleLine("Élodie Lefèvre")).toBe("Élodie Lefèvre");
  });
});
