import { BadgeCheck, CircleCheck, CreditCard, RotateCcw, Truck } from "lucide-react";
import { type RefObject, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { SAMPLE_ORDER_NUMBER } from "./sample-order";
import { useScrollAfterOrder } from "./use-scroll-after-order";
import { useUsd } from "./use-usd";

interface Props {
  name: string;
  email: string;
  /** What the sample order cost today. */
  paid: number;
  /** "delivery": delivered in 3-5 business days; "shipping": ships within 1-2 business days. */
  timing: "delivery" | "shipping";
  /** Extra confirmations (the membership, the credit). */
  notes?: readonly string[];
  onRestart: () => void;
  /** The heading, which takes the focus when the screen appears (and back from a popup). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** The order confirmation that replaces a checkout after Place Order. */
export function ThankYou({ name, email, paid, timing, notes = [], onRestart, headingRef }: Props) {
  const { t } = useTranslation("checkout");
  const usd = useUsd();
  const headingId = useId();
  const blockRef = useRef<HTMLElement>(null);
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const heading = headingRef ?? ownHeading;
  useScrollAfterOrder(blockRef);

  useEffect(() => {
    // The focus follows the content that replaced the button; the page scroll is the hook's job.
    heading.current?.focus({ preventScroll: true });
  }, [heading]);

  const rows = [
    { Icon: Truck, text: t(timing === "delivery" ? "thanks.delivery" : "thanks.shipping") },
    { Icon: CreditCard, text: t("thanks.paid", { amount: usd(paid) }) },
    ...notes.map((text) => ({ Icon: BadgeCheck, text })),
  ];

  return (
    <section
      ref={blockRef}
      aria-labelledby={headingId}
      className="mx-auto flex max-w-xl flex-col items-center px-5 pt-8 pb-10 text-center sm:px-8"
    >
      <span className="grid size-12 place-items-center rounded-full bg-mint-200/70 text-[#05704f] ring-8 ring-mint-200/30">
        <CircleCheck aria-hidden="true" size={26} strokeWidth={2} />
      </span>
      <p className="mt-5 text-sm font-semibold tracking-wide text-ink-700 uppercase">
        {t("thanks.order", { number: SAMPLE_ORDER_NUMBER })}
      </p>
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="mt-2 text-3xl font-extrabold tracking-tight text-balance outline-none sm:text-4xl"
      >
        {t("thanks.title", { name })}
      </h3>
      <p className="mt-3 text-lg text-ink-700">{t("thanks.confirmed", { email })}</p>
      <ul className="mt-8 flex w-full flex-col gap-3 rounded-2xl border border-ink-900/10 bg-[#f6f7fb] p-5 text-left">
        {rows.map(({ Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-ink-900">
            <Icon aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-brand-600" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-ink-700">{t("thanks.demo")}</p>
      <button type="button" onClick={onRestart} className="btn-outline mt-6">
        <RotateCcw aria-hidden="true" size={16} />
        {t("thanks.restart")}
      </button>
    </section>
  );
}
