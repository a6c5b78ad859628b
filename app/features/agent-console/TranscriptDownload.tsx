import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AGENT_PREFIX, CHAT_PARTY } from "#party/protocol";

/**
 * The conversation as a text file, internal notes included. A plain link: the agent route checks
 * the session cookie, and the room answers it as an attachment with its own file name.
 */
export function TranscriptDownload({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation("agent");
  return (
    <a
      href={`/${AGENT_PREFIX}/${CHAT_PARTY}/${sessionId}?format=text`}
      download
      className="btn-outline min-h-10 px-4 text-sm"
    >
      <Download aria-hidden="true" size={16} />
      {t("transcript.download")}
    </a>
  );
}
