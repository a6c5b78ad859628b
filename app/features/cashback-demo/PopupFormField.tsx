import type { ChangeEvent, Ref } from "react";
import { useTranslation } from "react-i18next";
import {
  maxLength,
  MAX_PRICE,
  type PopupField,
  type PopupFieldError,
} from "#app/features/cashback-demo/popup-fields";
import { formatUsd } from "#app/lib/format-money";
import { useLang } from "#app/lib/root-data";

interface Props {
  id: string;
  name: PopupField;
  value: string;
  error?: PopupFieldError;
  onChange: (name: PopupField, value: string) => void;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** One customizer field: label, box, hint, character count (text) or unit (price), error. */
export function PopupFormField({ id, name, value, error, onChange, ref }: Props) {
  const { t } = useTranslation("demo");
  const lang = useLang();
  const fieldId = `${id}${name}`;
  const hintId = `${fieldId}-hint`;
  const countId = `${fieldId}-count`;
  const unitId = `${fieldId}-unit`;
  const errorId = `${fieldId}-error`;
  const isPrice = name === "price";
  const multiline = name === "claimMessage" || name === "claimNote";
  const max = isPrice ? undefined : maxLength[name];
  const count = [...value.trim()].length;

  const describedBy = [hintId, isPrice ? unitId : countId, error ? errorId : ""]
    .filter(Boolean)
    .join(" ");
  const common = {
    id: fieldId,
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(name, event.target.value),
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    ref,
  };

  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <label htmlFor={fieldId} className="text-sm font-semibold">
          {t(`form.fields.${name}.label`)}
        </label>
        {max !== undefined && (
          <span
            id={countId}
            className={`text-xs tabular-nums ${count > max ? "font-bold text-danger-700" : "text-ink-600"}`}
          >
            <span aria-hidden="true">{t("form.characters", { count, max })}</span>
            <span className="sr-only">{t("form.charactersLabel", { count, max })}</span>
          </span>
        )}
      </div>
      {multiline ? (
        <textarea
          {...common}
          rows={4}
          className="field-input min-h-28 resize-y py-3 leading-relaxed field-sizing-content"
        />
      ) : isPrice ? (
        <div className="relative">
          <input
            {...common}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="field-input pr-32 tabular-nums"
          />
          <span
            id={unitId}
            className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-sm font-semibold text-ink-600"
          >
            {t("form.fields.price.unit")}
          </span>
        </div>
      ) : (
        <input {...common} type="text" autoComplete="off" className="field-input" />
      )}
      <p id={hintId} className="mt-1.5 text-sm text-ink-600">
        {t(`form.fields.${name}.hint`)}
      </p>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-danger-700">
          {t(`errors.${name}.${error}` as never, {
            max: isPrice ? formatUsd(MAX_PRICE, lang) : max,
          })}
        </p>
      )}
    </div>
  );
}
