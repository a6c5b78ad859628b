import { useTranslation } from "react-i18next";
import {
  type ConsoleView,
  consoleViews,
  roomsInView,
  viewCounts,
} from "#app/features/agent-console/console-views";
import { formatListTime } from "#app/features/agent-console/list-time";
import { SearchBox } from "#app/features/agent-console/SearchBox";
import { useVisitorName } from "#app/features/agent-console/visitor-name";
import { useLang } from "#app/lib/root-data";
import { CLOSED_SNAPSHOT_DAYS, unreadBadge, type RoomSummary } from "#party/protocol";

interface Props {
  rooms: readonly RoomSummary[];
  /** The tab shown: only its conversations are listed. */
  view: ConsoleView;
  onView: (view: ConsoleView) => void;
  loaded: boolean;
  selected: string | null;
  agentId: string;
  onSelect: (sessionId: string) => void;
  /** The console keeps each row's button to give it the focus back (Back on a phone). */
  buttonRef: (sessionId: string, button: HTMLButtonElement | null) => void;
  className?: string;
}

/** The conversations of one view (tabs above: Unclaimed, Mine, All open, Closed), newest first. */
export function ConversationList({
  rooms: allRooms,
  view,
  onView,
  loaded,
  selected,
  agentId,
  onSelect,
  buttonRef,
  className = "",
}: Props) {
  const { t } = useTranslation("agent");
  const counts = viewCounts(allRooms, agentId);
  const rooms = roomsInView(view, allRooms, agentId);
  return (
    <nav
      aria-label={t("console.conversations")}
      className={`min-h-0 flex-col border-ink-900/10 bg-white md:border-r [&:has(>[data-search-active])>:not([data-search])]:hidden ${className}`}
    >
      <SearchBox onOpen={onSelect} selected={selected} />
      <div className="border-b border-ink-900/10 px-2 pt-2">
        <h2 className="sr-only">{t("console.conversations")}</h2>
        <ul aria-label={t("views.label")} className="-mb-px grid grid-cols-4">
          {consoleViews.map((id) => {
            const current = id === view;
            return (
              <li key={id} className="min-w-0">
                <button
                  type="button"
                  aria-pressed={current}
                  onClick={() => onView(id)}
                  className={`flex min-h-12 w-full flex-col items-center justify-center gap-0.5 border-b-2 px-1 pb-1.5 text-[0.8rem] leading-tight font-semibold transition focus-visible:-outline-offset-2 ${
                    current
                      ? "border-brand-600 text-brand-800"
                      : "border-transparent text-ink-600 hover:text-ink-900"
                  }`}
                >
                  <span className="max-w-full truncate">{t(`views.${id}`)}</span>
                  <span
                    className={`min-w-6 rounded-full px-1.5 text-xs tabular-nums ${
                      current ? "bg-brand-600 text-white" : "bg-ink-900/[0.07] text-ink-700"
                    } ${loaded ? "" : "invisible"}`}
                  >
                    <span aria-hidden="true">{counts[id]}</span>
                    {loaded && (
                      <span className="sr-only">{t("views.count", { count: counts[id] })}</span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {!loaded ? (
          <p className="px-4 py-8 text-sm text-ink-600">{t("console.loadingList")}</p>
        ) : (
          rooms.length === 0 && (
            <p className="px-6 py-10 text-center text-sm leading-relaxed text-ink-600">
              {view === "closed"
                ? t("views.empty.closed", { count: CLOSED_SNAPSHOT_DAYS })
                : t(`views.empty.${view}`)}
            </p>
          )
        )}
        {rooms.length > 0 && (
          <ul className="divide-y divide-ink-900/[0.07]">
            {rooms.map((room) => (
              <li key={room.sessionId}>
                <ConversationItem
                  room={room}
                  current={room.sessionId === selected}
                  agentId={agentId}
                  onSelect={onSelect}
                  buttonRef={buttonRef}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}

interface ItemProps {
  room: RoomSummary;
  current: boolean;
  agentId: string;
  onSelect: (sessionId: string) => void;
  buttonRef: Props["buttonRef"];
}

function ConversationItem({ room, current, agentId, onSelect, buttonRef }: ItemProps) {
  const { t } = useTranslation("agent");
  const lang = useLang();
  const visitorName = useVisitorName();
  const { profile, sessionId } = room;
  const name = visitorName(sessionId, room);
  const unread = room.status === "open" ? room.unreadForAgents : 0;
  const preview =
    room.lastPreview === ""
      ? t("console.noMessages")
      : room.lastSender === "support"
        ? t("console.previewAgent", {
            agent:
              room.lastAuthor && room.lastAuthor !== ""
                ? room.lastAuthor
                : t("console.sender.support"),
            text: room.lastPreview,
          })
        : room.lastSender === "system"
          ? t("console.previewSystem", { text: room.lastPreview })
          : room.lastPreview;
  const claim = room.claimedBy
    ? room.claimedBy === agentId
      ? t("console.claimedByYou")
      : t("console.claimedBy", { agent: room.claimedByName ?? room.claimedBy })
    : null;
  return (
    <button
      type="button"
      ref={(element) => buttonRef(sessionId, element)}
      aria-current={current ? "true" : undefined}
      onClick={() => onSelect(sessionId)}
      className={`relative flex w-full gap-3 px-4 py-3 text-left transition focus-visible:-outline-offset-3 ${
        current ? "bg-brand-50" : "hover:bg-ink-900/[0.025]"
      }`}
    >
      {current && (
        <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-brand-600" />
      )}
      <span
        aria-hidden="true"
        className="relative mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 uppercase"
      >
        {name.slice(0, 1)}
        <span
          className={`absolute -right-0.5 -bottom-0.5 size-3 rounded-full ring-2 ring-white ${
            room.visitorOnline ? "bg-mint-400" : "bg-ink-900/25"
          }`}
        />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={`truncate text-[0.95rem] ${unread > 0 ? "font-bold" : "font-semibold"} text-ink-900`}
          >
            {name}
          </span>
          <span className="sr-only">
            {room.visitorOnline ? t("console.online") : t("console.offline")}
          </span>
          <time
            dateTime={new Date(room.lastAt).toISOString()}
            className="shrink-0 text-xs text-ink-600"
          >
            {formatListTime(room.lastAt, lang)}
          </time>
        </span>
        <span className="flex items-start justify-between gap-2">
          <span
            className={`line-clamp-1 text-sm leading-snug [overflow-wrap:anywhere] ${
              unread > 0 ? "font-medium text-ink-900" : "text-ink-600"
            }`}
          >
            {preview}
          </span>
          {unread > 0 && (
            <span className="mt-0.5 inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 py-0.5 text-xs leading-none font-bold text-white">
              <span aria-hidden="true" data-testid="unread-badge">
                {unreadBadge(unread)}
              </span>
              <span className="sr-only">{t("console.unread", { count: unread })}</span>
            </span>
          )}
        </span>
        {profile && (
          <span className="flex min-w-0 gap-x-2 text-xs text-ink-600">
            {name !== profile.email && <span className="min-w-0 truncate">{profile.email}</span>}
            <span className="max-w-[45%] shrink-0 truncate">{profile.telegram}</span>
          </span>
        )}
        <span className="flex min-w-0 flex-wrap items-center gap-1.5 text-[0.7rem] font-semibold">
          {profile && (
            <span className="rounded bg-ink-900/[0.06] px-1.5 py-0.5 text-ink-700">
              {t(`console.languages.${profile.locale}`)}
            </span>
          )}
          {profile?.page && (
            <span className="max-w-full truncate rounded bg-ink-900/[0.06] px-1.5 py-0.5 font-mono font-medium text-ink-700">
              {profile.page}
            </span>
          )}
          {claim && (
            <span className="max-w-full truncate rounded bg-mint-200/60 px-1.5 py-0.5 text-ink-800">
              {claim}
            </span>
          )}
          {room.status === "closed" && (
            <span className="rounded bg-ink-900/[0.08] px-1.5 py-0.5 text-ink-700">
              {t("console.closed")}
            </span>
          )}
        </span>
      </span>
    </button>
  );
}
