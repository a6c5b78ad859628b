import type { MetaDescriptor } from "react-router";
import { languages, type Lang } from "#app/config/languages";
import {
  pageById,
  topLevelPages,
  webinarPath,
  type PageId,
  type WebinarPageId,
} from "#app/config/pages";
import { site } from "#app/config/site";
import type { PageCopyId } from "#app/lib/i18n";
import { notFoundCopy } from "#app/lib/not-found";
import { pageCopyFromMatches, type RootData } from "#app/lib/root-data";

/** The part of React Router's MetaArgs this module reads. */
export interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export function rootDataFromMatches(matches: MetaArgsLike["matches"]): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

const ogLocale: Record<Lang, string> = { en: "en_US", fr: "fr_FR" };

interface SeoInput {
  title: string;
  description: string;
  siteUrl: string;
  lang: Lang;
  /** Path below the language prefix ("" for the root); null for pages outside it. */
  langPath: string | null;
  /** Absolute path of a page outside the prefix, used when langPath is null. */
  path?: string;
  /**
   * A page outside the prefix that exists in every language (the webinar funnel): its path in
   * each, which gives its canonical address and its hreflang alternates.
   */
  paths?: Readonly<Record<Lang, string>>;
  noindex?: boolean;
}

export function documentTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags. */
export function seoTags(input: SeoInput): MetaDescriptor[] {
  const { paths } = input;
  const at = (lang: Lang) =>
    input.langPath === null && paths
      ? `${input.siteUrl}${paths[lang]}`
      : `${input.siteUrl}/${lang}${input.langPath ? `/${input.langPath}` : ""}`;
  const translated = input.langPath !== null || paths !== undefined;
  const canonical = translated ? at(input.lang) : `${input.siteUrl}${input.path ?? "/"}`;
  const fullTitle = documentTitle(input.title);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: input.description },
    // A noindex page names no canonical: the two would contradict each other.
    ...(input.noindex ? [] : [{ tagName: "link", rel: "canonical", href: canonical }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: `${input.siteUrl}/og-image.png` },
    { property: "og:locale", content: ogLocale[input.lang] },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (translated) {
    for (const { code, hreflang } of languages) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: hreflang, href: at(code) });
    }
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: at("en") });
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}

/** Tags for a page from its own meta copy in the catalogue of the current language. */
function metaFromCopy(
  id: PageCopyId,
  args: MetaArgsLike,
  where: Pick<SeoInput, "langPath" | "path" | "paths" | "noindex">,
): MetaDescriptor[] {
  const root = rootDataFromMatches(args.matches);
  const copy = pageCopyFromMatches(args.matches)[id];
  if (!root || !copy) return [];
  const { meta } = copy;
  return seoTags({
    title: meta.title,
    description: meta.description,
    siteUrl: root.siteUrl,
    lang: root.lang,
    ...where,
  });
}

/** Meta tags for a page under /:lang. */
export function pageMeta(id: PageId, args: MetaArgsLike): MetaDescriptor[] {
  return metaFromCopy(id, args, { langPath: pageById(id).path });
}

/** Meta tags for a top-level page outside the language prefix (/agent). */
export function topLevelMeta(
  id: Exclude<keyof typeof topLevelPages, WebinarPageId>,
  path: string,
  args: MetaArgsLike,
  noindex = false,
): MetaDescriptor[] {
  return metaFromCopy(id, args, { langPath: null, path, noindex });
}

/**
 * Meta tags for a webinar page (/webi, /fr/webi, ...): the canonical address of the current
 * language and its twins in the others as alternates, English as x-default.
 */
export function webinarMeta(id: WebinarPageId, args: MetaArgsLike): MetaDescriptor[] {
  const paths = { en: webinarPath("en", id), fr: webinarPath("fr", id) };
  return metaFromCopy(id, args, {
    langPath: null,
    paths,
    noindex: !topLevelPages[id].indexable,
  });
}

/** 404 metadata: never indexed, no canonical. */
export function notFoundMeta(args: { error?: unknown }): MetaDescriptor[] {
  const notFound = notFoundCopy(args.error);
  if (!notFound) return [{ title: "404" }, { name: "robots", content: "noindex" }];
  return [
    { title: documentTitle(notFound.metaTitle) },
    { name: "description", content: notFound.metaDescription },
    { name: "robots", content: "noindex" },
  ];
}
