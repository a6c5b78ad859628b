import { describe, expect, it } from "vitest";
import { canonicalLangPath, redirectForUnprefixed, switchLangPath } from "#app/lib/paths";

const url = (path: string) => new URL(`https://www.subnova.example${path}`);

describe("redirectForUnprefixed", () => {
  it("sends known pages to their English address with the query string", () => {
    expect(redirectForUnprefixed(url("/"))).toBe("/en");
    expect(redirectForUnprefixed(url("/about?x=1&y=2"))).toBe("/en/about?x=1&y=2");
    expect(redirectForUnprefixed(url("/about/"))).toBe("/en/about");
    expect(redirectForUnprefixed(url("/pci-compliance"))).toBe("/en/pci-compliance");
  });

  it("resolves aliases in the same hop", () => {
    expect(redirectForUnprefixed(url("/cross-sell"))).toBe("/en/cross");
    expect(redirectForUnprefixed(url("/discounts"))).toBe("/en/platform");
    expect(redirectForUnprefixed(url("/home"))).toBe("/en");
  });

  it("gives null (a 404) for unknown paths and other languages", () => {
    expect(redirectForUnprefixed(url("/nope"))).toBeNull();
    expect(redirectForUnprefixed(url("/de/about"))).toBeNull();
    expect(redirectForUnprefixed(url("/about/team"))).toBeNull();
    expect(redirectForUnprefixed(url("/en/nope"))).toBeNull();
  });
});

describe("canonicalLangPath", () => {
  it("maps pages and aliases under a language", () => {
    expect(canonicalLangPath("fr", "")).toBe("/fr");
    expect(canonicalLangPath("fr", "about")).toBe("/fr/about");
    expect(canonicalLangPath("fr", "discount-platform")).toBe("/fr/platform");
    expect(canonicalLangPath("en", "unknown")).toBeNull();
  });
});

describe("switchLangPath", () => {
  it("swaps the prefix and keeps path, query and hash", () => {
    expect(switchLangPath("/en/about", "?a=1", "#team", "fr")).toBe("/fr/about?a=1#team");
    expect(switchLangPath("/fr", "", "", "en")).toBe("/en");
    expect(switchLangPath("/fr/", "", "", "en")).toBe("/en");
    expect(switchLangPath("/en/merchant-privacy-and-compliance-policy", "", "", "fr")).toBe(
      "/fr/merchant-privacy-and-compliance-policy",
    );
  });

  it("adds a prefix to a path that has none", () => {
    expect(switchLangPath("/webi", "", "", "fr")).toBe("/fr/webi");
  });
});
