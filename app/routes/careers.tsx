import { GraduationCap, Globe2, Landmark } from "lucide-react";
import type { Route } from "./+types/careers";
import { JobList } from "#app/components/careers/JobList";
import { PageHero } from "#app/components/PageHero";
import { CtaBand } from "#app/components/sections/CtaBand";
import { FeatureCards } from "#app/components/sections/FeatureCards";
import { Section } from "#app/components/sections/Section";
import { Steps } from "#app/components/sections/Steps";
import { pagePath } from "#app/config/pages";
import { copyLoader } from "#app/lib/messages.server";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { useCopy } from "#app/lib/use-copy";

export const loader = copyLoader("careers");

export const meta: Route.MetaFunction = (args) => pageMeta("careers", args);

export default function CareersPage() {
  const lang = useLang();
  const copy = useCopy("careers");
  const why = copy("why");
  const hiring = copy("hiring");
  return (
    <>
      <PageHero page="careers" actions={[{ key: "cta", to: "#openings" }]} />

      <Section id="openings" head={copy("openings")} tone="tint">
        <JobList jobs={copy("jobs")} labels={copy("labels")} />
      </Section>

      <Section hydrate="when-seen" head={why}>
        <FeatureCards cards={why.cards} icons={[Globe2, Landmark, GraduationCap]} />
      </Section>

      <Section hydrate="when-seen" head={hiring} tone="tint">
        <Steps items={hiring.steps} />
      </Section>

      <CtaBand cta={copy("cta")} to={pagePath(lang, "contact")} />
    </>
  );
}
