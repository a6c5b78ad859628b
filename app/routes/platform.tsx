import { BadgePercent, MapPin, Plane, Store, UtensilsCrossed } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/platform";
import { PageHero } from "#app/components/PageHero";
import { BrandWall } from "#app/components/platform/BrandWall";
import { CtaBand } from "#app/components/sections/CtaBand";
import { DemoVideo } from "#app/components/sections/DemoVideo";
import { FeatureCards } from "#app/components/sections/FeatureCards";
import { PointList } from "#app/components/sections/PointList";
import { Section } from "#app/components/sections/Section";
import { StatCards } from "#app/components/sections/StatCards";
import { Steps } from "#app/components/sections/Steps";
import { pagePath } from "#app/config/pages";
import { BrandSearchSection } from "#app/features/brand-search/BrandSearchSection";
import { brandSearchData, wallNames } from "#app/features/brand-search/search-data.server";
import { copyFor } from "#app/lib/messages.server";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { useCopy } from "#app/lib/use-copy";

/** The page's copy, the brand search's, and the search the no-JavaScript form asked for. */
export function loader({ url }: Route.LoaderArgs) {
  const page = copyFor(url, "platform", "brandSearch");
  return {
    ...page,
    brandSearch: brandSearchData(url, "all", page.copy.brandSearch.categories),
    wallNames: wallNames(),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta("platform", args);

export default function PlatformPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const copy = useCopy("platform");
  const how = copy("how");
  const savings = copy("savings");
  const allBrands = copy("allBrands");
  const network = copy("network");
  const savingsCards = copy("savingsCards");
  const contact = pagePath(lang, "contact");
  return (
    <>
      <PageHero page="platform" actions={[{ key: "cta", to: contact }]} />

      <Section head={copy("why")}>
        <PointList points={copy("why").points} />
      </Section>

      <Section head={how} tone="tint">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-14">
          <div>
            <Steps items={how.steps} layout="stacked" />
            <Link to={contact} className="btn-primary btn-wrap mt-9 min-h-12 px-6 text-base">
              {how.cta}
            </Link>
          </div>
          <div data-reveal>
            <DemoVideo name="platform-demo" title={how.videoTitle} loop belowFold />
          </div>
        </div>
      </Section>

      <Section head={savings} tone="white">
        <StatCards label={savings.title} items={savings.stats} />
      </Section>

      <Section head={allBrands} tone="tint" align="center">
        <BrandWall names={loaderData.wallNames} label={allBrands.label} more={allBrands.more} />
      </Section>

      <BrandSearchSection head={copy("search")} data={loaderData.brandSearch} />

      <Section head={network} tone="dark">
        <FeatureCards cards={network.cards} icons={[Store, UtensilsCrossed, Plane]} tone="dark" />
      </Section>

      <Section head={savingsCards}>
        <FeatureCards cards={savingsCards.cards} icons={[BadgePercent, UtensilsCrossed, MapPin]} />
      </Section>

      <Section head={copy("reach")} tone="tint">
        <PointList points={copy("reach").points} />
      </Section>

      <CtaBand cta={copy("cta")} to={contact} />
    </>
  );
}
