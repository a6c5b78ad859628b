/**
 * Reading a request body no further than a limit, for every route that reads one (the API, form
 * posts, the Stripe webhook, chat posts). The cap counts the bytes actually read: a chunked body
 * has no Content-Length, and a Content-Length can lie.
 */

/** Reads at most `limit` bytes of the body; null when it is longer. */
export async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number) {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** True when the request says up front that its body is over the limit (no need to read it). */
const declaredTooLarge = (request: Request, limit: number) =>
  Number(request.headers.get("Content-Length") ?? 0) > limit;

/** The body as UTF-8 text (malformed bytes replaced), or null when it is over `limit` bytes. */
export async function readCappedText(request: Request, limit: number): Promise<string | null> {
  if (declaredTooLarge(request, limit)) return null;
  const bytes = await readCapped(request.body, limit);
  return bytes ? new TextDecoder().decode(bytes) : null;
}

/**
 * A form post's fields (URL-encoded or multipart), or null when the body is over `limit` bytes.
 * The bytes are read first, capped, and only then parsed.
 */
export async function readCappedForm(request: Request, limit: number): Promise<FormData | null> {
  if (declaredTooLarge(request, limit)) return null;
  const bytes = await readCapped(request.body, limit);
  if (!bytes) return null;
  const headers = new Headers();
  const type = request.headers.get("Content-Type");
  if (type) headers.set("Content-Type", type);
  return new Request(request.url, { method: "POST", headers, body: bytes }).formData();
}
