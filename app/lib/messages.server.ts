import { langFromPathname, type Lang } from "#app/config/languages";
import type { CareerJob, CopyId, Copy, JobOpening, JobPosts, Messages } from "#app/lib/i18n";
import enCommon from "#locales/en/common.json";
import frCommon from "#locales/fr/common.json";
import en_home from "#locales/en/pages/home.json";
import fr_home from "#locales/fr/pages/home.json";
import en_cross from "#locales/en/pages/cross.json";
import fr_cross from "#locales/fr/pages/cross.json";
import en_cashback from "#locales/en/pages/cashback.json";
import fr_cashback from "#locales/fr/pages/cashback.json";
import en_decline from "#locales/en/pages/decline.json";
import fr_decline from "#locales/fr/pages/decline.json";
import en_iso from "#locales/en/pages/iso.json";
import fr_iso from "#locales/fr/pages/iso.json";
import en_platform from "#locales/en/pages/platform.json";
import fr_platform from "#locales/fr/pages/platform.json";
import en_about from "#locales/en/pages/about.json";
import fr_about from "#locales/fr/pages/about.json";
import en_contact from "#locales/en/pages/contact.json";
import fr_contact from "#locales/fr/pages/contact.json";
import en_careers from "#locales/en/pages/careers.json";
import fr_careers from "#locales/fr/pages/careers.json";
import en_ventureStudio from "#locales/en/pages/ventureStudio.json";
import fr_ventureStudio from "#locales/fr/pages/ventureStudio.json";
import en_terms from "#locales/en/pages/terms.json";
import fr_terms from "#locales/fr/pages/terms.json";
import en_privacy from "#locales/en/pages/privacy.json";
import fr_privacy from "#locales/fr/pages/privacy.json";
import en_cookies from "#locales/en/pages/cookies.json";
import fr_cookies from "#locales/fr/pages/cookies.json";
import en_disclaimer from "#locales/en/pages/disclaimer.json";
import fr_disclaimer from "#locales/fr/pages/disclaimer.json";
import en_merchantPrivacy from "#locales/en/pages/merchantPrivacy.json";
import fr_merchantPrivacy from "#locales/fr/pages/merchantPrivacy.json";
import en_dba from "#locales/en/pages/dba.json";
import fr_dba from "#locales/fr/pages/dba.json";
import en_pciCompliance from "#locales/en/pages/pciCompliance.json";
import fr_pciCompliance from "#locales/fr/pages/pciCompliance.json";
import en_rgpdCompliance from "#locales/en/pages/rgpdCompliance.json";
import fr_rgpdCompliance from "#locales/fr/pages/rgpdCompliance.json";
import en_checkout from "#locales/en/pages/checkout.json";
import fr_checkout from "#locales/fr/pages/checkout.json";
import en_dr from "#locales/en/pages/dr.json";
import fr_dr from "#locales/fr/pages/dr.json";
import en_subnovaDemo from "#locales/en/pages/subnovaDemo.json";
import fr_subnovaDemo from "#locales/fr/pages/subnovaDemo.json";
import en_demo from "#locales/en/pages/demo.json";
import fr_demo from "#locales/fr/pages/demo.json";
import en_webi from "#locales/en/pages/webi.json";
import fr_webi from "#locales/fr/pages/webi.json";
import en_webiCheckout from "#locales/en/pages/webiCheckout.json";
import fr_webiCheckout from "#locales/fr/pages/webiCheckout.json";
import en_agent from "#locales/en/pages/agent.json";
import fr_agent from "#locales/fr/pages/agent.json";
import en_brandSearch from "#locales/en/blocks/brandSearch.json";
import fr_brandSearch from "#locales/fr/blocks/brandSearch.json";
import en_legal from "#locales/en/blocks/legal.json";
import fr_legal from "#locales/fr/blocks/legal.json";
import en_lead from "#locales/en/blocks/lead.json";
import fr_lead from "#locales/fr/blocks/lead.json";
import en_chatRoom from "#locales/en/blocks/chatRoom.json";
import fr_chatRoom from "#locales/fr/blocks/chatRoom.json";
import en_chat from "#locales/en/blocks/chat.json";
import fr_chat from "#locales/fr/blocks/chat.json";
import en_notFound from "#locales/en/blocks/notFound.json";
import fr_notFound from "#locales/fr/blocks/notFound.json";
import en_consentApi from "#locales/en/blocks/consentApi.json";
import fr_consentApi from "#locales/fr/blocks/consentApi.json";

