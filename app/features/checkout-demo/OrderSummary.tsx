import { Lock } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { CartLineItem } from "./CartLineItem";
import type { CartLine } from "./sample-order";
import { useUsd } from "./use-usd";

export interface SummaryRow {
  label: string;
  /** A formatted amount or a word ("Free"). */
  value: string;
  /** A discount: shown in green. */
  saving?: boolean;
  note?: string;
}

interface Props {
  lines: readonly CartLine[];
  rows: readonly SummaryRow[];
  total: number;
  /** The code box. */
  promo: ReactNode;
}

/** The order summary column: cart lines, the code box, subtotal rows and the total. */
export function OrderSummary({ lines, rows, total, promo }: Props) {
  const { t } = useTranslation("checkout");
  const usd = useUsd();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h3 id={headingId} className="text-lg font-extrabold tracking-tight">
        {t("summary.title")}
      </h3>
      <ul className="flex flex-col gap-5">
        {lines.map((line) => (
          <CartLineItem key={line.product} line={line} />
        ))}
      </ul>
      {promo}
      <dl className="flex flex-col gap-3 border-t border-ink-900/10 pt-5 text-[0.95rem]">
        {rows.map((row) => (
          <div key={row.label} className="flex items-start justify-between gap-4">
            <dt className="text-ink-700">
              {row.label}
              {row.note && <span className="block text-sm text-ink-600">{row.note}</span>}
            </dt>
            <dd
              className={`font-semibold whitespace-nowrap tabular-nums ${row.saving ? "text-[#05704f]" : "text-ink-900"}`}
            >
              {row.value}
            </dd>
          </div>
        ))}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-ink-900/10 pt-4">
          <dt className="text-lg font-bold">{t("summary.total")}</dt>
          <dd className="text-2xl font-extrabold tracking-tight whitespace-nowrap tabular-nums">
            {usd(total)}
          </dd>
        </div>
      </dl>
      <p className="flex items-center gap-2 text-sm text-ink-700">
        <Lock aria-hidden="true" size={15} className="shrink-0" />
        {t("summary.secure")}
      </p>
    </section>
  );
}
