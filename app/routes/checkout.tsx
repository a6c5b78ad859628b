import type { Route } from "./+types/checkout";
import { PageHero } from "#app/components/PageHero";
import { CheckoutDemo } from "#app/features/checkout-demo/CheckoutDemo";
import { VariantSwitcher } from "#app/features/checkout-demo/VariantSwitcher";
import { checkoutLayouts } from "#app/features/checkout-demo/checkout-layouts";
import { variantFromSearch } from "#app/features/checkout-demo/variants";
import { copyFor } from "#app/lib/messages.server";
import { pageMeta } from "#app/lib/seo";

// The layout comes from the `url` argument (request.url ends in .data on client navigations),
// so the server renders the chosen one and the switcher's links work without JavaScript.
export async function loader({ url }: Route.LoaderArgs) {
  const variant = variantFromSearch(url.searchParams);
  // The server's render draws the layout at once, without a Suspense fallback in its HTML.
  await checkoutLayouts[variant].load();
  return { ...copyFor(url, "checkout"), variant };
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
