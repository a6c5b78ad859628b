import { useLocation } from "react-router";
import { Section, type SectionHead } from "#app/components/sections/Section";
import { BrandSearch } from "./BrandSearch";
import type { BrandSearchData } from "./search";

const anchor = "brand-search";

/**
 * The brand search as a page section (Home, Platform), under the page's own heading. Without
 * JavaScript its form reloads this page at the block; a new search from the URL starts it afresh.
 * Its heavy part, the whole catalogue, loads only as the visitor nears the block (BrandSearch).
 */
export function BrandSearchSection({ head, data }: { head: SectionHead; data: BrandSearchData }) {
  const { pathname } = useLocation();
  return (
    <Section id={anchor} head={head} align="center">
      <BrandSearch
        key={`${data.search.category}|${data.search.query}`}
        data={data}
        action={`${pathname}#${anchor}`}
      />
    </Section>
  );
}
