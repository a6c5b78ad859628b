import { BadgePercent, X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isWelcomeCode, WELCOME_CODE } from "./sample-order";

interface Props {
  /** "Gift card or discount code", "Promo code" or "Coupon code". */
  label: string;
  applied: boolean;
  onChange: (applied: boolean) => void;
}

type Message = "applied" | "invalid" | "empty" | null;

/**
 * The code box of an order: the welcome code takes 10 % off a first order, any other code is
 * refused with a hint. Nothing is sent anywhere: the check happens in the page.
 */
export function PromoCodeBox({ label, applied, onChange }: Props) {
  const { t } = useTranslation("checkout");
  const id = useId();
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<Message>(null);

  function apply() {
    if (code.trim() === "") {
      setMessage("empty");
    } else if (isWelcomeCode(code)) {
      onChange(true);
      setCode("");
      setMessage("applied");
    } else {
      setMessage("invalid");
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the code (and never submits anything).
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    }
  }

  const error = message === "invalid" || message === "empty";
  return (
    <div>
      <label htmlFor={`${id}code`} className="mb-2 block text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}code`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (message !== "applied") setMessage(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error || undefined}
          aria-describedby={`${id}status ${id}hint`}
          className="field-input min-w-0 flex-1 uppercase placeholder:normal-case"
        />
        <button type="button" onClick={apply} className="btn-outline shrink-0 rounded-xl px-5">
          {t("promo.apply")}
        </button>
      </div>
      <p id={`${id}hint`} className="mt-2 text-sm text-ink-700">
        {t("promo.hint", { code: WELCOME_CODE })}
      </p>
      <p
        id={`${id}status`}
        aria-live="polite"
        className={`text-sm font-semibold empty:hidden ${error ? "mt-1 text-danger-700" : "mt-1 text-[#05704f]"}`}
      >
        {message === "applied" && applied && t("promo.applied", { code: WELCOME_CODE })}
        {message === "invalid" && t("promo.invalid", { code: WELCOME_CODE })}
        {message === "empty" && t("promo.empty")}
      </p>
      {applied && (
        <p className="mt-3 inline-flex items-center gap-1 rounded-full bg-mint-200/50 pl-3 text-sm font-bold text-[#05513e]">
          <BadgePercent aria-hidden="true" size={16} />
          {WELCOME_CODE}
          <button
            type="button"
            onClick={() => {
              onChange(false);
              setMessage(null);
            }}
            className="grid size-11 place-items-center rounded-full hover:bg-mint-300/50"
          >
            <X aria-hidden="true" size={16} />
            <span className="sr-only">{t("promo.remove", { code: WELCOME_CODE })}</span>
          </button>
        </p>
      )}
    </div>
  );
}
