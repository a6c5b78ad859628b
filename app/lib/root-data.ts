import { useRouteLoaderData } from "react-router";
import { defaultLang, type Lang } from "#app/config/languages";
import type { Messages } from "#app/lib/i18n";

export interface RootData {
  lang: Lang;
  messages: Messages;
  siteUrl: string;
}

/** The root loader's data; also available while an error boundary renders. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

export function useLang(): Lang {
  return useRootData()?.lang ?? defaultLang;
}
