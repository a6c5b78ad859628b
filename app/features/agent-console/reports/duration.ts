/**
 * A first response time as people say it: "45 s", "1 min 20 s", "2 h 5 min". Under an hour to
 * the second; from an hour on, to the minute (seconds no longer matter there).
 */
export type DurationCopy =
  | { key: "seconds"; values: { seconds: number } }
  | { key: "minutes"; values: { minutes: number } }
  | { key: "minutesSeconds"; values: { minutes: number; seconds: number } }
  | { key: "hours"; values: { hours: number } }
  | { key: "hoursMinutes"; values: { hours: number; minutes: number } };

export function durationCopy(ms: number): DurationCopy {
  const totalSeconds = Math.max(0, Math.round(ms / 1000));
  if (totalSeconds < 60) return { key: "seconds", values: { seconds: totalSeconds } };
  if (totalSeconds < 3600) {
    const minutes = Math.floor(totalSeconds / 60);
    const seconds = totalSeconds % 60;
    return seconds === 0
      ? { key: "minutes", values: { minutes } }
      : { key: "minutesSeconds", values: { minutes, seconds } };
  }
  const totalMinutes = Math.round(totalSeconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return minutes === 0
    ? { key: "hours", values: { hours } }
    : { key: "hoursMinutes", values: { hours, minutes } };
}
