import { ChevronDown, MessagesSquare } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ChatClient } from "#app/features/chat-widget/chat-client";
import { loadChatCopy, loadedChatCopy, type ChatCopy } from "#app/features/chat-widget/chat-copy";
import { browserChatStorage } from "#app/features/chat-widget/chat-storage";
import type { UnreadBadge } from "#app/features/chat-widget/ChatLauncher";
import { Conversation } from "#app/features/chat-widget/Conversation";
import { PreChatForm } from "#app/features/chat-widget/PreChatForm";
import { makeI18n } from "#app/lib/i18n";
import { useFocusTrap } from "#app/lib/use-focus-trap";
import { useMediaQuery } from "#app/lib/use-media-query";
import { useLang, useRootData } from "#app/lib/root-data";
import { unreadBadge } from "#party/protocol";

export interface ChatWidgetProps {
  open: boolean;
  onMinimize: () => void;
  onUnread: (badge: UnreadBadge) => void;
  onLoadFailed: () => void;
}

/** The widget's own i18next instance: the shell's copy plus the chat block, in the page's language. */
function useChatI18n() {
  const lang = useLang();
  const common = useRootData()?.common;
  const [copy, setCopy] = useState<{ lang: string; copy: ChatCopy } | null>(() => {
    const ready = loadedChatCopy(lang);
    return ready ? { lang, copy: ready } : null;
  });
  useEffect(() => {
    if (copy?.lang === lang) return;
    let live = true;
    // After a switch of language the previous copy stays until the new one arrives.
    loadChatCopy(lang).then(
      (next) => live && setCopy({ lang, copy: next }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang, copy?.lang]);
  return useMemo(
    () => (copy && common ? makeI18n(lang, { common, chat: copy.copy }) : null),
    [lang, common, copy],
  );
}

/**
 * The chat popup: the pre-chat form, then the conversation. It stays mounted while minimized, so
 * the conversation stays connected and counts unread replies.
 */
export default function ChatWidget(props: ChatWidgetProps) {
  const i18n = useChatI18n();
  if (!i18n) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <ChatPanel {...props} />
    </I18nextProvider>
  );
}

function ChatPanel({ open, onMinimize, onUnread }: ChatWidgetProps) {
  const { t } = useTranslation("chat");
  const lang = useLang();
  const [client] = useState(() => new ChatClient({ lang, storage: browserChatStorage }));
  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
  const panel = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const phone = useMediaQuery("(max-width: 639px)");

  useEffect(() => {
    client.connect();
    return () => client.dispose();
  }, [client]);

  useEffect(() => client.setLang(lang), [client, lang]);
  // Agents see the page the visitor is on now.
  const { pathname } = useLocation();
  useEffect(() => client.page(pathname), [client, pathname]);
  useEffect(() => client.setPanelOpen(open), [client, open]);

  const unread = open ? 0 : snapshot.unread;
  useEffect(() => onUnread({ count: unread, label: unreadBadge(unread) }), [onUnread, unread]);

  // Escape minimizes while the focus is in the popup or on the launcher.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const active = document.activeElement;
      if (panel.current?.contains(active) || active?.closest("[data-chat-launcher]")) onMinimize();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onMinimize]);

  // On a phone the popup covers the page, so it keeps the focus like a dialog.
  useFocusTrap(panel, open && phone);

  const started = snapshot.session !== null;
  const subtitleId = useId();

  return (
    // Not modal on a desktop: the visitor can go on reading the page beside it.
    <dialog
      ref={panel}
      open={open}
      id="chat-panel"
      aria-labelledby={titleId}
      aria-describedby={started ? undefined : subtitleId}
      data-testid="chat-panel"
      data-view={started ? "chat" : "form"}
      className="fixed inset-0 z-[60] m-0 hidden h-dvh max-h-none w-full max-w-none flex-col overflow-hidden bg-white text-ink-900 sm:inset-auto sm:right-6 sm:bottom-24 sm:h-[min(640px,calc(100dvh-8rem))] sm:w-[392px] sm:rounded-card sm:shadow-pop sm:ring-1 sm:ring-ink-900/10 open:flex"
    >
      <header className="relative shrink-0 overflow-hidden bg-ink-950 px-5 pt-5 pb-4 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(80%_120%_at_100%_0%,rgb(108_99_255/0.55),transparent_70%),radial-gradient(60%_90%_at_0%_100%,rgb(52_220_174/0.18),transparent_70%)]"
        />
        <div className="relative flex items-start gap-3">
          <span className="relative grid size-11 shrink-0 place-items-center rounded-2xl bg-white/10 ring-1 ring-white/15">
            <MessagesSquare aria-hidden="true" size={22} className="text-brand-200" />
            {started && (
              <span
                aria-hidden="true"
                className={`absolute -right-0.5 -bottom-0.5 size-3.5 rounded-full ring-2 ring-ink-950 ${
                  snapshot.connection === "open" ? "bg-mint-400" : "bg-sun-300"
                }`}
              />
            )}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg leading-tight font-bold tracking-tight">
              {started ? t("chat.title") : t("form.title")}
            </h2>
            {started ? (
              <p className="mt-1 text-sm text-white/75" data-testid="chat-status">
                {snapshot.connection === "open" ? t("chat.online") : t("chat.connecting")}
              </p>
            ) : (
              <p id={subtitleId} className="mt-1 text-sm text-white/75">
                {t("form.subtitle")}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onMinimize}
            aria-label={t("panel.minimize")}
            className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-white/80 transition hover:bg-white/10 hover:text-white"
          >
            <ChevronDown aria-hidden="true" size={22} />
          </button>
        </div>
        {started && snapshot.agentsOnline !== null && (
          <p
            className="relative mt-3 rounded-xl bg-white/[0.07] px-3 py-2 text-[0.8rem] leading-snug text-white/85 ring-1 ring-white/10"
            data-testid="chat-availability"
          >
            {snapshot.agentsOnline ? t("chat.onlineHint") : t("chat.awayHint")}
          </p>
        )}
      </header>
      {started ? (
        <Conversation client={client} snapshot={snapshot} open={open} />
      ) : (
        <PreChatForm
          open={open}
          initial={client.readUser()}
          onStart={(values) => client.start(values)}
        />
      )}
    </dialog>
  );
}
