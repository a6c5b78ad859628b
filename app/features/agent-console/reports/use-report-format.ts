import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { durationCopy } from "#app/features/agent-console/reports/duration";
import { useLang } from "#app/lib/root-data";

/** How the reports view writes its days and durations, in the console's language. */
export function useReportFormat() {
  const { t } = useTranslation("agent");
  const lang = useLang();
  return useMemo(() => {
    // A report's days are calendar dates: formatted at midnight UTC, in UTC, they stay that date.
    const dayFormat = new Intl.DateTimeFormat(lang, {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    const shortFormat = new Intl.DateTimeFormat(lang, {
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    const at = (day: string) => Date.parse(`${day}T00:00:00Z`);
    return {
      day: (day: string) => dayFormat.format(at(day)),
      shortDay: (day: string) => shortFormat.format(at(day)),
      duration: (ms: number | null) => {
        if (ms === null) return t("reports.noTime");
        const copy = durationCopy(ms);
        return t(`reports.duration.${copy.key}`, copy.values);
      },
      number: (value: number) => value.toLocaleString(lang),
    };
  }, [lang, t]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
