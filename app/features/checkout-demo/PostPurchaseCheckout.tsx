import { HandCoins } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCopy } from "#app/lib/use-copy";
import { DemoDialog } from "./DemoDialog";
import { ProductThumb } from "./ProductThumb";
import { PromoCodeBox } from "./PromoCodeBox";
import {
  CASHBACK,
  FLAT_SHIPPING,
  MEMBERSHIP_MONTHLY,
  POST_PURCHASE_POPUP_DELAY_MS,
  postPurchaseCart,
  roundCents,
  subtotal,
  welcomeDiscount,
  WELCOME_CODE,
} from "./sample-order";
import { ExpressHints } from "./ShippingAndPayment";
import { ThankYou } from "./ThankYou";
import { useRefocusOnRestart } from "./use-refocus-on-restart";
import { useUsd } from "./use-usd";

type Stage = "cart" | "placed" | "offer" | "done";

/**
 * Variant 3, the post-purchase offer: a cart table of two items, a coupon box and the cart
 * totals. Place Order shows the thank-you screen, and one second later a popup offers cash back
 * with the partner program; Continue, the close mark or Escape close it.
 */
export function PostPurchaseCheckout() {
  const { t } = useTranslation("checkout");
  const sample = useCopy("checkout")("sample");
  const usd = useUsd();
  const id = useId();
  const [stage, setStage] = useState<Stage>("cart");
  const [discounted, setDiscounted] = useState(false);
  const mainRef = useRef<HTMLDivElement>(null);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const restart = useRefocusOnRestart(mainRef, stage !== "cart", () => setStage("cart"));

  useEffect(() => {
    if (stage !== "placed") return;
    const timer = window.setTimeout(() => setStage("offer"), POST_PURCHASE_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [stage]);

  const amount = subtotal(postPurchaseCart);
  const discount = welcomeDiscount(amount, discounted);
  const total = roundCents(amount - discount + FLAT_SHIPPING);

  const closeOffer = () => setStage("done");

  if (stage !== "cart") {
    return (
      <>
        <ThankYou
          name={sample.firstName}
          email={sample.email}
          paid={total}
          timing="shipping"
          onRestart={restart}
          headingRef={thanksHeading}
        />
        {stage === "offer" && (
          <DemoDialog
            eyebrow={t("postPurchase.offer.eyebrow")}
            title={t("postPurchase.offer.title", { amount: usd(CASHBACK) })}
            icon={<HandCoins size={26} />}
            onClose={closeOffer}
            initialFocus={continueRef}
            returnFocus={thanksHeading}
          >
            <p className="text-ink-800">
              {t("postPurchase.offer.text", {
                amount: usd(CASHBACK),
                price: usd(MEMBERSHIP_MONTHLY),
              })}
            </p>
            <p className="mt-3 text-sm text-ink-700">{t("postPurchase.offer.note")}</p>
            <button
              type="button"
              onClick={closeOffer}
              ref={continueRef}
              className="btn-primary mt-6 min-h-12 w-full rounded-xl text-base"
            >
              {t("postPurchase.offer.continue")}
            </button>
          </DemoDialog>
        )}
      </>
    );
  }

  const headers = ["product", "price", "quantity", "subtotal"] as const;

  return (
    <div ref={mainRef} tabIndex={-1} className="px-5 py-8 outline-none sm:px-8 lg:px-12 lg:py-10">
      <h3 id={`${id}title`} className="text-2xl font-extrabold tracking-tight">
        {t("postPurchase.title")}
      </h3>
      <table className="mt-6 w-full border-collapse text-left">
        <caption className="sr-only">{t("postPurchase.caption")}</caption>
        <thead>
          <tr className="border-b border-ink-900/15 text-sm text-ink-700">
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className={`py-3 font-semibold ${header === "product" ? "" : "text-right"} ${
                  header === "price" ? "hidden sm:table-cell" : ""
                } ${header === "quantity" ? "hidden sm:table-cell sm:text-center" : ""}`}
              >
                {t(`postPurchase.${header}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {postPurchaseCart.map((line) => {
            const product = `products.${line.product}` as const;
            return (
              <tr key={line.product} className="border-b border-ink-900/10">
                <td className="py-5 pr-3">
                  <div className="flex items-center gap-4">
                    <ProductThumb product={line.product} />
                    <div className="min-w-0">
                      <p className="font-semibold">{t(`${product}.name`)}</p>
                      <p className="text-sm text-ink-700">
                        {t("line.colour", { value: t(`${product}.colour`) })}
                      </p>
                      <p className="text-sm text-ink-700">
                        {t("line.size", { value: t(`${product}.size`) })}
                      </p>
                      <p className="text-sm text-ink-700 sm:hidden">
                        {t("line.quantity", { count: line.quantity })}
                        <span aria-hidden="true"> · </span>
                        <span className="sr-only">, </span>
                        {t("line.each", { price: usd(line.price) })}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="hidden py-5 text-right tabular-nums sm:table-cell">
                  {usd(line.price)}
                </td>
                <td className="hidden py-5 text-center tabular-nums sm:table-cell">
                  {line.quantity}
                </td>
                <td className="py-5 text-right font-semibold whitespace-nowrap tabular-nums">
                  {usd(line.price * line.quantity)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-12">
        <div className="flex max-w-md flex-col gap-6">
          <PromoCodeBox label={t("promo.coupon")} applied={discounted} onChange={setDiscounted} />
          <ExpressHints />
        </div>
        <section
          aria-labelledby={`${id}totals`}
          className="rounded-2xl border border-ink-900/10 bg-[#f6f7fb] p-5 sm:p-6"
        >
          <h4 id={`${id}totals`} className="text-lg font-extrabold tracking-tight">
            {t("postPurchase.totals")}
          </h4>
          <dl className="mt-4 flex flex-col gap-3 text-[0.95rem]">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-700">{t("summary.subtotal")}</dt>
              <dd className="font-semibold tabular-nums">{usd(amount)}</dd>
            </div>
            {discounted && (
              <div className="flex justify-between gap-4">
                <dt className="text-ink-700">{t("summary.discount", { code: WELCOME_CODE })}</dt>
                <dd className="font-semibold whitespace-nowrap text-[#05704f] tabular-nums">
                  −{usd(discount)}
                </dd>
              </div>
            )}
            <div className="flex justify-between gap-4">
              <dt className="text-ink-700">
                {t("summary.shipping")}
                <span className="block text-sm text-ink-600">{t("summary.flatRate")}</span>
              </dt>
              <dd className="font-semibold tabular-nums">{usd(FLAT_SHIPPING)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-ink-900/10 pt-4">
              <dt className="text-lg font-bold">{t("summary.total")}</dt>
              <dd className="text-2xl font-extrabold tracking-tight whitespace-nowrap tabular-nums">
                {usd(total)}
              </dd>
            </div>
          </dl>
          <button
            type="button"
            onClick={() => setStage("placed")}
            className="btn-primary mt-5 min-h-14 w-full rounded-xl text-base"
          >
            {t("postPurchase.placeOrder")}
          </button>
        </section>
      </div>
    </div>
  );
}
