import type { Lang } from "#app/config/languages";
import type { Copy } from "#app/lib/i18n";

export type ChatCopy = Copy["chat"];

/**
 * The widget's copy, one small chunk per language, fetched only when the widget loads (never in
 * a page's HTML or in the shell's JavaScript; see docs/decisions/007-chat-widget-loading.md).
 */
const loaders: Record<Lang, () => Promise<{ default: ChatCopy }>> = {
  en: () => import("#locales/en/blocks/chat.json"),
  fr: () => import("#locales/fr/blocks/chat.json"),
};

const loaded = new Map<Lang, ChatCopy>();
const loading = new Map<Lang, Promise<ChatCopy>>();

export function loadChatCopy(lang: Lang): Promise<ChatCopy> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = loaders[lang]().then((module) => {
      loaded.set(lang, module.default);
      return module.default;
    });
    // A failed download (offline) is tried again next time.
    promise.catch(() => loading.delete(lang));
    loading.set(lang, promise);
  }
  return promise;
}

/** The copy of a language if it has already arrived. */
export const loadedChatCopy = (lang: Lang): ChatCopy | undefined => loaded.get(lang);
