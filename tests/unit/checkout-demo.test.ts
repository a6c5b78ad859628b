import { describe, expect, it } from "vitest";
import {
  CASHBACK,
  FLAT_SHIPPING,
  integratedCart,
  isWelcomeCode,
  MEMBERSHIP_MONTHLY,
  POPUP_CREDIT,
  popupCart,
  postPurchaseCart,
  subtotal,
  welcomeDiscount,
} from "#app/features/checkout-demo/sample-order";
import { variantFromSearch, variantSearch } from "#app/features/checkout-demo/variants";
import { formatUsd } from "#app/lib/format-money";

describe("checkout demo layouts in the URL", () => {
  it("reads ?variant=, the first layout when it is missing or unknown", () => {
    expect(variantFromSearch(new URLSearchParams(""))).toBe("checkout1");
    expect(variantFromSearch(new URLSearchParams("variant=checkout2"))).toBe("checkout2");
    expect(variantFromSearch(new URLSearchParams("variant=checkout3&utm_source=x"))).toBe(
      "checkout3",
    );
    expect(variantFromSearch(new URLSearchParams("variant=checkout4"))).toBe("checkout1");
    expect(variantFromSearch(new URLSearchParams("variant=CHECKOUT2"))).toBe("checkout1");
  });

  it("builds the switcher's links, keeping the other parameters", () => {
    expect(variantSearch(new URLSearchParams(""), "checkout2")).toBe("?variant=checkout2");
    expect(
      variantSearch(new URLSearchParams("utm_source=mail&variant=checkout1"), "checkout3"),
    ).toBe("?utm_source=mail&variant=checkout3");
  });
});

describe("checkout demo amounts", () => {
  it("has the sample carts and offers, to the cent", () => {
    expect(subtotal(integratedCart)).toBe(105);
    expect(subtotal(popupCart)).toBe(125);
    expect(postPurchaseCart.map((line) => line.price)).toEqual([54.99, 84.99]);
    expect(subtotal(postPurchaseCart)).toBe(139.98);
    expect(MEMBERSHIP_MONTHLY).toBe(19.99);
    expect(POPUP_CREDIT).toBe(15.61);
    expect(CASHBACK).toBe(16.99);
    expect(FLAT_SHIPPING).toBe(5);
  });

  it("takes 10% off with the welcome code only", () => {
    expect(welcomeDiscount(105, true)).toBe(10.5);
    expect(welcomeDiscount(139.98, true)).toBe(14);
    expect(welcomeDiscount(105, false)).toBe(0);
    expect(isWelcomeCode(" welcome10 ")).toBe(true);
    expect(isWelcomeCode("WELCOME1")).toBe(false);
  });

  it("formats the amounts per language", () => {
    expect(formatUsd(105, "en")).toBe("$105.00");
    expect(formatUsd(105, "fr")).toBe("105,00\u00a0$US");
    expect(formatUsd(139.98, "fr")).toBe("139,98\u00a0$US");
  });
});

describe("checkout demo states", () => {
  // The address form lists them in the catalogue's order, without sorting them at run time.
  for (const lang of ["en", "fr"] as const) {
    it(`are listed in ${lang} alphabetical order, all 50 and DC`, async () => {
      const { states } = (await import(`#locales/${lang}/pages/checkout.json`)) as {
        states: Record<string, string>;
      };
      const names = Object.values(states);
      expect(names).toHaveLength(51);
      expect(names).toEqual(names.toSorted(new Intl.Collator(lang).compare));
    });
  }
});
