export interface TimelineItem {
  period: string;
  title: string;
  content: string;
}

/** The story as an ordered timeline. */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl border-l-2 border-brand-200 pl-8 sm:pl-10">
      {items.map((item) => (
        <li key={item.title} data-reveal className="relative pb-12 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[calc(2rem+9px)] size-4 rounded-full border-4 border-white bg-brand-600 shadow sm:-left-[calc(2.5rem+9px)]"
          />
          <p className="text-sm font-bold tracking-[0.12em] text-brand-600 uppercase">
            {item.period}
          </p>
          <h3 className="mt-2 text-xl font-bold">{item.title}</h3>
          <p className="mt-3 leading-relaxed text-ink-700">{item.content}</p>
        </li>
      ))}
    </ol>
  );
}
