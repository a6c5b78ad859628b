import { expect, type Page, test } from "@playwright/test";
import { desktop, gotoReady, type Lang, storeConsent } from "./helpers";

/**
 * What a consumer and a data subject must be able to read on the legal pages, in both languages:
 * the club's right of withdrawal, who is controller and processor, the EU representative, and one
 * retention figure for forms and chat wherever it is stated.
 */

interface Expected {
  withdrawal: { title: string; form: string; period: RegExp; refund: RegExp; prorata: RegExp };
  processor: RegExp;
  representative: RegExp;
  retentionTitle: { privacy: string; rgpd: string; cookies: string };
  contactFigure: RegExp;
  consentProof: RegExp;
  oldFigure: RegExp;
}

const expected: Record<Lang, Expected> = {
  en: {
    withdrawal: {
      title: "5. Right of withdrawal",
      form: "Model withdrawal form",
      period: /you have 14 days to withdraw from your membership, without giving any reason/,
      refund: /no later than 14 days after the day we are informed of your decision/,
      prorata: /6\/30 of 19\.99 USD, that is 4\.00 USD, and we refund 15\.99 USD/,
    },
    processor:
      /the merchant is the controller and Subnova acts as its processor within the meaning of Article 28 of the GDPR/,
    representative:
      /representative in the Union under Article 27 of the GDPR: Subnova EU Representative SAS, 10 rue de la Paix, 75002 Paris, France/,
    retentionTitle: {
      privacy: "8. How long we keep data",
      rgpd: "9. Data retention",
      cookies: "6. How long cookies are kept",
    },
    contactFigure:
      /Lead-form and chat data \(your details and your messages\): three years after your last contact with us/,
    consentProof: /five years from each choice, then deleted automatically/,
    oldFigure: /as long as needed to follow up/,
  },
  fr: {
    withdrawal: {
      title: "5. Droit de rétractation",
      form: "Modèle de formulaire de rétractation",
      period:
        /vous disposez d’un délai de 14 jours pour vous rétracter, sans avoir à motiver votre décision/,
      refund: /au plus tard 14 jours à compter du jour où nous sommes informés de votre décision/,
      prorata: /6\/30 de 19,99\sUSD, soit 4,00\sUSD, et nous vous remboursons 15,99\sUSD/,
    },
    processor:
      /le marchand est responsable du traitement et Subnova agit en qualité de sous-traitant au sens de l’article 28 du RGPD/,
    representative:
      /représentant dans l’Union en application de l’article 27 du RGPD\s: Subnova EU Representative SAS, 10 rue de la Paix, 75002 Paris, France/,
    retentionTitle: {
      privacy: "8. Durée de conservation",
      rgpd: "9. Durées de conservation",
      cookies: "6. Durée de conservation",
    },
    contactFigure:
      /données des formulaires et du chat \(vos coordonnées et vos messages\)\s: trois ans à compter de votre dernier contact avec nous/,
    consentProof: /cinq ans à compter de chaque choix, puis suppression automatique/,
    oldFigure: /le temps nécessaire au suivi de votre demande/,
  },
};

const section = (page: Page, title: string) => page.getByRole("region", { name: title });

test.use({ viewport: desktop });
test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

for (const lang of ["en", "fr"] as const) {
  const copy = expected[lang];

  test(`${lang}: the terms give the club's right of withdrawal, how to use it and the model form`, async ({
    page,
  }) => {
    await gotoReady(page, `/${lang}/terms`);
    const toc = page.getByRole("navigation", {
      name: lang === "en" ? "On this page" : "Sur cette page",
    });
    await expect(toc.getByRole("link", { name: copy.withdrawal.title })).toBeVisible();
    const withdrawal = section(page, copy.withdrawal.title);
    await expect(withdrawal).toBeVisible();
    await expect(withdrawal.getByRole("heading", { name: copy.withdrawal.form })).toBeVisible();
    await expect(withdrawal).toContainText(copy.withdrawal.period);
    await expect(withdrawal).toContainText(copy.withdrawal.refund);
    await expect(withdrawal).toContainText(copy.withdrawal.prorata);
    await expect(withdrawal).toContainText(/L221-28/);
    // The form's addressee: the postal address and the email link.
    await expect(withdrawal.getByRole("listitem").first()).toContainText(
      "Subnova LLC, 1209 Orange Street, Wilmington, DE 19801, USA",
    );
    await expect(
      withdrawal.getByRole("link", { name: "hello@subnova.example" }).first(),
    ).toHaveAttribute("href", "mailto:hello@subnova.example");
  });

  test(`${lang}: the privacy policy names the processor role and the EU representative, and one retention figure`, async ({
    page,
  }) => {
    await gotoReady(page, `/${lang}/privacy`);
    const main = page.getByRole("main");
    await expect(main).toContainText(copy.processor);
    await expect(main).toContainText(copy.representative);
    await expect(
      main.getByRole("link", { name: "eu-representative@subnova.example" }),
    ).toHaveAttribute("href", "mailto:eu-representative@subnova.example");
    const retention = section(page, copy.retentionTitle.privacy);
    await expect(retention).toContainText(copy.contactFigure);
    await expect(retention).toContainText(/(five years|cinq ans)/);
  });

  test(`${lang}: the GDPR page states the same retention figure and the same representative`, async ({
    page,
  }) => {
    await gotoReady(page, `/${lang}/rgpd-compliance`);
    const retention = section(page, copy.retentionTitle.rgpd);
    await expect(retention).toContainText(copy.contactFigure);
    await expect(retention).not.toContainText(copy.oldFigure);
    await expect(page.getByRole("main")).toContainText(copy.representative);
  });

  test(`${lang}: the cookie policy says how long the proof of each choice is kept`, async ({
    page,
  }) => {
    await gotoReady(page, `/${lang}/cookies`);
    await expect(section(page, copy.retentionTitle.cookies)).toContainText(copy.consentProof);
  });
}
