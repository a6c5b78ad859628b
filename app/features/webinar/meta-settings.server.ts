/** The Meta settings of this Worker, read in one place. Empty or blank values are unset. */
export function metaSettings(env: Env) {
  const pixelId = env.META_PIXEL_ID?.trim() || null;
  const capiToken = env.META_CAPI_TOKEN?.trim() || null;
  return {
    /** Public: the browser pixel's id (it loads only after marketing consent). */
    pixelId,
    /** The Conversions API needs both the pixel id and the token. */
    conversionsApi: pixelId && capiToken ? { pixelId, token: capiToken } : null,
    graphUrl: (env.META_GRAPH_URL ?? "https://graph.facebook.com").replace(/\/$/, ""),
  };
}
