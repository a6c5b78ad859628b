/** The UTM parameters a lead carries (utm_source ... utm_content on the landing URL). */
export const utmKeys = ["source", "medium", "campaign", "term", "content"] as const;
export type Utm = Partial<Record<(typeof utmKeys)[number], string>>;
