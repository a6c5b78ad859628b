import { Sparkles } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCopy } from "#app/lib/use-copy";
import { CheckoutBreadcrumb } from "./CheckoutProgress";
import { CheckoutColumns } from "./CheckoutColumns";
import { CheckoutSection } from "./CheckoutSection";
import { ExpressPay } from "./ExpressPay";
import { FormField, SelectField } from "./FormField";
import { OrderSummary, type SummaryRow } from "./OrderSummary";
import { PromoCodeBox } from "./PromoCodeBox";
import {
  FLAT_SHIPPING,
  integratedCart,
  MEMBERSHIP_MONTHLY,
  roundCents,
  subtotal,
  welcomeDiscount,
  WELCOME_CODE,
} from "./sample-order";
import { FlatShippingMethod, SampleCard } from "./ShippingAndPayment";
import { ThankYou } from "./ThankYou";
import { useRefocusOnRestart } from "./use-refocus-on-restart";
import { useUsd } from "./use-usd";

type AddressType = "residential" | "business";

interface Values {
  email: string;
  newsletter: boolean;
  addressType: AddressType;
  firstName: string;
  lastName: string;
  company: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

type TextField = Exclude<keyof Values, "newsletter" | "addressType">;

/**
 * Variant 1, the integrated subscription offer: a one-page checkout (breadcrumb, express pay,
 * the prefilled contact and address form, shipping, payment) whose club membership checkbox is
 * ticked by default. Place Order shows the thank-you screen; only the company rule is checked.
 */
export function IntegratedOfferCheckout() {
  const { t } = useTranslation("checkout");
  const copy = useCopy("checkout");
  const usd = useUsd();
  const id = useId();
  const sample = copy("sample");
  const [values, setValues] = useState<Values>(() => ({
    ...sample,
    newsletter: false,
    addressType: "residential",
    company: "",
  }));
  const [membership, setMembership] = useState(true);
  const [discounted, setDiscounted] = useState(false);
  const [companyError, setCompanyError] = useState(false);
  const [placed, setPlaced] = useState(false);
  const mainRef = useRef<HTMLDivElement>(null);
  const companyRef = useRef<HTMLInputElement>(null);
  const restart = useRefocusOnRestart(mainRef, placed, () => setPlaced(false));

  const amount = subtotal(integratedCart);
  const discount = welcomeDiscount(amount, discounted);
  const total = roundCents(
    amount - discount + FLAT_SHIPPING + (membership ? MEMBERSHIP_MONTHLY : 0),
  );
  const companyRequired = values.addressType === "business";

  function set<K extends keyof Values>(name: K, value: Values[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  function text(name: TextField, autoComplete: string, type = "text") {
    return {
      id: `${id}${name}`,
      name,
      type,
      autoComplete,
      value: values[name],
      onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    };
  }

  function placeOrder() {
    if (companyRequired && values.company.trim() === "") {
      setCompanyError(true);
      companyRef.current?.focus();
      return;
    }
    setPlaced(true);
  }

  if (placed) {
    return (
      <ThankYou
        name={values.firstName.trim() || sample.firstName}
        email={values.email.trim() || sample.email}
        paid={total}
        timing="shipping"
        notes={membership ? [t("thanks.membership", { price: usd(MEMBERSHIP_MONTHLY) })] : []}
        onRestart={restart}
      />
    );
  }

  const rows: SummaryRow[] = [
    { label: t("summary.subtotal"), value: usd(amount) },
    ...(discounted
      ? [
          {
            label: t("summary.discount", { code: WELCOME_CODE }),
            value: `−${usd(discount)}`,
            saving: true,
          },
        ]
      : []),
    { label: t("summary.shipping"), note: t("summary.flatRate"), value: usd(FLAT_SHIPPING) },
    ...(membership ? [{ label: t("summary.membership"), value: usd(MEMBERSHIP_MONTHLY) }] : []),
  ];

  // The catalogue lists the states in its language's alphabetical order (a unit test checks it):
  // sorting them here took a phone 130 ms at hydration (each localeCompare builds a collator).
  const stateOptions = Object.entries(copy("states")).map(([value, label]) => ({ value, label }));

  return (
    <CheckoutColumns
      mainRef={mainRef}
      summary={
        <OrderSummary
          lines={integratedCart}
          rows={rows}
          total={total}
          promo={
            <PromoCodeBox
              label={t("promo.giftCard")}
              applied={discounted}
              onChange={setDiscounted}
            />
          }
        />
      }
    >
      <CheckoutBreadcrumb />
      <ExpressPay onPay={() => setPlaced(true)} />

      <CheckoutSection title={t("integrated.contact.title")}>
        <FormField label={t("integrated.contact.email")} {...text("email", "email", "email")} />
        <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 text-[0.95rem]">
          <input
            type="checkbox"
            name="newsletter"
            checked={values.newsletter}
            onChange={(event) => set("newsletter", event.target.checked)}
            className="size-5 shrink-0 accent-brand-600"
          />
          {t("integrated.contact.newsletter")}
        </label>
      </CheckoutSection>

      <CheckoutSection title={t("integrated.address.title")}>
        <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
          <fieldset className="col-span-2">
            <legend className="mb-1.5 text-sm font-semibold">{t("integrated.address.type")}</legend>
            <div className="grid grid-cols-2 gap-2">
              {(["residential", "business"] as const).map((type) => (
                <label
                  key={type}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-ink-900/20 px-4 font-semibold transition has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-400"
                >
                  <input
                    type="radio"
                    name="addressType"
                    value={type}
                    checked={values.addressType === type}
                    onChange={() => {
                      set("addressType", type);
                      setCompanyError(false);
                    }}
                    className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
                  />
                  {t(`integrated.address.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <SelectField
            id={`${id}country`}
            label={t("integrated.address.country")}
            value="US"
            onChange={() => {}}
            autoComplete="country"
            options={[{ value: "US", label: t("integrated.address.unitedStates") }]}
            className="col-span-2"
          />
          <FormField
            label={t("integrated.address.firstName")}
            {...text("firstName", "given-name")}
          />
          <FormField
            label={t("integrated.address.lastName")}
            {...text("lastName", "family-name")}
          />
          <FormField
            ref={companyRef}
            className="col-span-2"
            label={
              <>
                {t("integrated.address.company")}{" "}
                <span className={companyRequired ? "text-ink-900" : "font-normal text-ink-700"}>
                  {t(
                    companyRequired ? "integrated.address.required" : "integrated.address.optional",
                  )}
                </span>
              </>
            }
            {...text("company", "organization")}
            onChange={(event) => {
              set("company", event.target.value);
              setCompanyError(false);
            }}
            required={companyRequired}
            error={companyError ? t("integrated.address.companyError") : undefined}
          />
          <FormField
            className="col-span-2"
            label={t("integrated.address.address")}
            {...text("address", "address-line1")}
          />
          <FormField
            className="col-span-2"
            label={t("integrated.address.apartment")}
            {...text("apartment", "address-line2")}
          />
          <div className="col-span-2 grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-3 sm:gap-x-4">
            <FormField
              className="col-span-2 sm:col-span-1"
              label={t("integrated.address.city")}
              {...text("city", "address-level2")}
            />
            <SelectField
              id={`${id}state`}
              label={t("integrated.address.state")}
              value={values.state}
              onChange={(value) => set("state", value)}
              autoComplete="address-level1"
              options={stateOptions}
            />
            <FormField
              label={t("integrated.address.zip")}
              inputMode="numeric"
              {...text("zip", "postal-code")}
            />
          </div>
          <FormField
            className="col-span-2"
            label={t("integrated.address.phone")}
            {...text("phone", "tel", "tel")}
          />
        </div>
      </CheckoutSection>

      <FlatShippingMethod />
      <SampleCard />

      <div className="rounded-2xl border-2 border-dashed border-brand-400 bg-brand-50 p-5">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          <Sparkles aria-hidden="true" size={14} />
          {t("integrated.offer.badge")}
        </p>
        <label className="mt-3 flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            name="membership"
            checked={membership}
            onChange={(event) => setMembership(event.target.checked)}
            aria-describedby={`${id}offer`}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span className="font-bold text-ink-900">
            {t("integrated.offer.label", { price: usd(MEMBERSHIP_MONTHLY) })}
          </span>
        </label>
        <p id={`${id}offer`} className="mt-2 pl-8 text-sm text-ink-700">
          {t("integrated.offer.text")}
        </p>
      </div>

      <div>
        <button
          type="button"
          onClick={placeOrder}
          className="btn-primary min-h-14 w-full rounded-xl text-base"
        >
          {t("integrated.placeOrder")}
        </button>
        <p className="mt-3 text-center text-sm text-ink-700">{t("integrated.terms")}</p>
      </div>
    </CheckoutColumns>
  );
}
