import { useId, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "#app/features/cashback-demo/use-hydrated";

interface Props {
  snippet: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The embed code in a read-only box, to read or copy by hand. It is filled once the page has
 * hydrated: the snippet carries the client bundle's function source, which the server's differs
 * from (minified or not), and the box's height is fixed, so nothing moves when it fills.
 */
export function EmbedCodeBox({ snippet, ref }: Props) {
  const { t } = useTranslation("demo");
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div>
      <label htmlFor={`${id}code`} className="block text-sm font-semibold">
        {t("code.label")}
      </label>
      <p id={`${id}code-hint`} className="mt-1 text-sm text-ink-600">
        {t("code.hint")}
      </p>
      <textarea
        id={`${id}code`}
        ref={ref}
        readOnly
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        aria-describedby={`${id}code-hint`}
        value={hydrated ? snippet : ""}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-3 block h-72 w-full resize-y rounded-xl border border-ink-900/20 bg-ink-950 p-4 font-mono text-[0.8rem] leading-relaxed break-all whitespace-pre-wrap text-[#dfe2ff] outline-none selection:bg-brand-500 selection:text-white focus:border-brand-400 focus:ring-3 focus:ring-brand-400/40"
      />
    </div>
  );
}
