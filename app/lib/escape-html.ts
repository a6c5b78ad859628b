/**
 * Text made safe for HTML or XML content and for quoted attribute values: & < > " ' all escaped.
 * One helper for every place that writes markup as a string (the cashback popup's template, the
 * sitemap, the site icon's <noscript> link the Worker writes), so none escapes less than the others.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

const htmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
