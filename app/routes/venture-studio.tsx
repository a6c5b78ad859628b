import {
  BarChart3,
  CalendarCheck,
  Infinity as InfinityIcon,
  LayoutTemplate,
  LineChart,
  Rocket,
  ShieldCheck,
  Wallet,
  Ban,
  Users,
  UserPlus,
  Eye,
  RefreshCcw,
  Headset,
} from "lucide-react";
import type { Route } from "./+types/venture-studio";
import { PageHero } from "#app/components/PageHero";
import { CtaBand } from "#app/components/sections/CtaBand";
import { FeatureCards } from "#app/components/sections/FeatureCards";
import { PointList } from "#app/components/sections/PointList";
import { Section } from "#app/components/sections/Section";
import { ConnectionDiagram } from "#app/components/venture/ConnectionDiagram";
import { StepSlider, type SliderOption } from "#app/components/venture/StepSlider";
import { pagePath } from "#app/config/pages";
import { copyLoader } from "#app/lib/messages.server";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { useCopy } from "#app/lib/use-copy";

export const loader = copyLoader("ventureStudio");

export const meta: Route.MetaFunction = (args) => pageMeta("ventureStudio", args);

/** The Venture Studio slider turns every 4 seconds. */
export const SLIDER_ROTATION_MS = 4000;

const stepLook = {
  signup: { icon: UserPlus, color: "#e4e2ff", colorDark: "#4035c2" },
  checkout: { icon: LayoutTemplate, color: "#b5f7e4", colorDark: "#0c6b53" },
  dashboard: { icon: BarChart3, color: "#ffe7b8", colorDark: "#8a5a00" },
  getPaid: { icon: Wallet, color: "#dcefff", colorDark: "#1d4f91" },
  scale: { icon: Rocket, color: "#f1e0ff", colorDark: "#6b2fa3" },
} as const;

export default function VentureStudioPage() {
  const lang = useLang();
  const copy = useCopy("ventureStudio");
  const why = copy("why");
  const slider = copy("slider");
  const get = copy("get");
  const diagram = copy("diagram");
  const revenue = copy("revenue");
  const options: SliderOption[] = (Object.keys(stepLook) as Array<keyof typeof stepLook>).map(
    (key) => ({ value: key, ...slider.steps[key], ...stepLook[key] }),
  );
  return (
    <>
      <PageHero page="ventureStudio" actions={[{ key: "cta", to: pagePath(lang, "contact") }]} />
      <Section head={why}>
        <PointList points={why.points} />
      </Section>
      <Section head={slider} tone="tint">
        <StepSlider
          options={options}
          groupLabel={slider.groupLabel}
          pauseLabel={slider.pause}
          playLabel={slider.play}
          intervalMs={SLIDER_ROTATION_MS}
        />
      </Section>
      <Section head={get}>
        <FeatureCards
          cards={get.cards}
          icons={[LayoutTemplate, LineChart, RefreshCcw, Headset]}
          columns={4}
        />
      </Section>
      <Section head={diagram} tone="tint" align="center">
        <ConnectionDiagram nodes={diagram.nodes} caption={diagram.caption} />
      </Section>
      <Section head={revenue} tone="dark">
        <FeatureCards
          cards={revenue.cards}
          icons={[CalendarCheck, InfinityIcon, Ban, ShieldCheck, Users, Eye]}
          tone="dark"
        />
      </Section>
      <CtaBand cta={copy("cta")} to={pagePath(lang, "contact")} />
    </>
  );
}
