import { createContext } from "react";
import type { JobPosts } from "#app/lib/i18n";

/**
 * Every job post of the page's language, for the server's render, provided by entry.server. It
 * draws each closed card's details inside a <noscript>: the whole post for visitors without
 * JavaScript, and the one copy of it a document load brings to the browser, which the card reads
 * when it opens (JobList). In the browser there is none: the route's data carries the posts
 * only on a client navigation, where there is no server markup to read.
 */
export const ServerJobPosts = createContext<JobPosts | null>(null);
