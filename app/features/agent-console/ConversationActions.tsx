import { Ban, CheckCircle2, RotateCcw, Undo2, UserRoundPlus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AgentConsoleClient } from "#app/features/agent-console/console-client";
import { ConsoleDialog } from "#app/features/agent-console/ConsoleDialog";
import {
  type AgentPresence,
  blockDurations,
  type BlockDuration,
  MAX_REASON_LENGTH,
  type RoomSummary,
} from "#party/protocol";

const button = "btn-outline min-h-10 px-4 text-sm";

/**
 * What an agent can do with the conversation on screen: claim it, give it back, hand it to an
 * online colleague, close or reopen it, block the visitor or lift a block. The room decides; a
 * refusal comes back as the pane's alert.
 */
export function ConversationActions({
  client,
  summary,
  agentId,
  agents,
}: {
  client: AgentConsoleClient;
  summary: RoomSummary | null;
  agentId: string;
  agents: readonly AgentPresence[];
}) {
  const { t } = useTranslation("agent");
  const claimedBy = summary?.claimedBy ?? null;
  const mine = claimedBy === agentId;
  const otherName = claimedBy && !mine ? (summary?.claimedByName ?? claimedBy) : null;
  const closed = summary?.status === "closed";
  const colleagues = agents.filter((agent) => agent.id !== agentId);
  // Anyone may hand on a conversation nobody holds; a held one only its holder.
  const canTransfer = !otherName && colleagues.length > 0;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {claimedBy === null ? (
        <button type="button" onClick={() => client.claim()} className={button}>
          {t("console.claim")}
        </button>
      ) : (
        <span className="inline-flex min-h-10 max-w-full items-center gap-1.5 rounded-full bg-mint-200/50 px-3.5 text-sm font-semibold text-ink-800">
          <CheckCircle2 aria-hidden="true" size={16} className="shrink-0 text-mint-600" />
          <span className="truncate">
            {otherName ? t("console.claimedBy", { agent: otherName }) : t("console.claimedByYou")}
          </span>
        </span>
      )}
      {mine && (
        <button type="button" onClick={() => client.release()} className={button}>
          <Undo2 aria-hidden="true" size={16} />
          {t("console.actions.release")}
        </button>
      )}
      {canTransfer && <TransferMenu client={client} colleagues={colleagues} />}
      {closed ? (
        <button type="button" onClick={() => client.reopen()} className={button}>
          <RotateCcw aria-hidden="true" size={16} />
          {t("console.actions.reopen")}
        </button>
      ) : (
        <button type="button" onClick={() => client.close()} className={button}>
          <X aria-hidden="true" size={16} />
          {t("console.close")}
        </button>
      )}
      {summary?.blocked ? (
        <button type="button" onClick={() => client.unblock()} className={button}>
          <Ban aria-hidden="true" size={16} />
          {t("console.block.lift")}
        </button>
      ) : (
        summary?.profile && <BlockDialog client={client} />
      )}
    </div>
  );
}

/** A menu of the colleagues online now; choosing one hands them the conversation. */
function TransferMenu({
  client,
  colleagues,
}: {
  client: AgentConsoleClient;
  colleagues: readonly AgentPresence[];
}) {
  const { t } = useTranslation("agent");
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  // Esc closes the menu (and only the menu: the console's own Esc waits for the next press).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener("keydown", onKey, true);
    return () => document.removeEventListener("keydown", onKey, true);
  }, [open]);
  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={button}
      >
        <UserRoundPlus aria-hidden="true" size={16} />
        {t("console.actions.transfer")}
      </button>
      {open && (
        <ul
          id={menuId}
          aria-label={t("console.actions.transferTo")}
          className="absolute right-0 z-20 mt-2 min-w-56 rounded-2xl bg-white p-1.5 shadow-2xl ring-1 ring-ink-900/10"
        >
          {colleagues.map((agent) => (
            <li key={agent.id}>
              <button
                type="button"
                onClick={() => {
                  client.transfer(agent.id);
                  close();
                }}
                className="flex min-h-10 w-full items-center gap-2.5 rounded-xl px-3 text-left text-sm font-medium text-ink-900 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="size-2 shrink-0 rounded-full bg-mint-400" aria-hidden="true" />
                {t("console.actions.transferToAgent", { agent: agent.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Blocking asks how long and why, in a modal dialog: it is not a click to make by accident. */
function BlockDialog({ client }: { client: AgentConsoleClient }) {
  const { t } = useTranslation("agent");
  const [open, setOpen] = useState(false);
  const [duration, setDuration] = useState<BlockDuration>("24h");
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const submit = () => {
    const clean = reason.trim();
    if (!clean) return;
    client.block(duration, clean);
    setOpen(false);
    setReason("");
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={`${button} text-danger-700`}>
        <Ban aria-hidden="true" size={16} />
        {t("console.block.open")}
      </button>
      {open && (
        <ConsoleDialog
          title={t("console.block.title")}
          closeLabel={t("console.block.cancel")}
          onClose={() => setOpen(false)}
        >
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            className="flex flex-col gap-5"
          >
            <p className="text-sm text-ink-600">{t("console.block.intro")}</p>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold">{t("console.block.duration")}</legend>
              {blockDurations.map((value) => (
                <label key={value} className="flex min-h-9 items-center gap-2.5 text-sm">
                  <input
                    type="radio"
                    name="duration"
                    value={value}
                    checked={duration === value}
                    onChange={() => setDuration(value)}
                    className="size-4 accent-brand-600"
                  />
                  {t(`console.block.durations.${value}`)}
                </label>
              ))}
            </fieldset>
            <label htmlFor={reasonId} className="flex flex-col gap-2 text-sm font-semibold">
              {t("console.block.reason")}
              <input
                id={reasonId}
                required
                data-autofocus
                maxLength={MAX_REASON_LENGTH}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className="field-input font-normal"
              />
            </label>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setOpen(false)} className={button}>
                {t("console.block.cancel")}
              </button>
              <button
                type="submit"
                disabled={reason.trim() === ""}
                className="inline-flex min-h-10 items-center gap-2 rounded-full bg-danger-700 px-4 text-sm font-semibold text-white hover:bg-danger-700/90 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <Ban aria-hidden="true" size={16} />
                {t("console.block.confirm")}
              </button>
            </div>
          </form>
        </ConsoleDialog>
      )}
    </>
  );
}
