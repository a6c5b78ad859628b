import type { Route } from "./+types/checkout";
import { PageHero } from "#app/components/PageHero";
import { CheckoutDemo } from "#app/features/checkout-demo/CheckoutDemo";
import { VariantSwitcher } from "#app/features/checkout-demo/VariantSwitcher";
import { variantFromSearch } from "#app/features/checkout-demo/variants";
import { copyFor } from "#app/lib/messages.server";
import { pageMeta } from "#app/lib/seo";

// The layout comes from the `url` argument (request.url ends in .data on client navigations),
// so the server renders the chosen one and the switcher's links work without JavaScript.
export function loader({ url }: Route.LoaderArgs) {
  return { ...copyFor(url, "checkout"), variant: variantFromSearch(url.searchParams) };
}

export const meta: Route.MetaFunction = (args) => pageMeta("checkout", args);

export default function CheckoutDemoPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        page="checkout"
        size="compact"
        aside={<VariantSwitcher current={loaderData.variant} tone="dark" />}
      />
      <CheckoutDemo variant={loaderData.variant} />
    </>
  );
}
