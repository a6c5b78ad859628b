import { UserRoundCheck, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AgentConsoleClient } from "#app/features/agent-console/console-client";
import type { HandOff } from "#app/features/agent-console/console-state";

/** Conversations colleagues handed to this agent: a line each, to open or dismiss. */
export function HandOffNotices({
  client,
  handOffs,
}: {
  client: AgentConsoleClient;
  handOffs: readonly HandOff[];
}) {
  const { t } = useTranslation("agent");
  if (handOffs.length === 0) return null;
  return (
    <ul
      aria-label={t("console.handOff.label")}
      className="border-b border-brand-600/20 bg-brand-50"
    >
      {handOffs.map((handOff) => (
        <li
          key={handOff.sessionId}
          role="alert"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-ink-900"
        >
          <UserRoundCheck aria-hidden="true" size={16} className="shrink-0 text-brand-700" />
          <span className="min-w-0 flex-1">
            {handOff.visitorName
              ? t("console.handOff.named", { agent: handOff.from.name, name: handOff.visitorName })
              : t("console.handOff.anonymous", { agent: handOff.from.name })}
          </span>
          <button
            type="button"
            onClick={() => {
              client.handOffSeen(handOff.sessionId);
              client.select(handOff.sessionId);
            }}
            className="inline-flex min-h-9 items-center rounded-full bg-brand-600 px-3.5 text-xs font-semibold text-white hover:bg-brand-700"
          >
            {t("console.handOff.open")}
          </button>
          <button
            type="button"
            onClick={() => client.handOffSeen(handOff.sessionId)}
            aria-label={t("console.handOff.dismiss")}
            className="grid size-9 place-items-center rounded-full text-ink-700 hover:bg-ink-900/[0.06]"
          >
            <X aria-hidden="true" size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
