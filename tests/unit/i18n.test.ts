import { describe, expect, it } from "vitest";
import { makeI18n } from "#app/lib/i18n";
import { messages } from "#app/lib/messages.server";

describe("makeI18n", () => {
  it("gives each render its own instance in its own language", () => {
    const en = makeI18n("en", messages.en);
    const fr = makeI18n("fr", messages.fr);
    expect(en.t("notFound.title")).toBe("Page Not Found");
    expect(fr.t("notFound.title")).toBe("Page introuvable");
    // Creating the French one must not have switched the English one.
    expect(en.t("notFound.title")).toBe("Page Not Found");
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
