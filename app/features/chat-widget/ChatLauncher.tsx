import { ChevronDown, MessageCircle } from "lucide-react";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
} from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { hasChatSession, settleChatData } from "#app/features/chat-widget/chat-keys";
import { onConsentChange } from "#app/features/cookie-consent/consent-store";
import { loadChatCopy } from "#app/features/chat-widget/chat-copy";
import { applyFullStylesheet } from "#app/lib/route-stylesheet";
import type { ChatWidgetProps } from "#app/features/chat-widget/ChatWidget";
import { useLang } from "#app/lib/root-data";

/** The visitor's badge as the widget computed it: the count and its label ('9+' above 9). */
export interface UnreadBadge {
  count: number;
  label: string;
}

/**
 * The widget proper (panel, partysocket, zod, its copy) is its own chunk, requested on the first
 * click. Made per attempt: a chunk that failed to download is asked for again on the next click.
 */
function loadWidget(lang: ReturnType<typeof useLang>) {
  return lazy(async (): Promise<{ default: ComponentType<ChatWidgetProps> }> => {
    try {
      // The page inlines only the rules its route imports (DR 013); the widget's are in the file.
      const [module] = await Promise.all([
        import("#app/features/chat-widget/ChatWidget"),
        loadChatCopy(lang),
        applyFullStylesheet(),
      ]);
      return module;
    } catch {
      return { default: LoadFailed };
    }
  });
}

function LoadFailed({ onLoadFailed }: ChatWidgetProps) {
  useEffect(onLoadFailed, [onLoadFailed]);
  return null;
}

const noBadge: UnreadBadge = { count: 0, label: "" };

/** Pages of the site's own staff have no visitor chat. */
const isStaffPage = (pathname: string) => /^\/agent(?:\/|$)/.test(pathname);

/**
 * The floating chat button on every public page. It is all the page loads of the chat: the first
 * click loads the widget, which shows the pre-chat form without connecting. A visitor with a
 * conversation under way gets the widget once the page is idle, so agents' replies raise the badge
 * on every page.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // In an object: a component is a function, which setState would call as an updater.
  const [widget, setWidget] = useState<{ Component: ComponentType<ChatWidgetProps> } | null>(null);
  const [badge, setBadge] = useState<UnreadBadge>(noBadge);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const tooltipId = useId();
  const unreadId = useId();

  const load = useCallback(() => {
    setWidget((current) => current ?? { Component: loadWidget(lang) });
  }, [lang]);

  // A withdrawn Functional consent takes the chat's entries out of the browser's long-term
  // storage at once, on any page, whether or not the widget has loaded (DR 016).
  useEffect(() => onConsentChange((record) => settleChatData(record?.functional === true)), []);

  useEffect(() => {
    if (!hasChatSession()) return;
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(load, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(load, 2000);
    return () => clearTimeout(handle);
  }, [load]);

  const minimize = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  const onLoadFailed = useCallback(() => {
    setWidget(null);
    setOpen(false);
    setFailed(true);
  }, []);

  const toggle = () => {
    if (open) return minimize();
    setFailed(false);
    load();
    setOpen(true);
  };

  if (isStaffPage(pathname)) return null;

  const label = open ? t("chatLauncher.minimize") : t("chatLauncher.open");
  const showBadge = !open && badge.count > 0;
  return (
    <>
      {widget && (
        <Suspense fallback={open ? <LoadingPanel /> : null}>
          <widget.Component
            open={open}
            onMinimize={minimize}
            onUnread={setBadge}
            onLoadFailed={onLoadFailed}
          />
        </Suspense>
      )}
      <div
        data-chat-launcher
        data-open={open ? "" : undefined}
        className="group fixed right-4 bottom-4 z-[60] data-open:max-sm:hidden sm:right-6 sm:bottom-6"
      >
        <button
          ref={button}
          type="button"
          aria-label={label}
          aria-expanded={open}
          aria-describedby={open ? tooltipId : showBadge ? unreadId : undefined}
          data-testid="chat-launcher"
          onClick={toggle}
          className="relative grid size-14 place-items-center rounded-full bg-brand-600 text-white shadow-[0_14px_34px_-10px_rgb(81_70_229/0.8)] ring-1 ring-white/20 transition duration-200 ease-out-soft hover:scale-105 hover:bg-brand-700 active:scale-95"
        >
          {open ? (
            <ChevronDown aria-hidden="true" size={26} strokeWidth={2.25} />
          ) : (
            <MessageCircle aria-hidden="true" size={26} strokeWidth={2} />
          )}
          {showBadge && (
            <span
              aria-hidden="true"
              data-testid="chat-unread-badge"
              className="absolute -top-1 -right-1 grid h-6 min-w-6 place-items-center rounded-full bg-danger-700 px-1.5 text-xs font-bold text-white ring-2 ring-white"
            >
              {badge.label}
            </span>
          )}
        </button>
        {showBadge && (
          <span id={unreadId} hidden>
            {t("chatLauncher.unread", { count: badge.count })}
          </span>
        )}
        {open && (
          <span
            id={tooltipId}
            role="tooltip"
            className="pointer-events-none absolute right-0 bottom-full mb-3 rounded-lg bg-ink-900 px-3 py-1.5 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow-card transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
          >
            {t("chatLauncher.minimizeHint")}
          </span>
        )}
        <output aria-live="polite" className="sr-only">
          {failed ? t("chatLauncher.loadFailed") : ""}
        </output>
        {failed && (
          <span
            aria-hidden="true"
            className="absolute right-0 bottom-full mb-3 w-64 rounded-xl bg-ink-900 px-3 py-2 text-sm text-white shadow-card"
          >
            {t("chatLauncher.loadFailed")}
          </span>
        )}
      </div>
    </>
  );
}

/** Shown for the moment the widget's chunk takes on a slow link. */
function LoadingPanel() {
  return (
    <div className="fixed inset-0 z-[60] grid place-items-center bg-white sm:inset-auto sm:right-6 sm:bottom-24 sm:h-48 sm:w-[384px] sm:rounded-card sm:shadow-pop sm:ring-1 sm:ring-ink-900/10">
      <span className="size-8 animate-spin rounded-full border-3 border-brand-200 border-t-brand-600" />
    </div>
  );
}
