import { MessagesSquare, WifiOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { topLevelPages } from "#app/config/pages";
import { AgentSettings } from "#app/features/agent-console/AgentSettings";
import { CannedReplies } from "#app/features/agent-console/CannedReplies";
import type {
  AgentProfileChange,
  AgentProfileView,
} from "#app/features/agent-console/agent-profile-schema";
import { AgentConsoleClient } from "#app/features/agent-console/console-client";
import { summaryOf, totalUnread, transcriptOf } from "#app/features/agent-console/console-state";
import { ConsoleTopBar } from "#app/features/agent-console/ConsoleTopBar";
import {
  type ConsoleView,
  DEFAULT_VIEW,
  roomsInView,
  storedView,
  storeView,
} from "#app/features/agent-console/console-views";
import { ConversationList } from "#app/features/agent-console/ConversationList";
import { ConversationPane } from "#app/features/agent-console/ConversationPane";
import { HandOffNotices } from "#app/features/agent-console/HandOffNotices";
import { ConsoleViews } from "#app/features/agent-console/reports/ConsoleViews";
import { ShortcutsHelp } from "#app/features/agent-console/ShortcutsHelp";
import { useConsoleAlerts } from "#app/features/agent-console/use-console-alerts";
import { useConsoleShortcuts } from "#app/features/agent-console/use-console-shortcuts";
import { useTabTitle } from "#app/features/agent-console/use-tab-title";
import { documentTitle } from "#app/lib/seo";
import { isSessionId } from "#party/protocol";

type Panel = "settings" | "shortcuts" | null;

const browserStorage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The support console once an agent is signed in: the live list of conversations and the one
 * being answered. Two columns on a desktop; on a phone the list, then the conversation full width.
 */
export function AgentConsole({
  profile: savedProfile,
  linkedSession,
}: {
  /** The signed-in agent's profile as the page's loader read it. */
  profile: AgentProfileView;
  /** The conversation of the team alert this page was opened from (its ?alert=<id>), if any. */
  linkedSession: string | null;
}) {
  const { t } = useTranslation("agent");
  const [client] = useState(() => new AgentConsoleClient());
  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
  const { state, selected } = snapshot;
  const [profile, setProfile] = useState(savedProfile);
  const agentId = profile.agentId;
  const [panel, setPanel] = useState<Panel>(null);
  const revalidator = useRevalidator();
  // The server renders the default view; the agent's own is read once the page runs.
  const [view, setView] = useState<ConsoleView>(DEFAULT_VIEW);
  useEffect(() => setView(storedView(browserStorage(), agentId)), [agentId]);
  const chooseView = (next: ConsoleView) => {
    setView(next);
    storeView(browserStorage(), agentId, next);
  };

  const onSaved = (saved: AgentProfileView, change: AgentProfileChange) => {
    setProfile(saved);
    // The room and the inbox read the agent's name when a socket opens.
    if (change.name !== undefined) client.reconnect();
    // The console's copy and <html lang> come from the loaders: read again in the new language.
    if (change.lang !== undefined) void revalidator.revalidate();
  };

  useConsoleAlerts({
    rooms: state.rooms,
    loaded: state.inboxLoaded,
    agentId,
    selected,
    muted: profile.muted,
    onOpen: (sessionId) => client.select(sessionId),
  });

  useEffect(() => {
    client.start(linkedSession && isSessionId(linkedSession) ? linkedSession : null);
    return () => client.dispose();
    // Once per page: the link only says which conversation to open first.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);

  const title = documentTitle(t("meta.title"));
  const unread = totalUnread(state);
  useTabTitle(title, t("console.tabTitleUnread", { count: unread, title }), unread);

  // Back on a phone gives the focus to the conversation's row in the list.
  const rowButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusRow = useRef<string | null>(null);
  const buttonRef = useCallback((sessionId: string, button: HTMLButtonElement | null) => {
    if (button) rowButtons.current.set(sessionId, button);
    else rowButtons.current.delete(sessionId);
  }, []);
  useEffect(() => {
    if (selected !== null || !focusRow.current) return;
    rowButtons.current.get(focusRow.current)?.focus();
    focusRow.current = null;
  }, [selected]);
  const back = () => {
    focusRow.current = selected;
    client.select(null);
  };

  const shown = roomsInView(view, state.rooms, agentId);
  useConsoleShortcuts(
    {
      move: (step) => {
        const order = shown.map((room) => room.sessionId);
        const focused = [...rowButtons.current].find(([, b]) => b === document.activeElement)?.[0];
        const from = order.indexOf(focused ?? selected ?? "");
        const next =
          from === -1
            ? step === 1
              ? 0
              : order.length - 1
            : Math.min(Math.max(from + step, 0), order.length - 1);
        const id = order[next];
        const button = id ? rowButtons.current.get(id) : undefined;
        // A phone shows the conversation alone: j/k mean the list only when it is on screen.
        if (button && button.offsetParent !== null) button.focus();
      },
      leave: () => {
        if (selected) back();
      },
      help: () => setPanel("shortcuts"),
    },
    panel === null,
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ConsoleTopBar
        profile={profile}
        // Who is online is only known while connected; a stale list would mislead.
        agents={state.inboxLoaded && snapshot.inbox === "open" ? state.agents : null}
        onSettings={() => setPanel("settings")}
        onShortcuts={() => setPanel("shortcuts")}
      >
        <CannedReplies />
      </ConsoleTopBar>
      <output className="block">
        {!snapshot.signedOut && snapshot.inbox !== "open" && (
          <span className="flex items-center gap-2 border-b border-sun-300/70 bg-sun-300/25 px-4 py-2 text-sm font-medium text-ink-900">
            <WifiOff aria-hidden="true" size={16} className="shrink-0" />
            {snapshot.inbox === "connecting" ? t("console.connecting") : t("console.reconnecting")}
          </span>
        )}
      </output>
      <HandOffNotices client={client} handOffs={state.handedToMe} />
      {snapshot.signedOut && (
        <p
          role="alert"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-danger-700/20 bg-danger-50 px-4 py-2 text-sm font-medium text-danger-700"
        >
          {t("console.signedOut")}
          <a href={topLevelPages.agent.path} className="font-semibold underline underline-offset-2">
            {t("console.signInAgain")}
          </a>
        </p>
      )}

      <ConsoleViews>
        <div className="flex min-h-0 flex-1">
          <ConversationList
            rooms={state.rooms}
            view={view}
            onView={chooseView}
            loaded={state.inboxLoaded}
            selected={selected}
            agentId={agentId}
            onSelect={(sessionId) => client.select(sessionId)}
            buttonRef={buttonRef}
            className={`${selected ? "hidden md:flex" : "flex"} w-full shrink-0 md:w-[22rem] xl:w-[24rem]`}
          />
          {selected ? (
            <ConversationPane
              key={selected}
              client={client}
              state={state}
              sessionId={selected}
              summary={summaryOf(state, selected)}
              transcript={transcriptOf(state, selected)}
              agentId={agentId}
              onBack={back}
            />
          ) : (
            <div className="hidden min-w-0 flex-1 flex-col items-center justify-center gap-3 px-6 text-center md:flex">
              <MessagesSquare aria-hidden="true" size={40} className="text-brand-300" />
              <p className="max-w-xs text-sm text-ink-600">{t("console.selectConversation")}</p>
            </div>
          )}
        </div>
      </ConsoleViews>
      {panel === "settings" && (
        <AgentSettings profile={profile} onSaved={onSaved} onClose={() => setPanel(null)} />
      )}
      {panel === "shortcuts" && <ShortcutsHelp onClose={() => setPanel(null)} />}
    </div>
  );
}
