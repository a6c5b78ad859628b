/** Cloudflare Turnstile's browser API, as far as the lead form uses it. */
interface TurnstileApi {
  render(container: HTMLElement, params: { sitekey: string; language?: string }): unknown;
  reset(container: HTMLElement): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js";

/**
 * A ref callback for the widget's container (`.cf-turnstile` with `data-sitekey`). The script,
 * inserted once per document, renders every container on the page when it first runs. A
 * container mounted after that (the form shown again after a sent lead, a client navigation
 * back to the page) is rendered through the API: without it that form would post no token and
 * the server would refuse the lead.
 */
export function showTurnstile(container: HTMLElement | null): void {
  if (!container) return;
  const { turnstile } = window;
  if (turnstile) {
    const sitekey = container.dataset.sitekey;
    // The script's own pass over the page has already filled this one.
    if (sitekey && !container.hasChildNodes()) {
      turnstile.render(container, { sitekey, language: container.dataset.language });
    }
    return;
  }
  // Still loading: its pass over the page will find this container.
  if (document.querySelector("script[data-turnstile]")) return;
  const script = document.createElement("script");
  script.src = TURNSTILE_SCRIPT_URL;
  script.async = true;
  script.dataset.turnstile = "";
  document.head.appendChild(script);
}

/**
 * A token is single-use, and the server spends it before it stores the lead: after a refused
 * or failed attempt (a rejected token, a conflict, storage down) the next one needs a fresh token,
 * or every retry would be refused as a replay.
 */
export function renewTurnstile(form: HTMLFormElement | null): void {
  const container = form?.querySelector<HTMLElement>(".cf-turnstile");
  if (container) window.turnstile?.reset(container);
}
