import {
  BadgeCheck,
  Coins,
  Gift,
  Repeat,
  ShoppingCart,
  Sparkles,
  TrendingUp,
  UserPlus,
} from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/cashback";
import { ProductPage } from "#app/components/sections/ProductPage";
import { SectionHeading } from "#app/components/sections/Section";
import { pagePath } from "#app/config/pages";
import { copyLoader } from "#app/lib/messages.server";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { useCopy } from "#app/lib/use-copy";

export const loader = copyLoader("cashback");

export const meta: Route.MetaFunction = (args) => pageMeta("cashback", args);

export default function CashbackPage() {
  const lang = useLang();
  const demo = useCopy("cashback")("demo");
  return (
    <ProductPage
      page="cashback"
      heroActions={[{ key: "cta", to: pagePath(lang, "demo") }]}
      introIcons={[ShoppingCart, Coins, UserPlus]}
      benefitIcons={[Repeat, TrendingUp, Gift, BadgeCheck]}
      afterFeature={
        <section aria-labelledby="cashback-demo" className="bg-white py-20 sm:py-24">
          <div
            data-reveal
            className="container-page flex flex-col items-start gap-8 lg:flex-row lg:items-end lg:justify-between"
          >
            <SectionHeading head={{ ...demo, eyebrow: undefined }} headingId="cashback-demo" />
            <Link
              to={pagePath(lang, "demo")}
              className="btn-primary btn-wrap min-h-12 px-6 text-base"
            >
              <Sparkles aria-hidden="true" size={18} />
              {demo.button}
            </Link>
          </div>
        </section>
      }
    />
  );
}
