import { useCopy } from "#app/lib/use-copy";
import { WebiSection } from "#app/features/webinar/WebiSection";

/** The host: who runs the workshop and why to listen. */
export function Host() {
  const host = useCopy("webi")("host");
  const initials = host.name
    .split(" ")
    .map((part) => part.charAt(0))
    .join("");
  return (
    <WebiSection id="host" eyebrow={host.eyebrow} title={host.title} align="left">
      <div className="mt-12 grid items-center gap-10 lg:grid-cols-[0.8fr_1.2fr]">
        <div data-reveal className="webi-card flex flex-col items-center p-8 text-center sm:p-10">
          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -inset-3 rounded-full bg-gradient-to-br from-brand-500 to-mint-400 opacity-60 blur-lg"
            />
            <div
              aria-hidden="true"
              className="relative grid size-36 place-items-center rounded-full bg-gradient-to-br from-brand-600 via-[#6d28d9] to-mint-600 text-5xl font-extrabold text-white ring-4 ring-ink-950"
            >
              {initials}
            </div>
          </div>
          <p className="mt-6 text-2xl font-extrabold">{host.name}</p>
          <p className="mt-1 font-semibold text-brand-200">{host.role}</p>
        </div>
        <div data-reveal>
          <p className="text-lg leading-relaxed text-white/85 sm:text-xl">{host.bio}</p>
          <dl className="mt-10 grid grid-cols-3 gap-3 sm:gap-5">
            {host.facts.map((fact) => (
              <div
                key={fact.label}
                className="flex min-w-0 flex-col rounded-2xl border border-white/10 bg-white/[0.04] p-3 sm:p-6"
              >
                {/* A third of a phone is 80 px of text: French "accompagnés" and "5 Md$+" need
                    the smaller sizes there. */}
                <dt className="text-[0.8125rem] text-white/75 sm:text-sm">{fact.label}</dt>
                <dd className="order-first text-xl font-extrabold text-sun-300 min-[400px]:text-2xl sm:text-4xl">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </WebiSection>
  );
}
