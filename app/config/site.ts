/**
 * Brand constants. Copy refers to them through i18next interpolation ({{email}}, {{phone}}) so the
 * values live here once.
 */
export const site = {
  name: "Subnova",
  email: "hello@subnova.example",
  /** The data protection officer, named in the privacy and compliance texts. */
  dpoEmail: "dpo@subnova.example",
  careersEmail: "careers@subnova.example",
  legalName: "Subnova LLC",
  phone: "+1 (302) 555-0142",
  phoneHref: "tel:+13025550142",
  usOffice: "1209 Orange Street, Wilmington, DE 19801, USA",
  uaeOffice: "Office 1203, Bay Square 8, Business Bay, Dubai, UAE",
  signInUrl: "https://app.subnova.example/login",
  telegramUrl: "https://t.me/subnova_support",
  chatTitle: "Subnova Support",
  social: {
    linkedin: "https://www.linkedin.com/company/subnova-example",
    x: "https://x.com/subnova_example",
    instagram: "https://www.instagram.com/subnova.example",
    youtube: "https://www.youtube.com/@subnova-example",
  },
} as const;
