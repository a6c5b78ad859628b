import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

// Each badge's emblem, drawn in the badge's own 132 x 48 box.
const emblems: Record<"pci" | "gdpr" | "ssl", ReactNode> = {
  pci: (
    <>
      <path d="M24 10l10 4v8c0 7-4.3 12.5-10 14.5C18.3 34.5 14 29 14 22v-8z" fill="#34dcae" />
      <path
        d="M19.5 23l3.2 3.2 6-6.4"
        fill="none"
        stroke="#0b1022"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  gdpr: (
    <>
      <circle cx="24" cy="24" r="13" fill="#3346d3" />
      {/* The EU's ring of stars, as eight dots. */}
      <circle
        cx="24"
        cy="24"
        r="9"
        fill="none"
        stroke="#ffd27a"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeDasharray="0 7.07"
      />
    </>
  ),
  ssl: (
    <>
      <rect x="15" y="21" width="18" height="15" rx="3" fill="#8c86ff" />
      <path d="M18.5 21v-4a5.5 5.5 0 0 1 11 0v4" fill="none" stroke="#8c86ff" strokeWidth="2.6" />
      <circle cx="24" cy="28" r="2.2" fill="#0b1022" />
    </>
  ),
};

const badgeKeys = ["pci", "gdpr", "ssl"] as const;

/**
 * The footer's security and compliance badges. They are drawn in the page, not fetched: on a
 * short page they are in the first screen, where three image requests competed with the font
 * and the video poster for a phone's first paint; and their words follow the page's language.
 * A badge's name is the words it shows.
 */
export function TrustBadges() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-3">
      {badgeKeys.map((key) => {
        const name = t(`footer.badges.${key}.name`);
        const detail = t(`footer.badges.${key}.detail`);
        return (
          <li key={key}>
            <svg
              role="img"
              aria-label={`${name} ${detail}`}
              viewBox="0 0 132 48"
              className="h-12 uppercase"
            >
              <rect x=".5" y=".5" width="131" height="47" rx="10" fill="#0b1022" stroke="#2c3763" />
              {emblems[key]}
              <text x="44" y="22" fontSize="13" fontWeight="700" fill="#fff">
                {name}
              </text>
              <text x="44" y="37" fontSize="10.5" fill="#aaa6ff">
                {detail}
              </text>
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