/** The careers namespace with its openings' cards only: their posts travel apart (`jobPosts`). */
function withOpenings<T extends { jobs: readonly CareerJob[] }>(careers: T) {
  const openingOf = ({ id, title, location, department, type, experience, salary }: CareerJob) =>
    ({ id, title, location, department, type, experience, salary }) satisfies JobOpening;
  return { ...careers, jobs: careers.jobs.map(openingOf) };
}

// English is the source of truth; the type makes a key missing from French a compile error.
const en: Messages = {
  common: enCommon,
  home: en_home,
  cross: en_cross,
  cashback: en_cashback,
  decline: en_decline,
  iso: en_iso,
  platform: en_platform,
  about: en_about,
  contact: en_contact,
  careers: withOpenings(en_careers),
  ventureStudio: en_ventureStudio,
  terms: en_terms,
  privacy: en_privacy,
  cookies: en_cookies,
  disclaimer: en_disclaimer,
  merchantPrivacy: en_merchantPrivacy,
  dba: en_dba,
  pciCompliance: en_pciCompliance,
  rgpdCompliance: en_rgpdCompliance,
  checkout: en_checkout,
  dr: en_dr,
  subnovaDemo: en_subnovaDemo,
  demo: en_demo,
  webi: en_webi,
  webiCheckout: en_webiCheckout,
  agent: en_agent,
  brandSearch: en_brandSearch,
  legal: en_legal,
  lead: en_lead,
  chatRoom: en_chatRoom,
  chat: en_chat,
  notFound: en_notFound,
  consentApi: en_consentApi,
};
const fr: Messages = {
  common: frCommon,
  home: fr_home,
  cross: fr_cross,
  cashback: fr_cashback,
  decline: fr_decline,
  iso: fr_iso,
  platform: fr_platform,
  about: fr_about,
  contact: fr_contact,
  careers: withOpenings(fr_careers),
  ventureStudio: fr_ventureStudio,
  terms: fr_terms,
  privacy: fr_privacy,
  cookies: fr_cookies,
  disclaimer: fr_disclaimer,
  merchantPrivacy: fr_merchantPrivacy,
  dba: fr_dba,
  pciCompliance: fr_pciCompliance,
  rgpdCompliance: fr_rgpdCompliance,
  checkout: fr_checkout,
  dr: fr_dr,
  subnovaDemo: fr_subnovaDemo,
  demo: fr_demo,
  webi: fr_webi,
  webiCheckout: fr_webiCheckout,
  agent: fr_agent,
  brandSearch: fr_brandSearch,
  legal: fr_legal,
  lead: fr_lead,
  chatRoom: fr_chatRoom,
  chat: fr_chat,
  notFound: fr_notFound,
  consentApi: fr_consentApi,
};

/**
 * Every catalogue of every language. The only module that imports them, and a server-only one,
 * so they stay out of client chunks; loaders hand out just the part a response needs.
 */
export const messages: Record<Lang, Messages> = { en, fr };

function postsOf(jobs: readonly CareerJob[]): JobPosts {
  return Object.fromEntries(
    jobs.map(({ id, summary, responsibilities, requirements, skills }) => [
      id,
      { summary, responsibilities, requirements, skills },
    ]),
  );
}

/** The posts of the careers page's openings, in each language (the type checks French's shape). */
export const jobPosts: Record<Lang, JobPosts> = {
  en: postsOf(en_careers.jobs),
  fr: postsOf(fr_careers.jobs),
};

/** The copy a page's loader returns: its own namespace and the blocks it shows, nothing else. */
export interface PageCopyData<Id extends CopyId> {
  copy: Pick<Copy, Id>;
}

/** The namespaces `ids` of the language of `url` (read from the `url` argument: request.url ends in .data on client navigations; outside a language prefix it is English). */
export function copyFor<Id extends CopyId>(url: URL, ...ids: Id[]): PageCopyData<Id> {
  const lang = langFromPathname(url.pathname);
  const copy = {} as Pick<Copy, Id>;
  for (const id of ids) copy[id] = messages[lang][id];
  return { copy };
}

/**
 * A page route's loader: `export const loader = copyLoader("about")`, or with the blocks the page
 * shows: `copyLoader("terms", "legal")`. It returns those namespaces and nothing else.
 */
export function copyLoader<Id extends CopyId>(...ids: Id[]) {
  return ({ url }: { url: URL }): PageCopyData<Id> => copyFor(url, ...ids);
}
