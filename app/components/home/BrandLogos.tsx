/** Eight well-known retail brands, drawn as our own wordmarks (public/brands, made by scripts/media/brands). */
const brands = [
  { slug: "apple", name: "Apple", viewBoxWidth: 113.5 },
  { slug: "nike", name: "Nike", viewBoxWidth: 142.9 },
  { slug: "samsung", name: "Samsung", viewBoxWidth: 331.1 },
  { slug: "adidas", name: "Adidas", viewBoxWidth: 179.9 },
  { slug: "ikea", name: "IKEA", viewBoxWidth: 132.1 },
  { slug: "sephora", name: "Sephora", viewBoxWidth: 345.5 },
  { slug: "hm", name: "H&M", viewBoxWidth: 158.8 },
  { slug: "converse", name: "Converse", viewBoxWidth: 291.9 },
] as const;

/** Wide wordmarks are drawn smaller so that the eight read as one even row. */
function displaySize(viewBoxWidth: number): { width: number; height: number } {
  const width = Math.round(Math.min(136, Math.max(72, viewBoxWidth * 0.62)));
  return { width, height: Math.round((width * 40) / viewBoxWidth) };
}

export function BrandLogos({ label }: { label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {brands.map((brand, i) => {
        const size = displaySize(brand.viewBoxWidth);
        return (
          <li
            key={brand.slug}
            data-reveal
            style={{ transitionDelay: `${(i % 4) * 60}ms` }}
            className="grid h-24 place-items-center rounded-2xl border border-ink-900/[0.07] bg-white px-4 shadow-card sm:h-28"
          >
            <img
              src={`/brands/${brand.slug}.svg`}
              alt={brand.name}
              width={size.width}
              height={size.height}
              loading="lazy"
              decoding="async"
              className="max-w-full opacity-80"
            />
          </li>
        );
      })}
    </ul>
  );
}
