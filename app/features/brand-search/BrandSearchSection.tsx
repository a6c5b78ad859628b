import { Suspense } from "react";
import { useLocation } from "react-router";
import { Section, type SectionHead } from "#app/components/sections/Section";
import { deferredComponent } from "#app/lib/deferred-component";
import type { BrandSearchProps } from "./BrandSearch";
import type { BrandSearchData } from "./search";

/**
 * The search's code downloads as the visitor nears the block (when its section hydrates, see
 * Section's "when-seen"), not with the page: on Home it is far below the first screen. The
 * pages' loaders wait for it, so the server draws the block whole. Until the code is here the
 * block is the server's HTML, whose form works as it does without JavaScript.
 */
const brandSearch = deferredComponent<BrandSearchProps>(() =>
  import("./BrandSearch").then((module) => module.BrandSearch),
);
const DeferredBrandSearch = brandSearch.Component;

/** For the pages' loaders: the search's code, so that the server's render draws it whole. */
export const loadBrandSearch = brandSearch.load;

const anchor = "brand-search";

/**
 * The brand search as a page section (Home, Platform), under the page's own heading. Without
 * JavaScript its form reloads this page at the block; a new search from the URL starts it afresh.
 */
export function BrandSearchSection({ head, data }: { head: SectionHead; data: BrandSearchData }) {
  const { pathname } = useLocation();
  return (
    <Section id={anchor} head={head} align="center" hydrate="when-seen" watch={[data, pathname]}>
      {/* The fallback only draws on a client navigation, while the code is on its way (the
          block is far below the first screen); it keeps about the block's height. On the first
          load React keeps the server's HTML instead. */}
      <Suspense fallback={<div className="min-h-[57rem] lg:min-h-[63rem]" />}>
        <DeferredBrandSearch
          key={`${data.search.category}|${data.search.query}`}
          data={data}
          action={`${pathname}#${anchor}`}
        />
      </Suspense>
    </Section>
  );
}
