import { exports } from "cloudflare:workers";

export const origin = "https://www.subnova.example";

/** A request through the real Worker entry (Hono, partyserver routing, React Router SSR). */
export function get(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${origin}${path}`, { redirect: "manual", ...init }));
}

/** Text with the <hl> markup of hero titles removed, as it reads on the page. */
export function plain(text: string): string {
  return text.replace(/<\/?hl>/g, "");
}

/** What React writes for a text node: &, <, > and quotes escaped. */
export function htmlEscaped(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}
