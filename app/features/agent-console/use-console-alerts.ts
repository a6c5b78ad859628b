import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { alertsBetween, roomsById } from "#app/features/agent-console/alert-rule";
import { notify, playChime } from "#app/features/agent-console/alert-sound";
import { useVisitorName } from "#app/features/agent-console/visitor-name";
import type { RoomSummary } from "#party/protocol";

/** Several rooms changing in one update ring once. */
const CHIME_GAP_MS = 1000;
const MAX_NOTIFICATIONS = 3;

interface Options {
  rooms: readonly RoomSummary[];
  loaded: boolean;
  agentId: string;
  selected: string | null;
  muted: boolean;
  /** A click on a notification opens its conversation. */
  onOpen: (sessionId: string) => void;
}

/**
 * Rings (and shows a desktop notification, once allowed) for what the agent must not miss, as
 * the inbox's updates arrive: the rule is alertsBetween's; this hook only keeps the list it saw
 * last and plays what the rule returns.
 */
export function useConsoleAlerts({ rooms, loaded, agentId, selected, muted, onOpen }: Options) {
  const { t } = useTranslation("agent");
  const visitorName = useVisitorName();
  const seen = useRef<Map<string, RoomSummary> | null>(null);
  const lastChime = useRef(0);
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
  });

  useEffect(() => {
    if (!loaded) return;
    const watching =
      document.visibilityState === "visible" && document.hasFocus() ? selected : null;
    const alerts = alertsBetween(seen.current, rooms, { agentId, watching });
    seen.current = roomsById(rooms);
    if (muted || alerts.length === 0) return;
    const now = Date.now();
    if (now - lastChime.current >= CHIME_GAP_MS) {
      lastChime.current = now;
      playChime();
    }
    // After a long reconnect many may be new at once: a few notifications, not a wall of them.
    for (const { kind, room } of alerts.slice(0, MAX_NOTIFICATIONS)) {
      const name = visitorName(room.sessionId, room);
      const title =
        kind === "conversation"
          ? t("alerts.newConversation", { name })
          : t("alerts.newMessage", { name });
      notify(title, room.lastPreview, room.sessionId, () => open.current(room.sessionId));
    }
    // Only a new list is news; the other values are read as they are then.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [rooms, loaded]);
}
