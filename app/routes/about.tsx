import { Eye, HeartHandshake, Lock, MessagesSquare } from "lucide-react";
import type { Route } from "./+types/about";
import { PageHero } from "#app/components/PageHero";
import { Timeline } from "#app/components/about/Timeline";
import { CtaBand } from "#app/components/sections/CtaBand";
import { FeatureCards } from "#app/components/sections/FeatureCards";
import { PointList } from "#app/components/sections/PointList";
import { Section } from "#app/components/sections/Section";
import { StatCards } from "#app/components/sections/StatCards";
import { pagePath } from "#app/config/pages";
import { copyLoader } from "#app/lib/messages.server";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { useCopy } from "#app/lib/use-copy";

export const loader = copyLoader("about");

export const meta: Route.MetaFunction = (args) => pageMeta("about", args);

export default function AboutPage() {
  const lang = useLang();
  const copy = useCopy("about");
  const mission = copy("mission");
  const values = copy("values");
  const culture = copy("culture");
  const story = copy("story");
  return (
    <>
      <PageHero page="about" actions={[{ key: "cta", to: pagePath(lang, "careers") }]} />
      <Section head={mission}>
        <PointList points={mission.highlights} />
      </Section>
      <Section head={values} tone="tint">
        <FeatureCards
          cards={values.cards}
          icons={[Eye, Lock, MessagesSquare, HeartHandshake]}
          columns={4}
        />
      </Section>
      <Section head={culture} tone="dark">
        <StatCards
          label={culture.title}
          tone="dark"
          items={culture.stats.map((s) => ({ bigText: s.number, smallText: s.label }))}
        />
      </Section>
      <Section head={story} align="center">
        <Timeline items={story.items} />
      </Section>
      <CtaBand cta={copy("cta")} to={pagePath(lang, "contact")} />
    </>
  );
}
