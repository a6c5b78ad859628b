import { useCallback } from "react";
import type { Copy, CopyId } from "#app/lib/i18n";
import { useTranslation } from "#app/lib/translation";

/**
 * A section of a page's copy as an object (cards, steps, FAQ ...), with {{brand}} and the other
 * variables filled in like any single string. The function is stable while the language and page
 * are, so components can memoise what they read with it.
 */
export function useCopy<Ns extends CopyId>(ns: Ns) {
  const { i18n } = useTranslation(ns);
  return useCallback(
    <K extends keyof Copy[Ns] & string>(key: K): Copy[Ns][K] => i18n.copy(ns, key) as Copy[Ns][K],
    [i18n, ns],
  );
}
