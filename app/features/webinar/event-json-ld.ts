import { site } from "#app/config/site";
import type { Lang } from "#app/config/languages";
import { webinarPath } from "#app/config/pages";
import { webinarOffer } from "#app/features/webinar/offer";
import { isoInZone, WORKSHOP_TIME_ZONE } from "#app/features/webinar/webinar-time";

interface EventInput {
  name: string;
  description: string;
  /** The next workshop's start (epoch ms). */
  start: number;
  siteUrl: string;
  /** The page's language: its `inLanguage`, and the landing and checkout of that language. */
  lang: Lang;
}

/** schema.org Event data for the next live workshop (an online event with a 19.99 USD offer). */
export function webinarEventJsonLd(input: EventInput): Record<string, unknown> {
  const pageUrl = `${input.siteUrl}${webinarPath(input.lang, "webi")}`;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: input.name,
    description: input.description,
    startDate: isoInZone(input.start, WORKSHOP_TIME_ZONE),
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    inLanguage: input.lang,
    location: { "@type": "VirtualLocation", url: pageUrl },
    image: [`${input.siteUrl}/og-image.png`],
    organizer: { "@type": "Organization", name: site.name, url: input.siteUrl },
    offers: {
      "@type": "Offer",
      price: webinarOffer.price.toFixed(2),
      priceCurrency: webinarOffer.currency,
      availability: "https://schema.org/InStock",
      url: `${input.siteUrl}${webinarPath(input.lang, "webiCheckout")}`,
    },
  };
}

/** JSON for an inline <script type="application/ld+json">: "<" escaped so no tag can close it. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
