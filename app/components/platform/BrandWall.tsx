import { BrandLogos } from "#app/components/home/BrandLogos";

/**
 * The all-brands visual: the best-known partners' wordmarks in front of a wall of other partner
 * names fading out at the edges, and how many more there are.
 */
interface Props {
  /** Other partners' names, for the wall. */
  names: readonly string[];
  label: string;
  more: string;
}

export function BrandWall({ names, label, more }: Props) {
  return (
    <div className="relative">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -inset-y-8 flex flex-wrap content-center justify-center gap-2 overflow-hidden [mask-image:radial-gradient(70%_65%_at_50%_50%,black_35%,transparent_100%)] select-none"
      >
        {names.map((name) => (
          <span
            key={name}
            className="rounded-full border border-ink-900/[0.06] bg-white/70 px-3 py-1.5 text-sm font-semibold text-ink-700/70"
          >
            {name}
          </span>
        ))}
      </div>
      <div className="relative mx-auto max-w-4xl">
        <BrandLogos label={label} />
        <p className="mx-auto mt-8 w-fit rounded-full bg-ink-900 px-5 py-2.5 text-center text-base font-bold text-white shadow-pop">
          {more}
        </p>
      </div>
    </div>
  );
}
