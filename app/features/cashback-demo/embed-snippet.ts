import type { Lang } from "#app/config/languages";
import type { PopupContent } from "#app/features/cashback-demo/popup-fields";
import { popupTemplateHtml, type PopupLabels } from "#app/features/cashback-demo/popup-markup";
import { mountCashbackPopup } from "#app/features/cashback-demo/popup-runtime";

/** The id of the snippet's <template>, which its script looks up. */
export const SNIPPET_TEMPLATE_ID = "subnova-cashback-popup";

export interface SnippetOptions {
  content: PopupContent;
  labels: PopupLabels;
  lang: Lang;
  /** One line for the merchant's developer, written as an HTML comment at the top. */
  comment: string;
}

/** Text that cannot end or break an HTML comment (no "--", no "<!", no ">"). */
function commentText(text: string): string {
  return text
    .replace(/-{2,}/g, "-")
    .replace(/[<>]/g, "")
    .replace(/[\r\n]+/g, " ")
    .trim();
}

/**
 * The code a merchant pastes into their order confirmation page: the popup's markup and styles in
 * a <template>, then a script that shows it. The script is the source of the very function the
 * demo page's preview calls (popup-runtime.ts), so what the merchant copies is what they saw.
 * Self-contained: no dependency on our CSS, no network request, no globals left behind.
 */
export function buildEmbedSnippet({ content, labels, lang, comment }: SnippetOptions): string {
  const script = `(${String(mountCashbackPopup)})(document.getElementById(${JSON.stringify(SNIPPET_TEMPLATE_ID)}));`;
  // The function's source is ours, but a "</script" or "<!--" in it would end the element early.
  if (/<\/script|<!--/i.test(script)) throw new Error("The popup runtime cannot be inlined.");
  return [
    `<!-- ${commentText(comment)} -->`,
    `<template id="${SNIPPET_TEMPLATE_ID}">`,
    popupTemplateHtml(content, labels, lang),
    `</template>`,
    `<script>`,
    script,
    `</script>`,
  ].join("\n");
}
