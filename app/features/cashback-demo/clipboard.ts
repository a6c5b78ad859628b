/**
 * Puts text on the clipboard; false when the browser has no clipboard API here (an insecure
 * origin) or refuses it (permission denied, document not focused).
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator === "undefined" || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
