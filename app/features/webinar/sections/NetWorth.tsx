import { useCopy } from "#app/lib/use-copy";
import { CtaLink, type CtaHandler } from "#app/features/webinar/CtaLink";
import { WebiSection } from "#app/features/webinar/WebiSection";

/** Net worth: the three milestones of the path, with a call to action. */
export function NetWorth({ onCta }: { onCta: CtaHandler }) {
  const netWorth = useCopy("webi")("netWorth");
  return (
    <WebiSection
      eyebrow={netWorth.eyebrow}
      title={netWorth.title}
      lead={netWorth.lead}
      className="pt-4 sm:pt-8"
    >
      <div className="relative mx-auto mt-12 max-w-5xl">
        <div
          aria-hidden="true"
          className="absolute top-1/2 right-8 left-8 hidden h-px bg-gradient-to-r from-mint-400 via-brand-400 to-sun-300 md:block"
        />
        <ol className="relative grid gap-4 md:grid-cols-3">
          {netWorth.milestones.map((milestone, i) => (
            <li
              key={milestone.label}
              data-reveal
              style={{ transitionDelay: `${i * 110}ms` }}
              className="relative rounded-2xl border border-white/10 bg-ink-900 p-6 text-center"
            >
              <p className="text-sm font-bold tracking-[0.12em] text-white/75 uppercase">
                {milestone.label}
              </p>
              <p className="text-highlight mt-2 text-5xl font-extrabold tracking-tight">
                {milestone.value}
              </p>
              <p className="mt-3 text-white/80">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-10 flex justify-center">
        <CtaLink label={netWorth.cta} onActivate={onCta} testId="cta-net-worth" />
      </div>
    </WebiSection>
  );
}
