import { GraduationCap, Globe2, Landmark } from "lucide-react";
import type { Route } from "./+types/careers";
import { JobList } from "#app/components/careers/JobList";
import { PageHero } from "#app/components/PageHero";
import { CtaBand } from "#app/components/sections/CtaBand";
import { FeatureCards } from "#app/components/sections/FeatureCards";
import { Section } from "#app/components/sections/Section";
import { Steps } from "#app/components/sections/Steps";
import { pagePath } from "#app/config/pages";
import { langFromPathname } from "#app/config/languages";
import { copyFor, jobPosts } from "#app/lib/messages.server";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { useCopy } from "#app/lib/use-copy";

/**
 * The page's copy, and its job posts only for a client navigation (`.data`). A document carries
 * each post once, in the markup the server draws inside each closed card (JobList). Sent again as
 * the route's data, they made the French page 42.7 KB instead of 35.6 (gzip), and the largest
 * documents were the slowest to paint on the bench's simulated phone network.
 * `request.url` names the data request; `url` is the page's address either way.
 */
export function loader({ url, request }: Route.LoaderArgs) {
  const clientNavigation = new URL(request.url).pathname.endsWith(".data");
  return {
    ...copyFor(url, "careers"),
    posts: clientNavigation ? jobPosts[langFromPathname(url.pathname)] : null,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta("careers", args);

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const copy = useCopy("careers");
  const why = copy("why");
  const hiring = copy("hiring");
  return (
    <>
      <PageHero page="careers" actions={[{ key: "cta", to: "#openings" }]} />

      <Section id="openings" head={copy("openings")} tone="tint">
        <JobList jobs={copy("jobs")} posts={loaderData.posts} labels={copy("labels")} />
      </Section>

      <Section head={why}>
        <FeatureCards cards={why.cards} icons={[Globe2, Landmark, GraduationCap]} />
      </Section>

      <Section head={hiring} tone="tint">
        <Steps items={hiring.steps} />
      </Section>

      <CtaBand cta={copy("cta")} to={pagePath(lang, "contact")} />
    </>
  );
}
