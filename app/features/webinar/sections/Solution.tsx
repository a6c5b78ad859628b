import { useCopy } from "#app/lib/use-copy";
import { CtaLink, type CtaHandler } from "#app/features/webinar/CtaLink";
import { WebiSection } from "#app/features/webinar/WebiSection";

/** The solution and its figures. */
export function Solution({ onCta }: { onCta: CtaHandler }) {
  const solution = useCopy("webi")("solution");
  return (
    <WebiSection
      eyebrow={solution.eyebrow}
      title={solution.title}
      lead={solution.lead}
      className="webi-glow"
    >
      <dl className="mx-auto mt-12 grid max-w-5xl gap-4 sm:mt-14 sm:grid-cols-3">
        {solution.stats.map((stat, i) => (
          <div
            key={stat.label}
            data-reveal
            style={{ transitionDelay: `${i * 90}ms` }}
            className="webi-card flex flex-col items-center p-7 text-center"
          >
            <dt className="mt-2 font-semibold text-white/80">{stat.label}</dt>
            <dd className="text-highlight order-first text-5xl font-extrabold tracking-tight sm:text-6xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-10 flex justify-center">
        <CtaLink label={solution.cta} onActivate={onCta} testId="cta-solution" />
      </div>
    </WebiSection>
  );
}
