import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLang } from "#app/lib/root-data";
import { type WorkshopWhen, workshopWhen } from "#app/features/webinar/format-workshop";
import { WORKSHOP_ZONE_LABEL } from "#app/features/webinar/webinar-time";

/**
 * "Next live workshop: Friday, March 13 at 8:00 PM CST", with a machine-readable date. `written`
 * is the loader's writing of the start it knew (format-workshop.ts).
 */
export function WorkshopDate({ start, written }: { start: number; written: WorkshopWhen }) {
  const { t } = useTranslation("webi");
  const lang = useLang();
  const { date, time, iso } = written.start === start ? written : workshopWhen(start, lang);
  return (
    <p className="flex items-start gap-3 text-white" data-testid="workshop-date">
      <CalendarClock aria-hidden="true" size={22} className="mt-0.5 shrink-0 text-sun-300" />
      <span>
        <span className="block text-sm font-semibold text-white/75">{t("workshop.label")}</span>
        <time dateTime={iso} className="text-lg font-bold">
          {t("workshop.when", { date, time, zone: WORKSHOP_ZONE_LABEL })}
        </time>
      </span>
    </p>
  );
}
