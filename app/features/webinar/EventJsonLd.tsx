import { useNonce } from "#app/lib/nonce";
import { useLang, useRootData } from "#app/lib/root-data";
import { useCopy } from "#app/lib/use-copy";
import { jsonLdText, webinarEventJsonLd } from "#app/features/webinar/event-json-ld";

/**
 * The next workshop as schema.org Event data, rendered on the server. It is data, not script,
 * but the CSP still gets its nonce.
 */
export function EventJsonLd({ start }: { start: number }) {
  const nonce = useNonce();
  const siteUrl = useRootData()?.siteUrl ?? "";
  const lang = useLang();
  const meta = useCopy("webi")("meta");
  const data = webinarEventJsonLd({
    name: meta.title,
    description: meta.description,
    start,
    siteUrl,
    lang,
  });
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      data-testid="event-json-ld"
      // oxlint-disable-next-line react/no-danger
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
