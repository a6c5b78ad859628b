import { ChartColumn, MessagesSquare } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ReportsView } from "#app/features/agent-console/reports/ReportsView";

const views = ["conversations", "reports"] as const;
type View = (typeof views)[number];
const icons = { conversations: MessagesSquare, reports: ChartColumn };

/**
 * The console's two views as tabs: the inbox (its children) and the reports. The inbox stays
 * mounted while the reports show, so its conversations, drafts and sockets carry on; the reports
 * are fetched afresh each time they are opened.
 */
export function ConsoleViews({ children }: { children: ReactNode }) {
  const { t } = useTranslation("agent");
  const id = useId();
  const [view, setView] = useState<View>("conversations");
  const tabs = useRef(new Map<View, HTMLButtonElement>());

  // Arrow keys, Home and End move between the tabs, as the ARIA tabs pattern has it.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = views.indexOf(view);
    const next = {
      ArrowRight: views[(index + 1) % views.length],
      ArrowLeft: views[(index + views.length - 1) % views.length],
      Home: views[0],
      End: views[views.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    setView(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={t("reports.tabs.label")}
        className="flex shrink-0 gap-1 border-b border-ink-900/10 bg-white px-2"
      >
        {views.map((name) => {
          const Icon = icons[name];
          const selected = view === name;
          return (
            <button
              key={name}
              ref={(button) => {
                if (button) tabs.current.set(name, button);
                else tabs.current.delete(name);
              }}
              type="button"
              role="tab"
              id={`${id}-${name}-tab`}
              aria-selected={selected}
              aria-controls={`${id}-${name}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setView(name)}
              onKeyDown={onKeyDown}
              className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold ${
                selected
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-ink-600 hover:text-ink-900"
              }`}
            >
              <Icon aria-hidden="true" size={16} />
              {t(`reports.tabs.${name}`)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-conversations`}
        aria-labelledby={`${id}-conversations-tab`}
        hidden={view !== "conversations"}
        className="flex min-h-0 flex-1 flex-col"
      >
        {children}
      </div>
      <div
        role="tabpanel"
        id={`${id}-reports`}
        aria-labelledby={`${id}-reports-tab`}
        hidden={view !== "reports"}
        className="flex min-h-0 flex-1 flex-col"
      >
        {view === "reports" && <ReportsView />}
      </div>
    </>
  );
}
