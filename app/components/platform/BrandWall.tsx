import { BrandLogos } from "#app/components/home/BrandLogos";

interface Props {
  /** Other partners' names, for the wall. */
  names: readonly string[];
  label: string;
  more: string;
}

/**
 * The all-brands visual: the best-known partners' wordmarks, a wall of other partner names
 * fading out at its edges, and how many more there are.
 */
export function BrandWall({ names, label, more }: Props) {
  return (
    <div className="mx-auto max-w-5xl">
      <BrandLogos label={label} />
      <div
        aria-hidden="true"
        className="mt-6 flex max-h-[7.5rem] flex-wrap justify-center gap-2 overflow-hidden [mask-image:linear-gradient(90deg,transparent,black_18%,black_82%,transparent)] select-none"
      >
        {names.map((name) => (
          <span
            key={name}
            className="rounded-full border border-ink-900/[0.08] bg-white px-3.5 py-1.5 text-sm font-semibold text-ink-700"
          >
            {name}
          </span>
        ))}
      </div>
      <p className="mx-auto mt-8 w-fit rounded-full bg-ink-900 px-5 py-2.5 text-center text-base font-bold text-white shadow-pop">
        {more}
      </p>
    </div>
  );
}
