import { useNonce } from "#app/lib/nonce";

/**
 * The next workshop as schema.org Event data (`event-json-ld.ts`, built by the page's loader).
 * It is data, not script, but the CSP still gets its nonce.
 */
export function EventJsonLd({ text }: { text: string }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      data-testid="event-json-ld"
      // oxlint-disable-next-line react/no-danger
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
