export interface Step {
  title: string;
  content: string;
}

/** A numbered sequence (getting started in three steps). */
export function Steps({ items }: { items: readonly Step[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-3">
      {items.map((step, i) => (
        <li
          key={step.title}
          data-reveal
          style={{ transitionDelay: `${i * 80}ms` }}
          className="relative rounded-card border border-ink-900/[0.07] bg-white p-7 shadow-card"
        >
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-ink-900 text-sm font-extrabold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-5 text-xl font-bold">{step.title}</h3>
          <p className="mt-3 leading-relaxed text-ink-700">{step.content}</p>
        </li>
      ))}
    </ol>
  );
}
