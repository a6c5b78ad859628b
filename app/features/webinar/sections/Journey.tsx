import { useCopy } from "#app/lib/use-copy";
import { CtaLink, type CtaHandler } from "#app/features/webinar/CtaLink";
import { GrowthChart } from "#app/features/webinar/GrowthChart";
import { growthPhases } from "#app/features/webinar/growth-data";
import { WebiSection } from "#app/features/webinar/WebiSection";

const phaseAccent = {
  foundation: "text-mint-300",
  acceleration: "text-brand-300",
  multiplication: "text-[#e2c2ff]",
} as const;

/** The journey: the growth chart and its three phases. */
export function Journey({ onCta }: { onCta: CtaHandler }) {
  const journey = useCopy("webi")("journey");
  return (
    <WebiSection id="journey" eyebrow={journey.eyebrow} title={journey.title} lead={journey.lead}>
      <div className="mt-12 sm:mt-14">
        <GrowthChart />
      </div>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {growthPhases.map((phase, i) => {
          const copy = journey.phases[phase.key];
          return (
            <li
              key={phase.key}
              data-reveal
              style={{ transitionDelay: `${i * 90}ms` }}
              className="rounded-2xl border border-white/10 bg-ink-900/80 p-6"
            >
              <p
                className={`text-sm font-bold tracking-[0.12em] uppercase ${phaseAccent[phase.key]}`}
              >
                {copy.months}
              </p>
              <h3 className="mt-2 text-xl font-extrabold">{copy.name}</h3>
              <p className="mt-2 leading-relaxed text-white/80">{copy.text}</p>
            </li>
          );
        })}
      </ol>
      <div className="mt-10 flex justify-center">
        <CtaLink label={journey.cta} onActivate={onCta} testId="cta-journey" />
      </div>
    </WebiSection>
  );
}
