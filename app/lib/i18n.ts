import { createInstance, type i18n } from "i18next";
import type { Lang } from "#app/config/languages";
import { site } from "#app/config/site";
import type common from "#locales/en/common.json";
import type home from "#locales/en/pages/home.json";
import type cross from "#locales/en/pages/cross.json";
import type cashback from "#locales/en/pages/cashback.json";
import type decline from "#locales/en/pages/decline.json";
import type iso from "#locales/en/pages/iso.json";
import type platform from "#locales/en/pages/platform.json";
import type about from "#locales/en/pages/about.json";
import type contact from "#locales/en/pages/contact.json";
import type careers from "#locales/en/pages/careers.json";
import type ventureStudio from "#locales/en/pages/ventureStudio.json";
import type terms from "#locales/en/pages/terms.json";
import type privacy from "#locales/en/pages/privacy.json";
import type cookies from "#locales/en/pages/cookies.json";
import type disclaimer from "#locales/en/pages/disclaimer.json";
import type merchantPrivacy from "#locales/en/pages/merchantPrivacy.json";
import type dba from "#locales/en/pages/dba.json";
import type pciCompliance from "#locales/en/pages/pciCompliance.json";
import type rgpdCompliance from "#locales/en/pages/rgpdCompliance.json";
import type checkout from "#locales/en/pages/checkout.json";
import type dr from "#locales/en/pages/dr.json";
import type subnovaDemo from "#locales/en/pages/subnovaDemo.json";
import type demo from "#locales/en/pages/demo.json";
import type webi from "#locales/en/pages/webi.json";
import type webiCheckout from "#locales/en/pages/webiCheckout.json";
import type agent from "#locales/en/pages/agent.json";
import type brandSearch from "#locales/en/blocks/brandSearch.json";
import type legal from "#locales/en/blocks/legal.json";
import type lead from "#locales/en/blocks/lead.json";
import type chatRoom from "#locales/en/blocks/chatRoom.json";
import type chat from "#locales/en/blocks/chat.json";
import type notFound from "#locales/en/blocks/notFound.json";
import type consentApi from "#locales/en/blocks/consentApi.json";

/** One opening as its locale file has it: the card's facts and the whole job post. */
export type CareerJob = (typeof careers)["jobs"][number];
/** What a job post adds to its card: drawn only when the card opens (app/routes/careers.tsx). */
export type JobPost = Pick<CareerJob, "summary" | "responsibilities" | "requirements" | "skills">;
/** An opening's card: what the careers namespace holds of each job (messages.server.ts). */
export type JobOpening = Omit<CareerJob, keyof JobPost>;
/** A language's job posts by their opening's id. */
export type JobPosts = Readonly<Record<string, JobPost>>;

/**
 * Each page's copy, one namespace per page (its file under locales/<lang>/pages/). The
 * shape is English's; French must match it (messages.server.ts).
 */
export type PageCopy = {
  home: typeof home;
  cross: typeof cross;
  cashback: typeof cashback;
  decline: typeof decline;
  iso: typeof iso;
  platform: typeof platform;
  about: typeof about;
  contact: typeof contact;
  /** The posts travel apart from the rest, so a page's HTML carries them once (app/routes/careers.tsx). */
  careers: Omit<typeof careers, "jobs"> & { jobs: readonly JobOpening[] };
  ventureStudio: typeof ventureStudio;
  terms: typeof terms;
  privacy: typeof privacy;
  cookies: typeof cookies;
  disclaimer: typeof disclaimer;
  merchantPrivacy: typeof merchantPrivacy;
  dba: typeof dba;
  pciCompliance: typeof pciCompliance;
  rgpdCompliance: typeof rgpdCompliance;
  checkout: typeof checkout;
  dr: typeof dr;
  subnovaDemo: typeof subnovaDemo;
  demo: typeof demo;
  webi: typeof webi;
  webiCheckout: typeof webiCheckout;
  /** The support agents' console (/agent). */
  agent: typeof agent;
};

/** The id of a page's namespace: a PageId of the route table, or a top-level page. */
export type PageCopyId = keyof PageCopy;

/**
 * Blocks that several pages show (locales/<lang>/blocks/): the loader of a page that shows one
 * returns it beside the page's own namespace.
 */
export type BlockCopy = {
  brandSearch: typeof brandSearch;
  legal: typeof legal;
  lead: typeof lead;
  /** What a chat room itself says to the visitor (the no-agent notice), in the visitor's language. */
  chatRoom: typeof chatRoom;
  /** The chat widget's panel: loaded by the widget's lazy chunk, never by a page loader. */
  chat: typeof chat;
  /** The 404 page: only a 404 response carries it (thrown by app/lib/not-found.server.ts). */
  notFound: typeof notFound;
  /** What POST /api/consent answers when it refuses a choice: only the Worker sends it. */
  consentApi: typeof consentApi;
};

export const blockIds = [
  "brandSearch",
  "legal",
  "lead",
  "chatRoom",
  "chat",
  "notFound",
  "consentApi",
] as const satisfies ReadonlyArray<keyof BlockCopy>;

/** Every namespace a loader can hand out. */
export type Copy = PageCopy & BlockCopy;
export type CopyId = keyof Copy;

// A type alias, not an interface, so it is assignable to i18next's indexed Resource type.
export type Messages = { common: typeof common } & Copy;

declare module "i18next" {
  // English's catalogues type every `t` key: a key English lacks does not compile.
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Messages;
  }
}

/** What one render has: the shell's copy and the copy of the pages and blocks it shows. */
export type Bundles = { common: Messages["common"] } & Partial<Copy>;

/**
 * A fresh i18next instance for one render. The server makes one per request and the browser one
 * per language and page, both from what the loaders sent (the root: the shell's `common`; each
 * page: its own namespace), so no catalogue is fetched at run time and none ends up in a client
 * chunk.
 */
export function makeI18n(lang: Lang, bundles: Bundles): i18n {
  const instance = createInstance();
  // No initReactI18next: it would make this instance the process-wide default, and on the
  // server one request could then render with another request's language.
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: bundles },
    ns: Object.keys(bundles),
    defaultNS: "common",
    // Synchronous: the resources are all there, and the first render must already have its text.
    initAsync: false,
    interpolation: {
      // React escapes text already.
      escapeValue: false,
      defaultVariables: {
        brand: site.name,
        email: site.email,
        dpoEmail: site.dpoEmail,
        careersEmail: site.careersEmail,
        phone: site.phone,
      },
    },
  });
  return instance;
}
