import { Trans, useTranslation } from "react-i18next";
import { useCopy } from "#app/lib/use-copy";
import { Countdown } from "#app/features/webinar/Countdown";
import { CtaLink, type CtaHandler } from "#app/features/webinar/CtaLink";
import { WorkshopDate } from "#app/features/webinar/WorkshopDate";
import type { WorkshopWhen } from "#app/features/webinar/format-workshop";

const highlight = { hl: <span className="text-highlight" /> };

/** The opening: title, the registration countdown and the next workshop date. */
export function Hero({
  start,
  written,
  onCta,
}: {
  start: number;
  written: WorkshopWhen;
  onCta: CtaHandler;
}) {
  const { t } = useTranslation("webi");
  const hero = useCopy("webi")("hero");
  const workshop = useCopy("webi")("workshop");
  return (
    <section aria-labelledby="webi-title" className="relative pt-28 pb-16 sm:pt-36 lg:pb-24">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[1.15fr_0.85fr] lg:gap-14">
        <div>
          <p className="eyebrow">
            <span aria-hidden="true" className="webi-live-dot" />
            {hero.eyebrow}
          </p>
          <h1
            id="webi-title"
            className="mt-6 text-[2.55rem] leading-[1.04] font-extrabold tracking-tight text-balance sm:text-6xl lg:text-[4.4rem]"
          >
            <Trans t={t} i18nKey="hero.title" components={highlight} />
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-white/80 sm:text-xl">
            {hero.lead}
          </p>
          <div className="mt-9">
            <CtaLink label={hero.cta} onActivate={onCta} size="lg" testId="cta-hero" />
          </div>
        </div>
        <div className="webi-card relative p-5 sm:p-8">
          <div
            aria-hidden="true"
            className="absolute -inset-px -z-10 rounded-card bg-gradient-to-br from-brand-500/50 via-transparent to-mint-400/40 blur-xl"
          />
          <Countdown />
          <div className="mt-7 border-t border-white/10 pt-6">
            <WorkshopDate start={start} written={written} />
            <p className="mt-3 text-sm text-white/75">{workshop.seats}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
