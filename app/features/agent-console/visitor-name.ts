import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { shortSessionId, type RoomSummary } from "#party/protocol";

/** The visitor's name from the pre-chat form, or "Visitor 1a2b3c4d" before the room knows it. */
export function useVisitorName() {
  const { t } = useTranslation("agent");
  return useCallback(
    (sessionId: string, summary: RoomSummary | null) =>
      summary?.profile?.name ?? t("console.visitorFallback", { id: shortSessionId(sessionId) }),
    [t],
  );
}
