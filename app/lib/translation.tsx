import {
  cloneElement,
  createContext,
  Fragment,
  use,
  useMemo,
  type ReactElement,
  type ReactNode,
} from "react";
import type { Messages } from "#app/lib/i18n";
import type { StringKeyOf, Translator, Vars } from "#app/lib/translate";

const TranslatorContext = createContext<Translator | null>(null);

/** Hands a render's translator to every component below (the root, the chat widget, tests). */
export function TranslationProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext value={i18n}>{children}</TranslatorContext>;
}

/** `t` of one namespace: only that namespace's string keys type-check. */
export type TFunction<Ns extends keyof Messages> = (
  key: StringKeyOf<Messages[Ns]>,
  vars?: Vars,
) => string;

/**
 * The strings of a namespace (`common` by default). `t` keeps its identity while the page and
 * language do, so what a component memoises with it stays memoised.
 */
export function useTranslation<Ns extends keyof Messages = "common">(
  ns?: Ns,
): { t: TFunction<Ns>; i18n: Translator } {
  const i18n = use(TranslatorContext);
  if (!i18n) throw new Error("useTranslation outside a TranslationProvider");
  const name = ns ?? "common";
  return useMemo(() => ({ t: i18n.fixedT(name) as TFunction<Ns>, i18n }), [i18n, name]);
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A string with a few marked phrases, `Reserve your <hl>seat</hl>`: each `<name>…</name>` is
 * drawn as a copy of `components[name]` holding the phrase. An unknown tag keeps only its text.
 */
export function Trans<K extends string>({
  t,
  i18nKey,
  values,
  components,
}: {
  t: (key: K, vars?: Vars) => string;
  i18nKey: K;
  values?: Vars;
  components: Readonly<Record<string, ReactElement<{ children?: ReactNode }>>>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", inner = ""] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(
      element ? (
        cloneElement(element, { key: parts.length }, inner)
      ) : (
        <Fragment key={parts.length}>{inner}</Fragment>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
