export interface Point {
  title: string;
  content: string;
}

/** Short titled points in columns, each under a brand rule (mission highlights, why-us points). */
export function PointList({ points }: { points: readonly Point[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {points.map((point, i) => (
        <li
          key={point.title}
          data-reveal
          style={{ transitionDelay: `${i * 80}ms` }}
          className="border-t-2 border-brand-500 pt-6"
        >
          <h3 className="text-xl font-bold">{point.title}</h3>
          <p className="mt-3 leading-relaxed text-ink-700">{point.content}</p>
        </li>
      ))}
    </ul>
  );
}
