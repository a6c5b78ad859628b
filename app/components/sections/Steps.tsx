export interface Step {
  title: string;
  content: string;
}

interface Props {
  items: readonly Step[];
  /** Cards in a row (the default), or a compact list beside something else (a video). */
  layout?: "row" | "stacked";
  /** The id of the heading that names the list, when the list stands under its own heading. */
  labelledBy?: string;
}

/** A numbered sequence (getting started in three steps). */
export function Steps({ items, layout = "row", labelledBy }: Props) {
  const stacked = layout === "stacked";
  return (
    <ol
      className={stacked ? "space-y-6" : "grid gap-5 md:grid-cols-3"}
      aria-labelledby={labelledBy}
    >
      {items.map((step, i) => (
        <li
          key={step.title}
          data-reveal
          style={stacked ? undefined : { transitionDelay: `${i * 80}ms` }}
          className={
            stacked
              ? "flex gap-4"
              : "relative rounded-card border border-ink-900/[0.07] bg-white p-7 shadow-card"
          }
        >
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-ink-900 text-sm font-extrabold text-white"
          >
            {i + 1}
          </span>
          <div>
            <h3 className={stacked ? "text-lg font-bold" : "mt-5 text-xl font-bold"}>
              {step.title}
            </h3>
            <p className={`leading-relaxed text-ink-700 ${stacked ? "mt-1.5" : "mt-3"}`}>
              {step.content}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
