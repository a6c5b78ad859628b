import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageHero, type HeroAction } from "#app/components/PageHero";
import { Checklist } from "#app/components/sections/Checklist";
import { CtaBand } from "#app/components/sections/CtaBand";
import { Faq } from "#app/components/sections/Faq";
import { FeatureCards } from "#app/components/sections/FeatureCards";
import { FlowFigure } from "#app/components/sections/FlowFigure";
import { Section, SectionHeading } from "#app/components/sections/Section";
import { HeroStats } from "#app/components/sections/StatCards";
import { Steps } from "#app/components/sections/Steps";
import { pagePath } from "#app/config/pages";
import { useCopy } from "#app/lib/use-copy";
import { useLang } from "#app/lib/root-data";

export type ProductCopyId = "cross" | "cashback" | "decline" | "iso";

interface Props {
  page: ProductCopyId;
  heroActions: HeroAction[];
  /** Icons of the three intro cards (also the stages of the default feature visual). */
  introIcons: readonly LucideIcon[];
  benefitIcons: readonly LucideIcon[];
  /** What stands beside the feature checklist; by default the intro stages as a flow. */
  featureVisual?: ReactNode;
  /** A section placed after the feature section (the cashback demo invitation). */
  afterFeature?: ReactNode;
}

/**
 * The shared shape of the four product pages: hero, key figures, how it works, a checklist beside
 * a visual, benefits, three steps to start, FAQ and a closing call to action. Each page's copy
 * has the same keys in its own namespace.
 */
export function ProductPage({
  page,
  heroActions,
  introIcons,
  benefitIcons,
  featureVisual,
  afterFeature,
}: Props) {
  const lang = useLang();
  const copy = useCopy(page);
  const stats = copy("stats");
  const intro = copy("intro");
  const feature = copy("feature");
  const benefits = copy("benefits");
  const steps = copy("steps");
  const faq = copy("faq");
  return (
    <>
      <PageHero page={page} actions={heroActions} />
      <HeroStats label={stats.label} items={stats.items} />
      <Section head={intro}>
        <FeatureCards cards={intro.cards} icons={introIcons} />
      </Section>
      <section aria-labelledby={`${page}-feature`} className="hero-glow py-20 text-white sm:py-24">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div data-reveal>
            <SectionHeading head={feature} headingId={`${page}-feature`} tone="dark" />
            <div className="mt-9">
              <Checklist points={feature.points} tone="dark" />
            </div>
          </div>
          <div data-reveal>
            {featureVisual ?? (
              <FlowFigure
                label={feature.title}
                stages={intro.cards.map((c) => c.smallHeading)}
                icons={introIcons}
              />
            )}
          </div>
        </div>
      </section>
      {afterFeature}
      <Section head={benefits} tone="tint">
        <FeatureCards cards={benefits.cards} icons={benefitIcons} columns={4} />
      </Section>
      <Section head={steps}>
        <Steps items={steps.items} />
      </Section>
      <Section head={{ title: faq.title }} tone="tint" align="center">
        <Faq items={faq.items} />
      </Section>
      <CtaBand cta={copy("cta")} to={pagePath(lang, "contact")} />
    </>
  );
}
