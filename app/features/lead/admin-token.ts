import * as z from "zod";

/**
 * What a usable ADMIN_TOKEN is: the export hands out every lead, so its token must be a random
 * secret, not a word. 32 characters with at least 10 different ones passes `openssl rand -hex
 * 32` or `-base64 32` every time, and refuses a short token or one character repeated.
 */
export const ADMIN_TOKEN_MIN_LENGTH = 32;
export const ADMIN_TOKEN_MIN_DISTINCT = 10;

/** The rule, with messages that name the problem and never the token. */
export const adminTokenRule = z
  .string()
  .min(ADMIN_TOKEN_MIN_LENGTH, `shorter than ${ADMIN_TOKEN_MIN_LENGTH} characters`)
  .refine(
    (token) => new Set(token).size >= ADMIN_TOKEN_MIN_DISTINCT,
    `fewer than ${ADMIN_TOKEN_MIN_DISTINCT} different characters`,
  );
