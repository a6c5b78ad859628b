import { ExternalLink } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHero } from "#app/components/PageHero";
import { type LegalPageId, legalUpdated } from "#app/config/legal";
import { withMailLinks } from "#app/lib/mail-links";
import { useCopy } from "#app/lib/use-copy";

/** One item of a section's body in the catalogue (locales/<lang>/pages/<legal page>.json). */
type Block =
  | string
  | { list: readonly string[] }
  | { subtitle: string }
  | { links: readonly { label: string; href: string }[] };

interface Section {
  id: string;
  title: string;
  body: readonly Block[];
}

/**
 * A legal text: the hero, when it last changed (`updated`, as the loader wrote it), a table of
 * contents linking to each headed section, and the sections. Email addresses in the text become
 * mail links.
 */
export function LegalPage({ page, updated }: { page: LegalPageId; updated: string }) {
  const { t } = useTranslation("legal");
  const copy = useCopy(page);
  const sections = copy("sections") as readonly Section[];
  const newTab = t("newTab");
  return (
    <>
      <PageHero page={page} size="compact" />
      <div className="bg-white py-14 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <nav
            aria-labelledby="legal-toc"
            className="self-start rounded-card border border-ink-900/[0.08] bg-[#f6f7fb] p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
          >
            <h2
              id="legal-toc"
              className="text-xs font-bold tracking-[0.14em] text-ink-700 uppercase"
            >
              {t("toc")}
            </h2>
            <ol className="mt-3 space-y-1 text-[0.95rem]">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="block rounded-lg px-2 py-1.5 text-ink-800 hover:bg-white hover:text-brand-700"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <article className="legal-text max-w-3xl">
            <p className="text-sm font-semibold text-ink-700">
              {t("updated")} <time dateTime={legalUpdated[page]}>{updated}</time>
            </p>
            <p className="mt-4 text-lg leading-relaxed text-ink-800">{copy("intro")}</p>
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>{section.title}</h2>
                {section.body.map((block, i) => (
                  // Blocks are fixed text in a fixed order.
                  // oxlint-disable-next-line react/no-array-index-key
                  <Fragment key={i}>{renderBlock(block, newTab)}</Fragment>
                ))}
              </section>
            ))}
            <p className="mt-12">
              <a href="#main" className="font-semibold text-brand-700 hover:underline">
                {t("backToTop")}
              </a>
            </p>
          </article>
        </div>
      </div>
    </>
  );
}

function renderBlock(block: Block, newTab: string): ReactNode {
  if (typeof block === "string") return <p>{withMailLinks(block)}</p>;
  if ("subtitle" in block) return <h3>{block.subtitle}</h3>;
  if ("list" in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{withMailLinks(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="legal-links">
      {block.links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="sr-only"> {newTab}</span>
            <ExternalLink aria-hidden="true" size={15} />
          </a>
        </li>
      ))}
    </ul>
  );
}
