/** Something that looks like name@host.tld, with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How the same person is recognised across requests: trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * A key the browser makes for one submission or checkout (a UUID in practice), so a retry or a
 * double click is recognised as the same request.
 */
export const CLIENT_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
