import { useTranslation } from "react-i18next";
import { ProductThumb } from "./ProductThumb";
import type { CartLine } from "./sample-order";
import { useUsd } from "./use-usd";

/** One cart line of an order summary: picture, name, colour, size, quantity and price. */
export function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useTranslation("checkout");
  const usd = useUsd();
  const product = `products.${line.product}` as const;
  return (
    <li className="flex items-center gap-4">
      <ProductThumb product={line.product} quantity={line.quantity} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink-900">{t(`${product}.name`)}</p>
        <p className="text-sm text-ink-700">
          {t("line.colour", { value: t(`${product}.colour`) })}
        </p>
        <p className="text-sm text-ink-700">{t("line.size", { value: t(`${product}.size`) })}</p>
        <p className="sr-only">{t("line.quantity", { count: line.quantity })}</p>
      </div>
      <p className="font-semibold whitespace-nowrap text-ink-900 tabular-nums">
        {usd(line.price * line.quantity)}
      </p>
    </li>
  );
}
