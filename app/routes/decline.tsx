import {
  Cpu,
  Database,
  Handshake,
  RefreshCcw,
  SlidersHorizontal,
  TrendingUp,
  Wallet,
} from "lucide-react";
import type { Route } from "./+types/decline";
import { ProductPage } from "#app/components/sections/ProductPage";
import { pagePath } from "#app/config/pages";
import { copyLoader } from "#app/lib/messages.server";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";

export const loader = copyLoader("decline");

export const meta: Route.MetaFunction = (args) => pageMeta("decline", args);

export default function DeclinePage() {
  const lang = useLang();
  return (
    <ProductPage
      page="decline"
      heroActions={[{ key: "cta", to: pagePath(lang, "contact") }]}
      introIcons={[Wallet, RefreshCcw, SlidersHorizontal]}
      benefitIcons={[TrendingUp, Database, Handshake, Cpu]}
    />
  );
}
