import { BellOff, Keyboard, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { AgentAvatar } from "#app/features/agent-console/AgentAvatar";
import type { AgentProfileView } from "#app/features/agent-console/agent-profile-schema";
import type { AgentPresence } from "#party/protocol";

interface Props {
  profile: AgentProfileView;
  /** Who has a console open; null while the inbox is not connected (a stale list misleads). */
  agents: readonly AgentPresence[] | null;
  onSettings: () => void;
  onShortcuts: () => void;
  /** The team's tools (saved replies), before the agent's own buttons. */
  children?: ReactNode;
}

/** The console's bar: who is signed in and who is online, by name; settings, help, sign-out. */
export function ConsoleTopBar({ profile, agents, onSettings, onShortcuts, children }: Props) {
  const { t } = useTranslation("agent");
  const iconButton =
    "grid size-10 shrink-0 place-items-center rounded-full text-ink-700 transition hover:bg-ink-900/[0.06] hover:text-ink-900";
  return (
    <header className="flex flex-wrap items-center gap-x-5 gap-y-2 border-b border-ink-900/10 bg-white px-4 py-2.5">
      <h1 className="text-lg font-bold whitespace-nowrap">{t("login.title")}</h1>
      {agents && (
        <div className="flex min-w-0 flex-1 items-center gap-2.5">
          <h2 className="sr-only">{t("topBar.agentsOnline")}</h2>
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-mint-400" />
          <ul
            aria-label={t("topBar.agentsOnline")}
            className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1"
          >
            {agents.map((agent) => (
              <li
                key={agent.id}
                className="flex min-w-0 items-center gap-1.5 text-sm text-ink-700"
                title={agent.name}
              >
                <AgentAvatar id={agent.id} name={agent.name} size="sm" />
                <span className="max-w-40 min-w-0 truncate">{agent.name}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="ml-auto flex min-w-0 items-center gap-1">
        {children}
        {profile.muted && (
          <span className="grid size-10 place-items-center text-ink-600">
            <BellOff aria-hidden="true" size={18} />
            <span className="sr-only">{t("topBar.muted")}</span>
          </span>
        )}
        <button
          type="button"
          onClick={onShortcuts}
          className={iconButton}
          title={t("topBar.shortcuts")}
        >
          <Keyboard aria-hidden="true" size={19} />
          <span className="sr-only">{t("topBar.shortcuts")}</span>
        </button>
        <button
          type="button"
          onClick={onSettings}
          className="flex min-h-10 items-center gap-2 rounded-full p-1 text-sm font-semibold sm:pr-3.5 text-ink-900 transition hover:bg-ink-900/[0.06]"
        >
          <AgentAvatar id={profile.agentId} name={profile.name} />
          {/* A phone shows the avatar alone: the bar's buttons must fit 360 px. */}
          <span className="sr-only max-w-48 truncate sm:not-sr-only">{profile.name}</span>
          <span className="sr-only">{t("topBar.settings")}</span>
        </button>
        <Form method="post">
          <input type="hidden" name="intent" value="logout" />
          <button type="submit" className={iconButton} title={t("signOut")}>
            <LogOut aria-hidden="true" size={18} />
            <span className="sr-only">{t("signOut")}</span>
          </button>
        </Form>
      </div>
    </header>
  );
}
