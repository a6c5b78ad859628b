import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { CopyId, Copy } from "#app/lib/i18n";

/**
 * A section of a page's copy as an object (cards, steps, FAQ ...), with {{brand}} and the other
 * variables filled in by i18next like any single string. The function is stable while the
 * language is, so components can memoise what they read with it.
 */
export function useCopy<Ns extends CopyId>(ns: Ns) {
  const { t } = useTranslation(ns);
  return useCallback(
    <K extends keyof Copy[Ns] & string>(key: K): Copy[Ns][K] =>
      t(key as never, { returnObjects: true }) as Copy[Ns][K],
    [t],
  );
}
