/**
 * On withdrawal of marketing consent: the pixel stops sending and its cookies go, at once. Kept
 * apart from meta-pixel.ts, which loads only after a yes (tracking.ts), because a withdrawal must
 * not wait for a download. `window.fbq` is declared in meta-pixel.ts.
 */
export function revokePixel(): void {
  window.fbq?.("consent", "revoke");
  for (const name of ["_fbp", "_fbc"]) {
    document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
  }
}
