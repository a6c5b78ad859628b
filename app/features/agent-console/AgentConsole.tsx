import { MessagesSquare, WifiOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { topLevelPages } from "#app/config/pages";
import { AgentConsoleClient } from "#app/features/agent-console/console-client";
import { summaryOf, totalUnread, transcriptOf } from "#app/features/agent-console/console-state";
import { ConversationList } from "#app/features/agent-console/ConversationList";
import { ConversationPane } from "#app/features/agent-console/ConversationPane";
import { ConsoleViews } from "#app/features/agent-console/reports/ConsoleViews";
import { useTabTitle } from "#app/features/agent-console/use-tab-title";
import { documentTitle } from "#app/lib/seo";
import { isSessionId } from "#party/protocol";

/**
 * The support console once an agent is signed in: the live list of conversations and the one
 * being answered. Two columns on a desktop; on a phone the list, then the conversation full width.
 */
export function AgentConsole({
  agentId,
  linkedSession,
}: {
  agentId: string;
  /** The conversation of the team alert this page was opened from (its ?alert=<id>), if any. */
  linkedSession: string | null;
}) {
  const { t } = useTranslation("agent");
  const [client] = useState(() => new AgentConsoleClient());
  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
  const { state, selected } = snapshot;

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

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-1 border-b border-ink-900/10 bg-white px-4 py-2 text-xs text-ink-600">
        {/* Who is online is only known while connected; a stale list would mislead. */}
        {state.inboxLoaded && snapshot.inbox === "open" && (
          <p className="flex min-w-0 items-center gap-2">
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-mint-400" />
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {t("console.agentsOnline", {
                agents: state.agents.map((agent) => agent.name).join(", "),
              })}
            </span>
          </p>
        )}
      </div>
      <output className="block">
        {!snapshot.signedOut && snapshot.inbox !== "open" && (
          <span className="flex items-center gap-2 border-b border-sun-300/70 bg-sun-300/25 px-4 py-2 text-sm font-medium text-ink-900">
            <WifiOff aria-hidden="true" size={16} className="shrink-0" />
            {snapshot.inbox === "connecting" ? t("console.connecting") : t("console.reconnecting")}
          </span>
        )}
      </output>
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
            loaded={state.inboxLoaded}
            selected={selected}
            agentId={agentId}
            onSelect={(sessionId) => client.select(sessionId)}
            buttonRef={buttonRef}
            className={`${selected ? "hidden md:flex" : "flex"} w-full shrink-0 md:w-[22rem]`}
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
    </div>
  );
}
