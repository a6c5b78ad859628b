import { useMatches, useRouteLoaderData } from "react-router";
import { defaultLang, type Lang } from "#app/config/languages";
import type { Bundles, Messages, Copy } from "#app/lib/i18n";

export interface RootData {
  lang: Lang;
  /** Only the shell's copy (header, footer, consent, errors); pages bring their own. */
  common: Messages["common"];
  siteUrl: string;
}

/** The root loader's data; also available while an error boundary renders. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

export function useLang(): Lang {
  return useRootData()?.lang ?? defaultLang;
}

/** The page copy that the loaders of the matched routes returned, merged (see copyLoader). */
export function pageCopyFromMatches(
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>,
): Partial<Copy> {
  const merged: Partial<Copy> = {};
  for (const match of matches) {
    const data = match?.loaderData;
    if (data && typeof data === "object" && "copy" in data) Object.assign(merged, data.copy);
  }
  return merged;
}

/**
 * What the i18next instance of this render holds: the shell's copy and the current page's.
 * `key` changes only when the language or the set of pages does, so the instance is rebuilt
 * on a navigation to another page and kept otherwise.
 */
export function useBundles(): { bundles: Bundles; key: string } | null {
  const root = useRootData();
  const copy = pageCopyFromMatches(useMatches());
  if (!root) return null;
  return {
    bundles: { common: root.common, ...copy },
    key: `${root.lang}:${Object.keys(copy).join(",")}`,
  };
}
