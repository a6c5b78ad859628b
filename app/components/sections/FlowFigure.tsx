import { ArrowDown, type LucideIcon } from "lucide-react";

/** A left-to-right (top-to-bottom on phones) flow of labelled stages, as an ordered list. */
export function FlowFigure({
  label,
  stages,
  icons,
}: {
  label: string;
  stages: readonly string[];
  icons: readonly LucideIcon[];
}) {
  return (
    <ol
      aria-label={label}
      className="flex flex-col items-stretch gap-3 rounded-[1.75rem] border border-white/10 bg-white/[0.05] p-6 sm:p-8"
    >
      {stages.map((stage, i) => {
        const Icon = icons[i % icons.length];
        return (
          <li key={stage} className="flex flex-col items-center gap-3">
            <span className="flex w-full items-center gap-4 rounded-2xl border border-white/10 bg-ink-900/60 p-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-mint-400 text-white">
                {Icon && <Icon aria-hidden="true" size={22} />}
              </span>
              <span className="text-lg font-bold text-white">{stage}</span>
              <span className="ml-auto text-sm font-semibold text-white/60" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
              </span>
            </span>
            {i < stages.length - 1 && (
              <ArrowDown aria-hidden="true" size={20} className="text-mint-300" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
