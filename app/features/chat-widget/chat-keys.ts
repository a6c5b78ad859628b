/**
 * Where the widget keeps its data. This file is all the page shell knows about it: the launcher
 * asks whether a conversation exists (to load the widget early for its badge) and moves the data
 * when the visitor's consent changes.
 *
 * The cookie policy's promise (DR 016): the chat keeps the visitor's contact and conversation
 * across visits (localStorage) only with Functional consent. Without it they live in the tab's
 * sessionStorage, so the conversation follows the visitor from page to page and is gone when the
 * tab closes.
 */
import type { StorageLike } from "#app/features/cookie-consent/consent-store";

export const CHAT_USER_KEY = "subnova.chat.user";
export const CHAT_SESSION_KEY = "subnova.chat.session";
const chatKeys = [CHAT_USER_KEY, CHAT_SESSION_KEY] as const;

/** The browser's storage for chat data under the given consent; null where storage is blocked. */
export function chatStorageFor(functional: boolean): Storage | null {
  try {
    return functional ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Moves the chat's entries from one storage to the other. What moves is what the open tab has
 * been using, so it replaces what the destination held; the source keeps nothing. A storage that
 * refuses leaves the entry where it was, except that a withdrawn consent (`to` the tab's storage)
 * still removes it from `from`.
 */
export function moveChatData(
  from: StorageLike | null,
  to: StorageLike | null,
  { removeEvenIfNotCopied = false } = {},
): void {
  if (!from) return;
  for (const key of chatKeys) {
    try {
      const value = from.getItem(key);
      if (value === null) continue;
      let copied = false;
      try {
        to?.setItem(key, value);
        copied = to !== null;
      } catch {
        // A full or blocked storage: decided below.
      }
      if (copied || removeEvenIfNotCopied) from.removeItem(key);
    } catch {
      // Blocked storage: nothing can be read or removed there.
    }
  }
}

/** Puts the chat's entries where the given consent says they belong. */
export function settleChatData(functional: boolean): void {
  moveChatData(chatStorageFor(!functional), chatStorageFor(functional), {
    removeEvenIfNotCopied: !functional,
  });
}

export function hasChatSession(): boolean {
  return [true, false].some((functional) => {
    try {
      return chatStorageFor(functional)?.getItem(CHAT_SESSION_KEY) != null;
    } catch {
      return false;
    }
  });
}
