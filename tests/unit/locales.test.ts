import { describe, expect, it } from "vitest";
import { langPages } from "#app/config/pages";
import type { Messages } from "#app/lib/i18n";
import { messages } from "#app/lib/messages.server";

type Tree = { [key: string]: string | Tree };

/** Every leaf as "a.b.c" -> value. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

// Every namespace: the shell's common.json and each page's pages/<id>.json.
const catalogues = (Object.keys(messages.en) as Array<keyof Messages>).map(
  (ns) => [ns, messages.en[ns], messages.fr[ns]] as const,
);

describe.each(catalogues)("locales/*/%s", (_name, en, fr) => {
  const enLeaves = leaves(en as Tree);
  const frLeaves = leaves(fr as Tree);

  it("has the same keys in English and French", () => {
    // French has one plural form more than English (`_many`: a million, a billion), which
    // i18next asks for by that name; each stands beside an `_other` of both languages.
    const frMany = [...frLeaves.keys()].filter((key) => key.endsWith("_many"));
    for (const key of frMany) expect(enLeaves.has(key.replace(/_many$/, "_other")), key).toBe(true);
    const frKeys = [...frLeaves.keys()].filter((key) => !key.endsWith("_many"));
    expect(frKeys.toSorted()).toEqual([...enLeaves.keys()].toSorted());
  });

  it("has no empty strings", () => {
    for (const [key, value] of [...enLeaves, ...frLeaves]) expect(value.trim(), key).not.toBe("");
  });

  it("uses the same interpolation variables and markup in both languages", () => {
    const tokens = (s: string) =>
      [...s.matchAll(/\{\{\w+\}\}|<\/?\w+>/g)].map((m) => m[0]).toSorted();
    for (const [key, value] of enLeaves) {
      expect(tokens(frLeaves.get(key) ?? ""), key).toEqual(tokens(value));
    }
  });

  it("is really translated (French differs from English for long strings)", () => {
    for (const [key, value] of enLeaves) {
      if (value.length > 40) expect(frLeaves.get(key), key).not.toBe(value);
    }
  });
});

describe("page copy", () => {
  it("exists for every page of the route table, with one highlighted phrase per title", () => {
    for (const pages of [messages.en, messages.fr] as unknown as Tree[]) {
      for (const page of langPages) {
        const copy = pages[page.id] as Tree | undefined;
        expect(copy, page.id).toBeDefined();
        const hero = copy?.hero as Tree | undefined;
        const title = typeof hero?.title === "string" ? hero.title : "";
        expect(title.match(/<hl>[^<]+<\/hl>/g), page.id).toHaveLength(1);
      }
    }
  });
});
