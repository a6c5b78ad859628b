import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PageCopyId } from "#app/lib/i18n";

/** Hero copy lives in the page's namespace under hero; only these button keys exist there. */
export type HeroActionKey = "cta" | "secondaryCta";

export interface HeroAction {
  key: HeroActionKey;
  /** An internal path (client navigation) or an absolute URL. */
  to: string;
  variant?: "primary" | "ghost";
}

interface Props {
  page: PageCopyId;
  actions?: HeroAction[];
  /** Extra content under the buttons (a note, a trust line). */
  children?: ReactNode;
  size?: "large" | "compact";
  /** An illustration beside the copy on wide screens. */
  aside?: ReactNode;
}

const highlight = { hl: <span className="text-highlight" /> };

/** The dark hero every page opens with: eyebrow, heading with one highlighted phrase, lead, actions. */
export function PageHero({ page, actions = [], children, size = "large", aside }: Props) {
  const { t } = useTranslation(page);
  const key = <K extends string>(k: K) => `hero.${k}` as const;
  return (
    <section
      className="hero-glow relative isolate overflow-hidden text-white"
      data-testid="page-hero"
    >
      <div className="hero-grid pointer-events-none absolute inset-0 -z-10" aria-hidden="true" />
      <div
        className={`container-page ${size === "large" ? "py-20 sm:py-28 lg:py-32" : "py-16 sm:py-20"}`}
      >
        <div className={aside ? "grid items-center gap-14 lg:grid-cols-[1.15fr_1fr]" : undefined}>
          <div>
            <p className="eyebrow">{t(key("eyebrow") as never)}</p>
            <h1
              className={`mt-6 max-w-4xl font-extrabold tracking-tight text-balance ${
                size === "large"
                  ? "text-[2.5rem] leading-[1.08] sm:text-6xl lg:text-[4.25rem]"
                  : "text-4xl leading-tight sm:text-5xl"
              }`}
            >
              <Trans t={t} i18nKey={key("title") as never} components={highlight} />
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/80 sm:text-xl">
              {t(key("lead") as never)}
            </p>
            {actions.length > 0 && (
              <div className="mt-10 flex flex-col gap-3 sm:flex-row">
                {actions.map((action) => (
                  <HeroButton
                    key={action.key}
                    action={action}
                    label={t(key(action.key) as never)}
                  />
                ))}
              </div>
            )}
            {children}
          </div>
          {aside && <div className="hidden lg:block">{aside}</div>}
        </div>
      </div>
    </section>
  );
}

function HeroButton({ action, label }: { action: HeroAction; label: string }) {
  const className = `${action.variant === "ghost" ? "btn-ghost-dark" : "btn-primary"} btn-wrap min-h-12 px-6 text-base`;
  const content = (
    <>
      {label}
      {action.variant !== "ghost" && <ArrowRight aria-hidden="true" size={18} />}
    </>
  );
  return /^https?:/.test(action.to) ? (
    <a href={action.to} className={className} rel="noopener">
      {content}
    </a>
  ) : (
    <Link to={action.to} className={className}>
      {content}
    </Link>
  );
}
