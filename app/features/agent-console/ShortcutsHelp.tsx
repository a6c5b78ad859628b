import { useTranslation } from "react-i18next";
import { ConsoleDialog } from "#app/features/agent-console/ConsoleDialog";
import { shortcutKeys } from "#app/features/agent-console/use-console-shortcuts";

/** The list of the console's keyboard shortcuts (opened with ? or from the top bar). */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("agent");
  const keyName = (key: string) =>
    key === "enter" || key === "esc" ? t(`shortcuts.keys.${key}`) : key;
  return (
    <ConsoleDialog title={t("shortcuts.title")} closeLabel={t("shortcuts.close")} onClose={onClose}>
      <p className="text-sm text-ink-600">{t("shortcuts.intro")}</p>
      <dl className="mt-4 divide-y divide-ink-900/[0.07]">
        {shortcutKeys.map(({ keys, action }) => (
          <div key={action} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-sm text-ink-900">{t(`shortcuts.${action}`)}</dt>
            <dd className="flex shrink-0 gap-1">
              {keys.map((key) => (
                <kbd
                  key={key}
                  className="min-w-8 rounded-md border border-ink-900/15 bg-ink-900/[0.04] px-2 py-1 text-center font-mono text-xs font-semibold text-ink-900 shadow-[inset_0_-1px_0_rgb(0_0_0/0.12)]"
                >
                  {keyName(key)}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" data-autofocus onClick={onClose} className="btn-outline mt-5 w-full">
        {t("shortcuts.close")}
      </button>
    </ConsoleDialog>
  );
}
