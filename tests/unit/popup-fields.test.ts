import { describe, expect, it } from "vitest";
import {
  maxLength,
  parsePrice,
  priceInputText,
  switchLanguageValues,
  validatePopupFields,
  type PopupFieldValues,
} from "#app/features/cashback-demo/popup-fields";

const valid: PopupFieldValues = {
  headerTitle: "Your order is completed",
  price: "19.99",
  claimMessage: "Claim $16.99 cash back",
  claimNote: "Cancel any time",
};

describe("parsePrice", () => {
  it("accepts positive amounts with up to two decimals", () => {
    expect(parsePrice("19.99", "en")).toEqual({ ok: true, value: 19.99 });
    expect(parsePrice(" 5 ", "en")).toEqual({ ok: true, value: 5 });
    expect(parsePrice("5.5", "en")).toEqual({ ok: true, value: 5.5 });
    expect(parsePrice("0.01", "en")).toEqual({ ok: true, value: 0.01 });
    expect(parsePrice("9999.99", "en")).toEqual({ ok: true, value: 9999.99 });
  });

  it("reads a decimal comma in French only", () => {
    expect(parsePrice("19,99", "fr")).toEqual({ ok: true, value: 19.99 });
    expect(parsePrice("19.99", "fr")).toEqual({ ok: true, value: 19.99 });
    expect(parsePrice("19,99", "en")).toEqual({ ok: false, error: "invalid" });
  });

  it("names what is wrong", () => {
    expect(parsePrice("", "en")).toEqual({ ok: false, error: "required" });
    expect(parsePrice("   ", "fr")).toEqual({ ok: false, error: "required" });
    expect(parsePrice("abc", "en")).toEqual({ ok: false, error: "invalid" });
    expect(parsePrice("1e3", "en")).toEqual({ ok: false, error: "invalid" });
    expect(parsePrice("$19.99", "en")).toEqual({ ok: false, error: "invalid" });
    expect(parsePrice("1,999.00", "en")).toEqual({ ok: false, error: "invalid" });
    expect(parsePrice("0", "en")).toEqual({ ok: false, error: "notPositive" });
    expect(parsePrice("0.00", "fr")).toEqual({ ok: false, error: "notPositive" });
    expect(parsePrice("-1", "en")).toEqual({ ok: false, error: "notPositive" });
    expect(parsePrice("−1", "fr")).toEqual({ ok: false, error: "notPositive" });
    expect(parsePrice("12.345", "en")).toEqual({ ok: false, error: "decimals" });
    expect(parsePrice("12,345", "fr")).toEqual({ ok: false, error: "decimals" });
    expect(parsePrice("10000", "en")).toEqual({ ok: false, error: "tooHigh" });
  });
});

describe("priceInputText", () => {
  it("writes the price with the language's decimal mark", () => {
    expect(priceInputText(19.99, "en")).toBe("19.99");
    expect(priceInputText(19.99, "fr")).toBe("19,99");
    expect(priceInputText(5, "en")).toBe("5.00");
  });
});

describe("validatePopupFields", () => {
  it("returns the content, trimmed, with the price as a number", () => {
    expect(validatePopupFields({ ...valid, headerTitle: "  Hi  " }, "en")).toEqual({
      ok: true,
      content: { ...valid, headerTitle: "Hi", price: 19.99 },
    });
  });

  it("requires every field and caps the text lengths (in characters, not UTF-16 units)", () => {
    const result = validatePopupFields(
      {
        headerTitle: " ",
        price: "abc",
        claimMessage: "x".repeat(maxLength.claimMessage + 1),
        claimNote: "🎉".repeat(maxLength.claimNote),
      },
      "en",
    );
    expect(result).toEqual({
      ok: false,
      errors: { headerTitle: "required", price: "invalid", claimMessage: "tooLong" },
    });
  });
});

describe("switchLanguageValues", () => {
  const en = { lang: "en" as const, defaults: { ...valid } };
  const fr = {
    lang: "fr" as const,
    defaults: {
      headerTitle: "Votre commande est confirmée",
      price: "19,99",
      claimMessage: "Récupérez 16,99 $",
      claimNote: "Sans engagement",
    },
  };

  it("swaps untouched defaults and keeps what the visitor wrote", () => {
    expect(switchLanguageValues({ ...valid, claimNote: "Mine" }, en, fr)).toEqual({
      ...fr.defaults,
      claimNote: "Mine",
    });
  });

  it("rewrites a valid edited price with the new decimal mark, and keeps an invalid one", () => {
    expect(switchLanguageValues({ ...valid, price: "24.5" }, en, fr).price).toBe("24,50");
    expect(switchLanguageValues({ ...fr.defaults, price: "7,25" }, fr, en).price).toBe("7.25");
    expect(switchLanguageValues({ ...valid, price: "abc" }, en, fr).price).toBe("abc");
  });
});
