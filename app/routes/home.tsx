import {
  BadgeCheck,
  CalendarCheck,
  Coins,
  Headset,
  Plug,
  RefreshCcw,
  Rocket,
  ShoppingBag,
  Store,
  TrendingUp,
  Users,
  Wallet,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/home";
import { DashboardPreview } from "#app/components/DashboardPreview";
import { PageHero } from "#app/components/PageHero";
import { BrandLogos } from "#app/components/home/BrandLogos";
import { DashboardShowcase } from "#app/components/home/DashboardShowcase";
import { FeatureSelector, selectorKeys } from "#app/components/home/FeatureSelector";
import { Marquee } from "#app/components/home/Marquee";
import { CtaBand } from "#app/components/sections/CtaBand";
import { FeatureCards } from "#app/components/sections/FeatureCards";
import { Section, SectionHeading } from "#app/components/sections/Section";
import { HeroStats } from "#app/components/sections/StatCards";
import { Testimonials } from "#app/components/sections/Testimonials";
import { pagePath } from "#app/config/pages";
import { BrandSearchSection } from "#app/features/brand-search/BrandSearchSection";
import { brandSearchData } from "#app/features/brand-search/search-data.server";
import { copyFor } from "#app/lib/messages.server";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { useCopy } from "#app/lib/use-copy";

/** The page's copy, the brand search's, and the search the no-JavaScript form asked for. */
export function loader({ url }: Route.LoaderArgs) {
  const page = copyFor(url, "home", "brandSearch");
  return {
    ...page,
    brandSearch: brandSearchData(url, "popular", page.copy.brandSearch.categories),
  };
}

const whyIcons = [BadgeCheck, Rocket, Headset];

export const meta: Route.MetaFunction = (args) => pageMeta("home", args);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { t } = useTranslation("home");
  const copy = useCopy("home");
  const stats = copy("stats");
  const why = copy("why");
  const selector = copy("selector");
  const brands = copy("brands");
  const product = copy("product");
  const growth = copy("growth");
  const workflow = copy("workflow");
  const community = copy("community");
  const dashboard = copy("dashboard");
  const testimonials = copy("testimonials");
  const marquee = copy("marquee");
  return (
    <>
      <PageHero
        page="home"
        aside={<DashboardPreview />}
        actions={[
          { key: "cta", to: pagePath(lang, "contact") },
          { key: "secondaryCta", to: pagePath(lang, "checkout"), variant: "ghost" },
        ]}
      >
        <p className="mt-10 text-sm font-medium text-white/70">{t("hero.trust")}</p>
      </PageHero>
      <HeroStats label={stats.label} items={stats.items} />

      <section aria-labelledby="home-why" className="bg-white py-20 sm:py-24">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
          <div data-reveal>
            <SectionHeading head={why} headingId="home-why" />
          </div>
          <ul className="space-y-8">
            {why.points.map((point, i) => {
              const Icon = whyIcons[i % whyIcons.length] ?? BadgeCheck;
              return (
                <li key={point.title} data-reveal className="flex gap-5">
                  <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-ink-900 text-white">
                    <Icon aria-hidden="true" size={22} />
                  </span>
                  <div>
                    <h3 className="text-xl font-bold">{point.title}</h3>
                    <p className="mt-2 leading-relaxed text-ink-700">{point.content}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <Section head={selector} tone="tint">
        <FeatureSelector items={selectorKeys.map((key) => ({ key, ...selector.items[key] }))} />
      </Section>

      <Section head={brands} align="center">
        <BrandLogos label={brands.title} />
      </Section>

      <Section head={product} tone="tint">
        <FeatureCards cards={product.cards} icons={[ShoppingBag, Coins, RefreshCcw]} />
      </Section>

      <Section head={growth} tone="dark">
        <FeatureCards cards={growth.cards} icons={[TrendingUp, Users, Wallet]} tone="dark" />
      </Section>

      <Section head={workflow}>
        <FeatureCards cards={workflow.cards} icons={[Plug, Rocket, CalendarCheck]} />
      </Section>

      <Section head={community} tone="tint">
        <FeatureCards cards={community.cards} icons={[Users, Store, Headset]} />
      </Section>

      <BrandSearchSection head={copy("brandSearch")} data={loaderData.brandSearch} />

      <Section head={dashboard} tone="dark">
        <DashboardShowcase slides={dashboard.slides} />
      </Section>

      <Section head={testimonials} tone="tint">
        <Testimonials items={testimonials.items} />
      </Section>

      <Marquee
        label={marquee.label}
        items={marquee.items}
        pauseLabel={marquee.pause}
        playLabel={marquee.play}
      />

      <CtaBand cta={copy("cta")} to={pagePath(lang, "contact")} />
    </>
  );
}
