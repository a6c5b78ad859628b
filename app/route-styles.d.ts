/** Built by scripts/build/route-styles-plugin.ts (DR 013). */
declare module "virtual:route-styles" {
  /** The compiled stylesheet. */
  export const css: string;
  /** [start, end) of each utility rule in `css`, in order. */
  export const ranges: [number, number][];
  /** Client route module URL -> hex bit set of the utility rules that route needs. */
  export const kept: Record<string, string>;
  /** Hex bit set of the utility rules the 404 page needs (empty under the dev server). */
  export const notFound: string;
}
