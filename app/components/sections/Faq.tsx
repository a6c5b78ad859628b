import { Plus } from "lucide-react";

export interface FaqItem {
  q: string;
  a: string;
}

/** Questions as native disclosure widgets: keyboard- and screen-reader-ready without script. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-ink-900/10 rounded-card border border-ink-900/[0.08] bg-white shadow-card">
      {items.map((item) => (
        <details key={item.q} className="group px-6 sm:px-8">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-6 text-lg font-bold [&::-webkit-details-marker]:hidden">
            {item.q}
            <Plus
              aria-hidden="true"
              size={22}
              className="shrink-0 text-brand-600 transition-transform duration-200 group-open:rotate-45"
            />
          </summary>
          <p className="-mt-1 pb-6 leading-relaxed text-ink-700">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
