import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Translator } from "#app/lib/translate";
import { Trans, TranslationProvider, useTranslation } from "#app/lib/translation";

const i18n = new Translator("en", {
  common: {
    title: "Reserve your <hl>seat</hl> today",
    two: "<hl>One</hl> and <b>two</b> for {{who}}",
    plain: "No marks & <angle> brackets",
  },
});

function Title({ k }: { k: "title" | "two" | "plain" }) {
  // The test catalogue's keys are not the site's: read them through the untyped fixed t.
  const { i18n: translator } = useTranslation();
  const t = translator.fixedT("common");
  return (
    <Trans
      t={t}
      i18nKey={k}
      values={{ who: "<you>" }}
      components={{ hl: <span className="hl" />, b: <strong /> }}
    />
  );
}

const render = (k: "title" | "two" | "plain") =>
  renderToStaticMarkup(
    <TranslationProvider i18n={i18n}>
      <Title k={k} />
    </TranslationProvider>,
  );

describe("Trans", () => {
  it("draws each marked phrase with its component around the phrase", () => {
    expect(render("title")).toBe('Reserve your <span class="hl">seat</span> today');
    expect(render("two")).toBe(
      '<span class="hl">One</span> and <strong>two</strong> for &lt;you&gt;',
    );
  });

  it("keeps text without marks as escaped text", () => {
    expect(render("plain")).toBe("No marks &amp; &lt;angle&gt; brackets");
  });
});
