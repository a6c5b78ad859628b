import type { Lang } from "#app/config/languages";
import { site } from "#app/config/site";
import { formatMessageTime } from "#app/features/chat-widget/format-time";
import enCopy from "#locales/en/blocks/chatRoom.json";
import frCopy from "#locales/fr/blocks/chatRoom.json";
import {
  type ChatMessage,
  DEFAULT_CHAT_NAME,
  shortSessionId,
  type VisitorProfile,
} from "#party/protocol";

/** Who reads the transcript: the visitor never gets internal notes; agents get them marked. */
export type TranscriptAudience = "visitor" | "agent";

export interface TranscriptSource {
  sessionId: string;
  profile: Pick<VisitorProfile, "name" | "locale" | "timeZone"> | null;
  /** When the conversation started (milliseconds since the epoch). */
  startedAt: number;
  /** The room's messages in seq order, notes included: the audience decides what is shown. */
  messages: readonly ChatMessage[];
}

const copies = { en: enCopy.transcript, fr: frCopy.transcript } as const;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/** The visitor's time zone if the runtime knows it; null means UTC. */
function zoneOf(source: TranscriptSource): string | null {
  const zone = source.profile?.timeZone;
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    // A zone this runtime does not know: UTC, and the header says so.
    return null;
  }
}

const langOf = (source: TranscriptSource): Lang => source.profile?.locale ?? "en";

function formatDate(timestamp: number, lang: Lang, zone: string | null): string {
  return new Intl.DateTimeFormat(lang === "fr" ? "fr-FR" : "en-US", {
    dateStyle: "long",
    timeZone: zone ?? "UTC",
  }).format(timestamp);
}

function visitorName(source: TranscriptSource): string {
  const copy = copies[langOf(source)];
  const name = source.profile?.name;
  // The widget names every visitor "Guest" until they give a name: said in their language.
  return !name || name === DEFAULT_CHAT_NAME ? copy.guest : name;
}

/** Who wrote a message, as the transcript names them. */
function authorLabel(message: ChatMessage, source: TranscriptSource): string {
  const copy = copies[langOf(source)];
  const brand = site.name;
  switch (message.sender) {
    case "user":
      return visitorName(source);
    case "support":
      return message.author ? fill(copy.agent, { name: message.author, brand }) : brand;
    case "note":
      return message.author ? fill(copy.note, { name: message.author }) : copy.noteUnsigned;
    case "system":
      return fill(copy.team, { brand });
  }
}

/**
 * The conversation as plain text, in its visitor's language: a header (date, visitor, language,
 * the time zone of the times), then each message as "[time] author" over its text. Internal
 * notes appear only for agents.
 */
export function renderTranscript(source: TranscriptSource, audience: TranscriptAudience): string {
  const lang = langOf(source);
  const copy = copies[lang];
  const zone = zoneOf(source);
  const header = [
    fill(copy.title, { brand: site.name }),
    fill(copy.date, { date: formatDate(source.startedAt, lang, zone) }),
    fill(copy.visitor, { name: visitorName(source) }),
    fill(copy.language, { language: copy.languages[lang] }),
    fill(copy.conversation, { id: shortSessionId(source.sessionId) }),
    zone ? fill(copy.timesLocal, { zone }) : copy.timesUtc,
  ];
  if (audience === "agent") header.push(copy.forTeam);
  const shown = source.messages.filter(
    (message) => audience === "agent" || message.sender !== "note",
  );
  const blocks = shown.map((message) => {
    const time = formatMessageTime(message.timestamp, lang, zone ?? "UTC");
    return `[${time}] ${authorLabel(message, source)}\n${message.text}`;
  });
  return [header.join("\n"), ...(blocks.length > 0 ? blocks : [copy.empty])].join("\n\n") + "\n";
}

/** The email's subject, in the visitor's language. */
export function transcriptSubject(source: TranscriptSource): string {
  const lang = langOf(source);
  return fill(copies[lang].subject, {
    brand: site.name,
    date: formatDate(source.startedAt, lang, zoneOf(source)),
  });
}

/** The download's file name: `subnova-chat-<yyyy-mm-dd>-<short id>.txt`, the date as the header's. */
export function transcriptFileName(source: TranscriptSource): string {
  // en-CA writes dates as yyyy-mm-dd.
  const day = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: zoneOf(source) ?? "UTC",
  }).format(source.startedAt);
  return `${site.name.toLowerCase()}-chat-${day}-${shortSessionId(source.sessionId)}.txt`;
}
