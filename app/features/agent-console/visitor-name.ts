import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_CHAT_NAME, shortSessionId, type RoomSummary } from "#party/protocol";

/**
 * What the console calls a visitor. The pre-chat form asks no name, so most visitors are the
 * default "Guest": their email tells them apart in the list, the pane's title and the tab alert.
 * Before the room knows the visitor: "Visitor 1a2b3c4d".
 */
export function visitorLabel(summary: RoomSummary | null): string | null {
  const profile = summary?.profile;
  if (!profile) return null;
  return profile.name && profile.name !== DEFAULT_CHAT_NAME ? profile.name : profile.email;
}

export function useVisitorName() {
  const { t } = useTranslation("agent");
  return useCallback(
    (sessionId: string, summary: RoomSummary | null) =>
      visitorLabel(summary) ?? t("console.visitorFallback", { id: shortSessionId(sessionId) }),
    [t],
  );
}
