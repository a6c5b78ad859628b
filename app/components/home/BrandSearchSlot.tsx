import type { ReactNode } from "react";
import { Section, type SectionHead } from "#app/components/sections/Section";

/**
 * Where the home page's brand search sits (it starts on the Popular category). The search block
 * itself belongs to the discount-platform work; until it is passed in, the section is not drawn,
 * so visitors never meet a heading with nothing under it.
 */
export function BrandSearchSlot({ head, children }: { head: SectionHead; children?: ReactNode }) {
  if (!children) return null;
  return (
    <Section id="brand-search" head={head} align="center">
      {children}
    </Section>
  );
}
