import { describe, expect, it } from "vitest";
import { makeI18n } from "#app/lib/i18n";
import { messages } from "#app/lib/messages.server";
import { site } from "#app/config/site";

describe("makeI18n", () => {
  it("gives each render its own instance in its own language", () => {
    const en = makeI18n("en", messages.en);
    const fr = makeI18n("fr", messages.fr);
    expect(en.t("notFound:title")).toBe("Page Not Found");
    expect(fr.t("notFound:title")).toBe("Page introuvable");
    // Creating the French one must not have switched the English one.
    expect(en.t("notFound:title")).toBe("Page Not Found");
  });

  it("fills brand constants into copy", () => {
    const fr = makeI18n("fr", messages.fr);
    expect(fr.t("footer.copyright", { year: 2026 })).toBe(
      "© 2026 Subnova LLC. Tous droits réservés.",
    );
    expect(fr.t("footer.contact.email")).toBe("Écrire à hello@subnova.example");
  });

  it("reads a page's copy from that page's own namespace", () => {
    const en = makeI18n("en", {
      common: messages.en.common,
      webiCheckout: messages.en.webiCheckout,
    });
    expect(en.t("webiCheckout:hero.title")).toBe("Reserve Your <hl>Seat</hl>");
    // Only the namespaces handed over exist in that render.
    expect(en.t("about:hero.lead" as never)).toBe("hero.lead");
  });
});

describe("i18next over our catalogues", () => {
  const en = makeI18n("en", {
    common: messages.en.common,
    brandSearch: messages.en.brandSearch,
    careers: messages.en.careers,
  });
  const fr = makeI18n("fr", { common: messages.fr.common, brandSearch: messages.fr.brandSearch });

  it("picks the plural form the language's rules give, with the count filled in", () => {
    expect(en.t("brandSearch:found", { count: 1 })).toBe("1 brand found");
    expect(en.t("brandSearch:found", { count: 0 })).toBe("0 brands found");
    expect(en.t("brandSearch:found", { count: 400 })).toBe("400 brands found");
    // French counts 0 and 1 as singular.
    expect(fr.t("brandSearch:found", { count: 0 })).toBe(
      messages.fr.brandSearch.found_one.replace("{{count}}", "0"),
    );
    expect(fr.t("brandSearch:found", { count: 2 })).toBe(
      messages.fr.brandSearch.found_other.replace("{{count}}", "2"),
    );
    // French has a "many" form (a million): i18next reads `_many`, worded as the plural.
    expect(fr.t("brandSearch:found", { count: 1_000_000 })).toBe(
      messages.fr.brandSearch.found_other.replace("{{count}}", "1000000"),
    );
  });

  it("leaves an unknown {{variable}} as it is, and a missing key as the key", () => {
    expect(en.t("common:footer.tagline", { unused: "x" })).toBe(messages.en.common.footer.tagline);
    expect(en.t("brandSearch:found_other")).toBe(messages.en.brandSearch.found_other);
    expect(messages.en.brandSearch.found_other).toContain("{{count}}");
    expect(en.t("brandSearch:found", {})).toBe("found");
    expect(en.t("no.such.key" as never)).toBe("no.such.key");
  });

  it("reads objects and arrays whole, with every string filled in", () => {
    const jobs = en.t("careers:jobs", { returnObjects: true });
    expect(jobs.map((job) => job.title)).toEqual(messages.en.careers.jobs.map((job) => job.title));
    const labels = en.t("careers:labels", { returnObjects: true });
    expect(messages.en.careers.labels.applyNote).toContain("{{careersEmail}}");
    expect(labels.applyNote).toContain(site.careersEmail);
    expect(labels.applyNote).not.toContain("{{");
  });
});
