/** The UTM parameters a lead carries (utm_source ... utm_content on the landing URL). */
export const utmKeys = ["source", "medium", "campaign", "term", "content"] as const;
export type Utm = Partial<Record<(typeof utmKeys)[number], string>>;

/** The utm_* parameters of a query string, trimmed and capped (the lead schema's 200). */
export function utmFromParams(params: URLSearchParams): Utm {
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = params.get(`utm_${key}`)?.trim().slice(0, 200);
    if (value) utm[key] = value;
  }
  return utm;
}

/**
 * Where this visit came from: the landing page's UTM parameters and the referrer, read once
 * when the app starts and kept in memory only. Storing them across visits would be tracking
 * that needs consent; sending them with a lead the visitor chooses to submit does not.
 */
let landing: { utm: Utm; referrer?: string } | null = null;

export function captureLandingAttribution(): void {
  if (landing || typeof window === "undefined") return;
  const utm = utmFromParams(new URLSearchParams(window.location.search));
  const referrer = document.referrer;
  // Our own pages as referrer say nothing about the source.
  const external = referrer && new URL(referrer).origin !== window.location.origin;
  landing = { utm, ...(external ? { referrer: referrer.slice(0, 1000) } : {}) };
}

/** What a lead submission carries about the visit: the page it is sent from, UTM, referrer. */
export function leadAttribution(): { page: string; utm?: Utm; referrer?: string } {
  captureLandingAttribution();
  const page = window.location.pathname.slice(0, 300);
  if (!landing) return { page };
  const hasUtm = Object.keys(landing.utm).length > 0;
  return {
    page,
    ...(hasUtm ? { utm: landing.utm } : {}),
    ...(landing.referrer ? { referrer: landing.referrer } : {}),
  };
}
