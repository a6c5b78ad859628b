import type { Route } from "./+types/contact";
import { PageHero } from "#app/components/PageHero";
import { site } from "#app/config/site";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("contact");

export const meta: Route.MetaFunction = (args) => pageMeta("contact", args);

export default function ContactPage() {
  return (
    <PageHero page="contact" actions={[{ key: "cta", to: site.telegramUrl, variant: "ghost" }]} />
  );
}
