import type { Lang } from "#app/config/languages";
import { escapeHtml } from "#app/lib/escape-html";
import { formatUsd } from "#app/lib/format-money";
import type { PopupContent } from "#app/features/cashback-demo/popup-fields";

/** The popup's fixed wording, in the page's language (locales/<lang>/pages/demo.json, popup). */
export interface PopupLabels {
  close: string;
  continue: string;
  offerLabel: string;
  perMonth: string;
}

/**
 * The popup's own styles. They live inside its shadow root, so the merchant's CSS cannot reach
 * the popup and these rules cannot reach the merchant's page. Fonts are the visitor's system
 * fonts and icons are inline SVG: nothing is fetched.
 */
export const popupCss = `
:host{all:initial}
*,*::before,*::after{box-sizing:border-box}
.sn-overlay{position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;padding:16px;overflow-y:auto;background:rgba(6,9,19,.62);-webkit-backdrop-filter:blur(3px);backdrop-filter:blur(3px);animation:sn-fade .2s ease-out both}
.sn-dialog{position:relative;width:100%;max-width:420px;margin:auto;padding:40px 28px 24px;border-radius:24px;background:linear-gradient(90deg,#6c63ff,#34dcae) top/100% 5px no-repeat,#fff;color:#0b1022;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;text-align:center;overflow-wrap:anywhere;box-shadow:0 24px 64px -16px rgba(6,9,19,.55),0 0 0 1px rgba(11,16,34,.06);animation:sn-rise .3s cubic-bezier(.22,1,.36,1) both}
.sn-badge{display:flex;width:56px;height:56px;margin:0 auto 16px;align-items:center;justify-content:center;border-radius:50%;background:#e3fbf3;color:#0c7a5e}
.sn-badge svg{width:28px;height:28px}
.sn-title{margin:0;font-size:22px;line-height:1.3;font-weight:800;letter-spacing:-.01em;color:#0b1022}
.sn-message{margin:12px 0 0;font-size:17px;line-height:1.5;font-weight:500;color:#1d2649}
.sn-offer{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:4px 16px;margin:20px 0 0;padding:14px 18px;border:1px solid #d9d6ff;border-radius:16px;background:#f4f3ff;text-align:left}
.sn-offer-label{font-size:13px;line-height:1.4;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:#4035c2}
.sn-price{display:flex;align-items:baseline;flex-wrap:wrap;gap:0 6px;margin:0}
.sn-amount{font-size:24px;line-height:1.2;font-weight:800;color:#0b1022}
.sn-per{font-size:14px;font-weight:600;color:#2c3763}
.sn-note{margin:14px 0 0;font-size:13px;line-height:1.55;color:#3b4468}
.sn-continue{display:flex;width:100%;min-height:48px;margin:22px 0 0;padding:12px 24px;align-items:center;justify-content:center;border:0;border-radius:999px;background:#5146e5;color:#fff;font:inherit;font-size:16px;font-weight:700;cursor:pointer;box-shadow:0 8px 24px -8px rgba(81,70,229,.7);transition:background-color .15s ease}
.sn-continue:hover{background:#4035c2}
.sn-close{position:absolute;top:8px;right:8px;display:flex;width:44px;height:44px;padding:0;align-items:center;justify-content:center;border:0;border-radius:50%;background:transparent;color:#2c3763;cursor:pointer;transition:background-color .15s ease}
.sn-close:hover{background:#f1f0ff}
.sn-close svg{width:20px;height:20px}
.sn-continue:focus-visible,.sn-close:focus-visible{outline:3px solid #6c63ff;outline-offset:3px}
@keyframes sn-fade{from{opacity:0}}
@keyframes sn-rise{from{opacity:0;transform:translateY(12px) scale(.98)}}
@media (max-width:360px){.sn-dialog{padding:36px 20px 20px}.sn-title{font-size:20px}.sn-message{font-size:16px}}
@media (prefers-reduced-motion:reduce){.sn-overlay,.sn-dialog{animation:none}.sn-continue,.sn-close{transition:none}}
`
  .trim()
  .replace(/\n/g, "");

/**
 * Extra rules for the live miniature on the demo page: the same markup, laid out inside its frame
 * instead of over the whole window.
 */
export const containedPopupCss =
  ".sn-overlay{position:relative;inset:auto;z-index:auto;min-height:100%;padding:64px 16px 32px;animation:none}.sn-dialog{animation:none}";

const checkIcon =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M20 6 9 17l-5-5"/></svg>';
const closeIcon =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.25" stroke-linecap="round" aria-hidden="true" focusable="false"><path d="M18 6 6 18M6 6l12 12"/></svg>';

/**
 * The popup's markup with its styles: the content of the embed snippet's <template>, and what the
 * demo page's preview and miniature show. Every visitor-supplied value is HTML-escaped.
 */
export function popupTemplateHtml(content: PopupContent, labels: PopupLabels, lang: Lang): string {
  const e = escapeHtml;
  return [
    `<style>${popupCss}</style>`,
    `<div class="sn-overlay">`,
    `<div class="sn-dialog" role="dialog" aria-modal="true" aria-labelledby="sn-title" aria-describedby="sn-message" lang="${e(lang)}">`,
    `<button type="button" class="sn-close" data-sn-close aria-label="${e(labels.close)}">${closeIcon}</button>`,
    `<div class="sn-badge">${checkIcon}</div>`,
    `<h2 class="sn-title" id="sn-title">${e(content.headerTitle)}</h2>`,
    `<p class="sn-message" id="sn-message">${e(content.claimMessage)}</p>`,
    `<div class="sn-offer">`,
    `<span class="sn-offer-label">${e(labels.offerLabel)}</span>`,
    `<p class="sn-price"><span class="sn-amount">${e(formatUsd(content.price, lang))}</span> <span class="sn-per">${e(labels.perMonth)}</span></p>`,
    `</div>`,
    `<p class="sn-note">${e(content.claimNote)}</p>`,
    `<button type="button" class="sn-continue" data-sn-close data-sn-continue>${e(labels.continue)}</button>`,
    `</div>`,
    `</div>`,
  ].join("\n");
}
