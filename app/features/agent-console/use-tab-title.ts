import { useEffect, useState } from "react";

/** Whether this tab is in the background (another tab in front, window minimised). */
function useTabHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return hidden;
}

/**
 * The tab's title carries the unread count only while the tab is in the background: that is
 * when an agent needs it, and a count that changes under their eyes is noise (Chatwoot #1546).
 */
export function useTabTitle(title: string, unreadTitle: string, unread: number) {
  const hidden = useTabHidden();
  const shown = hidden && unread > 0 ? unreadTitle : title;
  useEffect(() => {
    document.title = shown;
  }, [shown]);
  // The route's own title comes back when the console goes (sign-out re-renders the page).
  useEffect(
    () => () => {
      document.title = title;
    },
    [title],
  );
}
