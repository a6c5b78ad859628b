import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, Trans, useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { makeI18n } from "#app/lib/i18n";
import { messages } from "#app/lib/messages.server";

const i18n = makeI18n("en", {
  common: messages.en.common,
  webiCheckout: messages.en.webiCheckout,
  lead: messages.en.lead,
});
// Strings no catalogue has (a value with markup, text with a stray bracket), in a namespace of
// their own: their keys are outside the catalogues' types.
i18n.addResourceBundle("en", "test", {
  two: "<hl>One</hl> and <b>two</b> for {{who}}",
  plain: "No marks & <angle> brackets",
});

const components = { hl: <span className="hl" />, b: <strong /> };

function Title() {
  const { t } = useTranslation("webiCheckout");
  return <Trans t={t} i18nKey="hero.title" components={components} />;
}

function Privacy() {
  const { t } = useTranslation("lead");
  return <Trans t={t} i18nKey="form.privacy" components={{ privacy: <em /> }} />;
}

function Test({ k }: { k: "two" | "plain" }) {
  return (
    <Trans
      ns={"test" as never}
      i18nKey={k as never}
      values={{ who: "<you>" }}
      components={components}
    />
  );
}

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe("Trans over our catalogues", () => {
  it("draws each marked phrase with its component around the phrase", () => {
    expect(render(<Title />)).toBe('Reserve Your <span class="hl">Seat</span>');
    expect(render(<Test k="two" />)).toBe(
      '<span class="hl">One</span> and <strong>two</strong> for &lt;you&gt;',
    );
  });

  it("fills the brand constants around a marked phrase", () => {
    expect(render(<Privacy />)).toBe(
      "We use these details only to answer your request and to talk to you about Subnova. " +
        "Read our <em>privacy policy</em>.",
    );
  });

  it("keeps text without marks as escaped text", () => {
    expect(render(<Test k="plain" />)).toBe("No marks &amp; &lt;angle&gt; brackets");
  });
});
