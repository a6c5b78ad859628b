/**
 * The console's alert: a short two-note chime made with the Web Audio API (no audio file to load,
 * nothing from another host), and a desktop notification once the agent allowed them.
 */

let audio: AudioContext | null = null;

/** Plays the chime; silently nothing where the browser has no Web Audio or refuses it. */
export function playChime() {
  if (typeof AudioContext === "undefined") return;
  try {
    audio ??= new AudioContext();
    // A context made before any click starts suspended; a later alert may resume it.
    if (audio.state === "suspended") void audio.resume();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.12, 1320],
    ] as const) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = "sine";
      tone.frequency.setValueAtTime(frequency, start + offset);
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.18, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.32);
    }
  } catch {
    // No sound is better than a broken console.
  }
}

export type NotificationState = NotificationPermission | "unsupported";

export const notificationState = (): NotificationState =>
  typeof Notification === "undefined" ? "unsupported" : Notification.permission;

/** Asks the browser, only ever from the agent's click. */
export async function askNotificationPermission(): Promise<NotificationState> {
  if (typeof Notification === "undefined") return "unsupported";
  return Notification.requestPermission();
}

/** A desktop notification, replacing the previous one of the same conversation. */
export function notify(title: string, body: string, tag: string, onClick: () => void) {
  if (notificationState() !== "granted") return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.addEventListener("click", () => {
      window.focus();
      onClick();
      notification.close();
    });
  } catch {
    // Some browsers only allow notifications from a service worker: the sound still rang.
  }
}
