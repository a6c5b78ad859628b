/**
 * The brand directory's categories, by the key the copy uses for each label
 * (locales/<lang>/blocks/brandSearch.json, `categories.<key>`).
 */
export const categoryKeys = [
  "appliances",
  "automotive",
  "babykids",
  "beauty",
  "education",
  "electronics",
  "entertainment",
  "fashion",
  "finance",
  "fitness",
  "fooddrink",
  "gifts",
  "healthcare",
  "healthbeauty",
  "homegarden",
  "insurance",
  "jewelry",
  "pets",
  "restaurant",
  "service",
  "shopping",
  "software",
  "sports",
  "telecom",
  "travel",
  "utilities",
] as const;

export type CategoryKey = (typeof categoryKeys)[number];

export function isCategoryKey(value: string): value is CategoryKey {
  return (categoryKeys as readonly string[]).includes(value);
}

/** One partner brand. `category` is a string, not a CategoryKey, because a feed may bring new ones. */
export interface Brand {
  name: string;
  category: string;
  /** The best discount a member gets, "7%" to "15%". */
  discount: `${number}%`;
  /** One of the ten brands the Popular filter shows. */
  popular?: true;
}
