import { ArrowRight, CalendarCheck, LayoutTemplate, LineChart, ShieldCheck } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import type { Route } from "./+types/dr";
import { DemoVideo } from "#app/components/sections/DemoVideo";
import { site } from "#app/config/site";
import { copyLoader } from "#app/lib/messages.server";
import { pageMeta } from "#app/lib/seo";
import { useCopy } from "#app/lib/use-copy";
import type { ChromeHandle } from "#app/routes/lang-layout";

export const handle: ChromeHandle = { chrome: "minimal" };

export const loader = copyLoader("dr");

export const meta: Route.MetaFunction = (args) => pageMeta("dr", args);

const pointIcons = [CalendarCheck, LayoutTemplate, LineChart];

/** The messaging-channel button, used twice on the page. */
function ChannelButton({ label }: { label: string }) {
  return (
    <a
      href={site.telegramUrl}
      rel="noopener"
      className="btn-primary btn-wrap min-h-13 px-7 text-base"
    >
      {label}
      <ArrowRight aria-hidden="true" size={18} />
    </a>
  );
}

function RiskFreeNote({ text }: { text: string }) {
  return (
    <p className="mt-5 inline-flex items-center gap-2 text-sm text-white/75">
      <ShieldCheck aria-hidden="true" size={18} className="text-mint-300" />
      {text}
    </p>
  );
}

/** Direct-response landing page: no site header, no top footer, one action. */
export default function DirectResponsePage() {
  const { t } = useTranslation("dr");
  const copy = useCopy("dr");
  const video = copy("video");
  const points = copy("points");
  const proof = copy("proof");
  const closing = copy("closing");
  return (
    <>
      <section
        className="hero-glow relative isolate overflow-hidden text-white"
        data-testid="page-hero"
      >
        <div className="hero-grid pointer-events-none absolute inset-0 -z-10" aria-hidden="true" />
        <div className="container-page py-16 text-center sm:py-20">
          <p className="eyebrow">{t("hero.eyebrow")}</p>
          <h1 className="mx-auto mt-6 max-w-4xl text-[2.4rem] leading-[1.08] font-extrabold tracking-tight text-balance sm:text-6xl">
            <Trans
              t={t}
              i18nKey="hero.title"
              components={{ hl: <span className="text-highlight" /> }}
            />
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-white/80 sm:text-xl">
            {t("hero.lead")}
          </p>
          <figure className="mx-auto mt-12 max-w-4xl">
            <DemoVideo name="dr-demo" title={video.title} />
            <figcaption className="mt-4 text-sm text-white/70">{video.caption}</figcaption>
          </figure>
          <div className="mt-10 flex flex-col items-center">
            <ChannelButton label={t("hero.cta")} />
            <RiskFreeNote text={t("hero.note")} />
          </div>
        </div>
      </section>
      <section aria-labelledby="dr-points" className="bg-white py-20">
        <div className="container-page">
          <h2
            id="dr-points"
            data-reveal
            className="mx-auto max-w-3xl text-center text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {points.title}
          </h2>
          <ul className="mt-12 grid gap-5 md:grid-cols-3">
            {points.items.map((item, i) => {
              const Icon = pointIcons[i % pointIcons.length] ?? CalendarCheck;
              return (
                <li
                  key={item.title}
                  data-reveal
                  className="rounded-card border border-ink-900/[0.07] bg-white p-7 shadow-card"
                >
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon aria-hidden="true" size={22} />
                  </span>
                  <h3 className="mt-5 text-xl font-bold">{item.title}</h3>
                  <p className="mt-3 leading-relaxed text-ink-700">{item.content}</p>
                </li>
              );
            })}
          </ul>
          <figure data-reveal className="mx-auto mt-16 max-w-3xl text-center">
            <blockquote className="text-2xl leading-snug font-bold text-balance text-ink-900">
              <p>“{proof.quote}”</p>
            </blockquote>
            <figcaption className="mt-5 text-ink-600">
              <span className="font-bold text-ink-900">{proof.name}</span>, {proof.occupation}
            </figcaption>
          </figure>
        </div>
      </section>
      <section aria-labelledby="dr-closing" className="hero-glow py-20 text-center text-white">
        <div data-reveal className="container-page flex flex-col items-center">
          <h2
            id="dr-closing"
            className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {closing.title}
          </h2>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/80">{closing.lead}</p>
          <div className="mt-9 flex flex-col items-center">
            <ChannelButton label={t("hero.cta")} />
            <RiskFreeNote text={t("hero.note")} />
          </div>
        </div>
      </section>
    </>
  );
}
