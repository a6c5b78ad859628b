import { describe, expect, it } from "vitest";
import { brands } from "#app/features/brand-search/brands";
import { FIRST_SCREEN, filterBrands } from "#app/features/brand-search/search";
import { messages } from "#app/lib/messages.server";
import { get, htmlEscaped } from "./helpers";

/** The brand names drawn as cards (each card's name is its bold text). */
function cardNames(html: string): string[] {
  return [...html.matchAll(/<b class="bc-n">([^<]*)<\/b>/g)].map((m) =>
    m[1]!.replace(/&amp;/g, "&").replace(/&#x27;/g, "'"),
  );
}

// Without JavaScript the search is a GET form the page's loader answers (?q=&category=).
describe("brand search without JavaScript", () => {
  it("the platform page lists the whole catalogue, under All", async () => {
    const html = await (await get("/en/platform")).text();
    expect(cardNames(html)).toEqual(brands.map((brand) => brand.name));
    expect(html).toContain(`${brands.length} brands available`);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="all"/);
  });

  it("draws the first screen of cards for everyone, the rest only for visitors without scripts", async () => {
    const html = await (await get("/en/platform")).text();
    const [before, inside, after] = html.split(/<\/?noscript>/).slice(-3);
    const all = brands.map((brand) => brand.name);
    expect(cardNames(before!)).toEqual(all.slice(0, FIRST_SCREEN));
    expect(cardNames(inside!)).toEqual(all.slice(FIRST_SCREEN));
    expect(cardNames(after!)).toEqual([]);
    // The page's data carries the first screen only; the catalogue chunk brings the rest.
    const data = [...html.matchAll(/<script[^>]*>([^]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .filter((script) => script.includes("enqueue"))
      .join("");
    expect(data).toContain(all[FIRST_SCREEN - 1]!);
    expect(data).not.toContain(all[FIRST_SCREEN]!);
  });

  it("the home page starts at Popular with the ten popular brands", async () => {
    const html = await (await get("/fr")).text();
    expect(cardNames(html).toSorted()).toEqual(
      filterBrands(brands, "popular", "")
        .map((brand) => brand.name)
        .toSorted(),
    );
    expect(html).toContain("10 marques disponibles");
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="popular"/);
  });

  it("filters by category, then by the term, and counts what it found", async () => {
    const expected = filterBrands(brands, "sports", "un").map((brand) => brand.name);
    expect(expected.length).toBeGreaterThan(0);
    const html = await (await get("/en/platform?q=UN&category=sports")).text();
    expect(cardNames(html)).toEqual(expected);
    const count = expected.length;
    expect(html).toContain(`${count} ${count === 1 ? "brand" : "brands"} found`);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="sports"/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="UN"/);
  });

  it("says nothing matched, in the visitor's language, with both ways out", async () => {
    const html = await (await get("/fr/platform?q=zzzzqx&category=all")).text();
    const empty = messages.fr.brandSearch.empty;
    expect(cardNames(html)).toEqual([]);
    expect(html).toContain("0 marque trouvée");
    for (const text of [empty.title, empty.text, empty.resetCategory, empty.clearSearch]) {
      expect(html).toContain(htmlEscaped(text));
    }
  });

  it("the reset and clear buttons return to All and to no term", async () => {
    const reset = await (await get("/en/platform?q=&category=fashion&reset=1")).text();
    expect(cardNames(reset)).toHaveLength(brands.length);
    const cleared = await (await get("/en/platform?q=nike&category=all&clear=1")).text();
    expect(cardNames(cleared)).toHaveLength(brands.length);
  });

  it("sends the platform page's visitors no catalogue script up front", async () => {
    const html = await (await get("/en/platform")).text();
    // The cards are in the HTML; the catalogue module loads only near the block.
    expect(html).not.toMatch(/<link[^>]*modulepreload[^>]*brands-/);
  });
});
