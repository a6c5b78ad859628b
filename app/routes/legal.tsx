import type { Route } from "./+types/legal";
import { LegalPage } from "#app/components/legal/LegalPage";
import { isLegalPage, type LegalPageId, legalUpdatedLabel } from "#app/config/legal";
import { langFromPathname } from "#app/config/languages";
import { langPages } from "#app/config/pages";
import { copyFor } from "#app/lib/messages.server";
import { notFound } from "#app/lib/not-found.server";
import { pageMeta } from "#app/lib/seo";

/** Which legal page a URL (/:lang/<path>) is; every legal page of the route table uses this module. */
function legalPageOf(url: URL): LegalPageId | undefined {
  const path = url.pathname.replace(/\.data$/, "").split("/")[2] ?? "";
  const page = langPages.find((candidate) => candidate.path === path);
  return page && isLegalPage(page.id) ? page.id : undefined;
}

export const loader = ({ url }: Route.LoaderArgs) => {
  const page = legalPageOf(url);
  if (!page) notFound(url);
  const updated = legalUpdatedLabel(page, langFromPathname(url.pathname));
  return { page, updated, ...copyFor(url, page, "legal") };
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args.loaderData.page, args) : [];

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} updated={loaderData.updated} />;
}
