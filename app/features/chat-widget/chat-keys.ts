/**
 * Where the widget keeps its data (localStorage). This file is all the page shell knows about it:
 * the launcher only asks whether a conversation exists, to load the widget early for its badge.
 */
export const CHAT_USER_KEY = "subnova.chat.user";
export const CHAT_SESSION_KEY = "subnova.chat.session";

export function hasChatSession(): boolean {
  try {
    return window.localStorage.getItem(CHAT_SESSION_KEY) !== null;
  } catch {
    return false;
  }
}
