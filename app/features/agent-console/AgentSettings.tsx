import { Bell, BellOff, Volume2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { languages, type Lang } from "#app/config/languages";
import { site } from "#app/config/site";
import { AgentAvatar } from "#app/features/agent-console/AgentAvatar";
import { saveProfile } from "#app/features/agent-console/agent-profile-client";
import {
  agentProfileChange,
  type AgentProfileChange,
  type AgentProfileView,
} from "#app/features/agent-console/agent-profile-schema";
import {
  askNotificationPermission,
  notificationState,
  playChime,
  type NotificationState,
} from "#app/features/agent-console/alert-sound";
import { ConsoleDialog } from "#app/features/agent-console/ConsoleDialog";
import { singleLine } from "#app/lib/single-line";
import { MAX_AGENT_NAME_LENGTH } from "#party/protocol";

interface Props {
  profile: AgentProfileView;
  /** A change the server saved (the console applies it: new name on the sockets, language). */
  onSaved: (profile: AgentProfileView, change: AgentProfileChange) => void;
  onClose: () => void;
}

type NameError = "empty" | "tooLong" | "failed" | null;

/** The agent's own settings: the name visitors read, the console's language, alerts. */
export function AgentSettings({ profile, onSaved, onClose }: Props) {
  const { t } = useTranslation("agent");
  const [name, setName] = useState(profile.name);
  const [nameError, setNameError] = useState<NameError>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<"saved" | "failed" | null>(null);
  const [permission, setPermission] = useState<NotificationState>(notificationState);
  const nameId = useId();
  const shown = singleLine(name) || profile.name;

  async function save(change: AgentProfileChange): Promise<boolean> {
    setBusy(true);
    setStatus(null);
    const saved = await saveProfile(change);
    setBusy(false);
    setStatus(saved ? "saved" : "failed");
    if (saved) onSaved(saved, change);
    return saved !== null;
  }

  async function saveName(event: FormEvent) {
    event.preventDefault();
    const parsed = agentProfileChange.safeParse({ name });
    if (!parsed.success || parsed.data.name === undefined) {
      return setNameError(singleLine(name) === "" ? "empty" : "tooLong");
    }
    setNameError(null);
    if (!(await save({ name: parsed.data.name }))) setNameError("failed");
  }

  const errorText =
    nameError === "tooLong"
      ? t("settings.errors.tooLong", { max: MAX_AGENT_NAME_LENGTH })
      : nameError
        ? t(`settings.errors.${nameError}`)
        : null;

  return (
    <ConsoleDialog
      title={t("settings.title")}
      closeLabel={t("settings.close")}
      onClose={onClose}
      wide
    >
      <form onSubmit={saveName} noValidate className="flex flex-col gap-3">
        <label htmlFor={nameId} className="text-sm font-semibold">
          {t("settings.name")}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={nameId}
            data-autofocus
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
              setStatus(null);
            }}
            maxLength={MAX_AGENT_NAME_LENGTH + 20}
            autoComplete="name"
            aria-invalid={nameError === "empty" || nameError === "tooLong" || undefined}
            aria-describedby={`${nameId}-hint${errorText ? ` ${nameId}-error` : ""}`}
            className="field-input min-w-0 flex-1"
          />
          <button type="submit" className="btn-primary px-5" disabled={busy}>
            {busy ? t("settings.saving") : t("settings.saveName")}
          </button>
        </div>
        <p id={`${nameId}-hint`} className="text-xs text-ink-600">
          {t("settings.nameHint")}
        </p>
        {errorText && (
          <p id={`${nameId}-error`} role="alert" className="text-sm font-medium text-danger-700">
            {errorText}
          </p>
        )}
        <figure className="rounded-xl bg-brand-50/70 p-4 ring-1 ring-brand-100">
          <figcaption className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
            {t("settings.preview")}
          </figcaption>
          <div className="mt-3 flex items-end gap-2.5">
            <AgentAvatar id={profile.agentId} name={shown} />
            <div className="flex min-w-0 flex-col gap-1">
              <span className="truncate text-xs font-semibold text-ink-700" data-testid="signature">
                {t("settings.signature", { name: shown, brand: site.name })}
              </span>
              <p className="rounded-2xl rounded-bl-md bg-white px-3.5 py-2 text-sm text-ink-900 shadow-card ring-1 ring-ink-900/5">
                {t("settings.previewText")}
              </p>
            </div>
          </div>
        </figure>
      </form>

      <fieldset className="mt-6">
        <legend className="text-sm font-semibold">{t("settings.language")}</legend>
        <div className="mt-2 flex gap-2">
          {languages.map(({ code, name: label }) => (
            <label
              key={code}
              lang={code}
              className="flex min-h-10 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-ink-900/15 px-3 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="console-lang"
                value={code}
                checked={profile.lang === code}
                disabled={busy}
                onChange={() => void save({ lang: code satisfies Lang })}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="mt-6 flex flex-col gap-3">
        <legend className="text-sm font-semibold">{t("settings.alerts")}</legend>
        <button
          type="button"
          role="switch"
          aria-checked={profile.muted}
          disabled={busy}
          onClick={() => void save({ muted: !profile.muted })}
          className="flex items-center justify-between gap-4 rounded-lg border border-ink-900/15 px-3.5 py-2.5 text-left text-sm"
        >
          <span className="flex items-center gap-2.5">
            {profile.muted ? (
              <BellOff aria-hidden="true" size={18} className="shrink-0 text-ink-600" />
            ) : (
              <Bell aria-hidden="true" size={18} className="shrink-0 text-brand-700" />
            )}
            <span className="flex flex-col">
              <span className="font-medium">{t("settings.mute")}</span>
              <span className="text-xs text-ink-600">{t("settings.muteHint")}</span>
            </span>
          </span>
          <span
            aria-hidden="true"
            className={`relative h-6 w-11 shrink-0 rounded-full transition ${
              profile.muted ? "bg-brand-600" : "bg-ink-900/20"
            }`}
          >
            <span
              className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${
                profile.muted ? "left-[1.375rem]" : "left-0.5"
              }`}
            />
          </span>
        </button>
        <p className="text-sm text-ink-700">{t(`settings.notifications.${permission}`)}</p>
        <div className="flex flex-wrap gap-2">
          {permission === "default" && (
            <button
              type="button"
              className="btn-outline px-4 text-sm"
              onClick={() => void askNotificationPermission().then(setPermission)}
            >
              <Bell aria-hidden="true" size={16} />
              {t("settings.notifications.enable")}
            </button>
          )}
          <button type="button" className="btn-outline px-4 text-sm" onClick={playChime}>
            <Volume2 aria-hidden="true" size={16} />
            {t("settings.testSound")}
          </button>
        </div>
      </fieldset>

      <output className="mt-4 block min-h-5 text-sm font-medium">
        {status === "saved" && <span className="text-ink-800">{t("settings.saved")}</span>}
        {status === "failed" && nameError === null && (
          <span className="text-danger-700">{t("settings.errors.failed")}</span>
        )}
      </output>
    </ConsoleDialog>
  );
}
