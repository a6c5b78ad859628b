import {
  Award,
  FileCheck2,
  Landmark,
  LifeBuoy,
  ScanSearch,
  ServerCog,
  ShieldCheck,
} from "lucide-react";
import type { Route } from "./+types/iso";
import { ProductPage } from "#app/components/sections/ProductPage";
import { pagePath } from "#app/config/pages";
import { copyLoader } from "#app/lib/messages.server";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";

export const loader = copyLoader("iso");

export const meta: Route.MetaFunction = (args) => pageMeta("iso", args);

export default function IsoPage() {
  const lang = useLang();
  return (
    <ProductPage
      page="iso"
      heroActions={[{ key: "cta", to: pagePath(lang, "contact") }]}
      introIcons={[ScanSearch, FileCheck2, LifeBuoy]}
      benefitIcons={[Award, Landmark, ShieldCheck, ServerCog]}
    />
  );
}
