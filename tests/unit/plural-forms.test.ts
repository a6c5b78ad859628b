import { describe, expect, it } from "vitest";
import type { Lang } from "#app/config/languages";
import { makeI18n, type Messages } from "#app/lib/i18n";
import { messages } from "#app/lib/messages.server";

type Tree = { [key: string]: unknown };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every string of a catalogue as "a.b.c" -> value (arrays by index, as i18next reads them). */
function leaves(tree: unknown, prefix = ""): Array<[string, string]> {
  if (typeof tree === "string") return [[prefix, tree]];
  if (tree === null || typeof tree !== "object") return [];
  return Object.entries(tree as Tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

interface CountKey {
  lang: Lang;
  ns: keyof Messages;
  /** The key a component passes to `t` with `{ count }`, without a plural suffix. */
  key: string;
  /** Its plural forms by suffix ("one", "other", "many"), or none for a key without forms. */
  forms: Map<string, string>;
  /** The key's text when it has no plural forms. */
  plain?: string;
}

/**
 * Every count of every catalogue, read from the files: each key whose text holds `{{count}}` or
 * that has plural forms. A count added to the copy is checked here without editing this test.
 */
function countKeys(lang: Lang): CountKey[] {
  const found = new Map<string, CountKey>();
  for (const ns of Object.keys(messages[lang]) as Array<keyof Messages>) {
    for (const [path, text] of leaves(messages[lang][ns])) {
      const suffix = PLURAL_SUFFIX.exec(path)?.[1];
      if (!suffix && !text.includes("{{count}}")) continue;
      const key = suffix ? path.replace(PLURAL_SUFFIX, "") : path;
      const id = `${ns}:${key}`;
      const entry = found.get(id) ?? { lang, ns, key, forms: new Map<string, string>() };
      if (suffix) entry.forms.set(suffix, text);
      else entry.plain = text;
      found.set(id, entry);
    }
  }
  return [...found.values()];
}

/**
 * Counts whose number stands alone, with no word that agrees with it ("3/60", "(3) Support",
 * "Quantité : 3"): one text fits every number. Any other count must have plural forms.
 */
const invariant = new Set([
  "demo:form.characters",
  "checkout:line.quantity",
  "agent:console.tabTitleUnread",
]);

/** The forms each language needs and the one its rules pick for each number we try. */
const rules: Record<Lang, { forms: string[]; picks: Array<[number, string]> }> = {
  // English: 1 is singular, 0 and every other number plural.
  en: {
    forms: ["one", "other"],
    picks: [
      [0, "other"],
      [1, "one"],
      [2, "other"],
      [5, "other"],
    ],
  },
  // French: 0 and 1 are singular; i18next asks for `_many` for a million and up.
  fr: {
    forms: ["one", "other", "many"],
    picks: [
      [0, "one"],
      [1, "one"],
      [2, "other"],
      [5, "other"],
      [1_000_000, "many"],
    ],
  },
};

/** The text i18next should give: the count and every other variable filled in. */
function filled(text: string, count: number): string {
  return text
    .replaceAll("{{count}}", String(count))
    .replace(/\{\{(\w+)\}\}/g, (_match, name: string) => `[${name}]`);
}

/** Values for the other variables of a text, so the expected text is known exactly. */
function otherVariables(text: string): Record<string, string> {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).filter((n) => n !== "count");
  return Object.fromEntries(names.map((name) => [name, `[${name}]`]));
}

describe.each(["en", "fr"] as const)("plural forms in %s", (lang) => {
  const i18n = makeI18n(lang, messages[lang]);
  const translate = (key: string, options: Record<string, unknown>): string =>
    String(i18n.t(key as never, options as never));
  const keys = countKeys(lang);

  it("finds the counts of the copy", () => {
    // The brand search, the lead form, the chat widget and the agents' console all count.
    const ids = keys.map(({ ns, key }) => `${ns}:${key}`);
    for (const id of ["brandSearch:found", "lead:form.errorCount", "chat:chat.charactersLeft"]) {
      expect(ids).toContain(id);
    }
  });

  it.each(keys.map((entry) => [`${entry.ns}:${entry.key}`, entry] as const))(
    "%s takes the right form at 0, 1, 2 and 5",
    (id, { forms, plain }) => {
      if (forms.size === 0) {
        // A count without forms reads wrong at 1 or at 0 unless its number stands alone.
        expect(invariant, `${id} needs plural forms (${plain ?? ""})`).toContain(id);
        for (const [count] of rules[lang].picks) {
          const text = translate(id, { count, ...otherVariables(plain ?? "") });
          expect(text).toBe(filled(plain ?? "", count));
          expect(text).not.toContain("{{");
        }
        return;
      }
      expect([...forms.keys()].toSorted(), `${id}: the forms ${lang} needs`).toEqual(
        rules[lang].forms.toSorted(),
      );
      for (const [count, form] of rules[lang].picks) {
        const source = forms.get(form) ?? "";
        const text = translate(id, { count, ...otherVariables(source) });
        expect(text, `${id} at ${count}`).toBe(filled(source, count));
        expect(text, `${id} at ${count}`).not.toContain("{{");
      }
    },
  );
});

describe("the chat's characters left", () => {
  it("reads in the singular at 1 in English, at 0 and 1 in French", () => {
    const en = makeI18n("en", messages.en);
    const fr = makeI18n("fr", messages.fr);
    expect(en.t("chat:chat.charactersLeft", { count: 1 })).toBe("1 character left");
    expect(en.t("chat:chat.charactersLeft", { count: 0 })).toBe("0 characters left");
    expect(fr.t("chat:chat.charactersLeft", { count: 1 })).toBe("1 caractère restant");
    expect(fr.t("chat:chat.charactersLeft", { count: 0 })).toBe("0 caractère restant");
    expect(fr.t("chat:chat.charactersLeft", { count: 2 })).toBe("2 caractères restants");
    expect(fr.t("agent:console.charactersLeft", { count: 1 })).toBe("1 caractère restant");
  });
});
