import { describe, expect, it } from "vitest";
import { langCodes } from "#app/config/languages";
import { formatUsd } from "#app/lib/format-money";

// formatUsd writes amounts out itself (a browser's first Intl.NumberFormat is slow to build);
// it must write them exactly as Intl does, or the page would change between the two.
const intl = (amount: number, lang: "en" | "fr", cents: boolean) =>
  new Intl.NumberFormat(lang === "en" ? "en-US" : "fr-FR", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);

// Edge cases, then amounts of every size with every kind of fraction, seeded so a failure repeats.
const amounts = [
  0,
  -0,
  0.004,
  0.005,
  0.015,
  0.125,
  1.005,
  1.995,
  9.999,
  19.99,
  39,
  41.53,
  99.995,
  105,
  125,
  139.98,
  999.995,
  1000,
  1234.5,
  99999.99,
  100000,
  1234567.891,
  10 ** 9 + 0.01,
  -3.2,
  -1234.565,
];
let seed = 11;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
for (let i = 0; i < 2000; i++) {
  const magnitude = 10 ** Math.floor(random() * 9);
  amounts.push(Math.round(random() * magnitude * 1000) / 1000, Math.round(random() * 1e4) / 100);
}

describe("formatUsd", () => {
  for (const lang of langCodes) {
    for (const cents of [true, false]) {
      it(`writes ${amounts.length} amounts as Intl does (${lang}, cents ${cents})`, () => {
        for (const amount of amounts) {
          expect(formatUsd(amount, lang, { cents }), String(amount)).toBe(
            intl(amount, lang, cents),
          );
        }
      });
    }
  }

  it("reads as each language writes money", () => {
    expect(formatUsd(1105, "en")).toBe("$1,105.00");
    expect(formatUsd(1105, "fr")).toBe("1\u202f105,00\u00a0$US");
    expect(formatUsd(125, "en", { cents: false })).toBe("$125");
  });
});
