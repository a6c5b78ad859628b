import {
  BadgeDollarSign,
  CircleDollarSign,
  LayoutTemplate,
  MousePointerClick,
  PackageCheck,
  ShieldCheck,
  TrendingUp,
} from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/cross";
import { DemoVideo } from "#app/components/sections/DemoVideo";
import { ProductPage } from "#app/components/sections/ProductPage";
import { pagePath } from "#app/config/pages";
import { copyLoader } from "#app/lib/messages.server";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { useCopy } from "#app/lib/use-copy";

export const loader = copyLoader("cross");

export const meta: Route.MetaFunction = (args) => pageMeta("cross", args);

export default function CrossSellPage() {
  const lang = useLang();
  const video = useCopy("cross")("video");
  return (
    <ProductPage
      page="cross"
      heroActions={[
        { key: "cta", to: pagePath(lang, "contact") },
        { key: "secondaryCta", to: pagePath(lang, "checkout"), variant: "ghost" },
      ]}
      introIcons={[MousePointerClick, LayoutTemplate, PackageCheck]}
      benefitIcons={[CircleDollarSign, BadgeDollarSign, TrendingUp, ShieldCheck]}
      featureVisual={
        <figure>
          <DemoVideo name="cross-demo" title={video.title} belowFold />
          <figcaption className="mt-5 flex flex-col gap-4 text-white/80 sm:flex-row sm:items-center sm:justify-between">
            <span>{video.caption}</span>
            <Link to={pagePath(lang, "checkout")} className="btn-light btn-wrap">
              {video.button}
            </Link>
          </figcaption>
        </figure>
      }
    />
  );
}
