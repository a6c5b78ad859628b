import { useTranslation } from "react-i18next";
import type { CopyId, PageCopy } from "#app/lib/i18n";

/**
 * A section of a page's copy as an object (cards, steps, FAQ ...), with {{brand}} and the other
 * variables filled in by i18next like any single string.
 */
export function useCopy<Ns extends CopyId>(ns: Ns) {
  const { t } = useTranslation(ns);
  return <K extends keyof PageCopy[Ns] & string>(key: K): PageCopy[Ns][K] =>
    t(key as never, { returnObjects: true }) as PageCopy[Ns][K];
}
