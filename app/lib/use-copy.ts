import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { Copy, CopyId } from "#app/lib/i18n";

/**
 * A section of a page's copy as an object (cards, steps, FAQ ...), with {{brand}} and the other
 * variables filled in by i18next like any single string. The function is stable while the
 * language and page are, so components can memoise what they read with it.
 */
export function useCopy<Ns extends CopyId>(ns: Ns) {
  const { t } = useTranslation(ns);
  return useCallback(
    // The key is checked by its own type (a key of the namespace); i18next's cannot follow a
    // namespace that is a type parameter.
    <K extends keyof Copy[Ns] & string>(key: K): Copy[Ns][K] =>
      t(key as never, { returnObjects: true }) as Copy[Ns][K],
    [t],
  );
}
