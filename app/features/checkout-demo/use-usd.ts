import { useCallback } from "react";
import { formatUsd } from "#app/lib/format-money";
import { useLang } from "#app/lib/root-data";

/** Formats US dollar amounts as the page's language writes them ("$105.00", "105,00 $US"). */
export function useUsd(): (amount: number) => string {
  const lang = useLang();
  return useCallback((amount: number) => formatUsd(amount, lang), [lang]);
}
