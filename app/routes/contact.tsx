import type { Route } from "./+types/contact";
import { PageHero } from "#app/components/PageHero";
import { site } from "#app/config/site";
import { pageMeta } from "#app/lib/seo";

export const meta: Route.MetaFunction = (args) => pageMeta("contact", args);

export default function ContactPage() {
  return (
    <PageHero page="contact" actions={[{ key: "cta", to: site.telegramUrl, variant: "ghost" }]} />
  );
}
