import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inlineIcons } from "./scripts/build/inline-icons-plugin.ts";
import { routeStyles } from "./scripts/build/route-styles-plugin.ts";
import { shellChunkGuard } from "./scripts/build/shell-chunk-plugin.ts";

/** "#app/x" -> ./app/x (and #worker, #party, #locales); tsconfig.cloudflare.json mirrors it. */
export const projectAliases = [
  {
    find: /^#(app|worker|party|locales)\//,
    replacement: `${fileURLToPath(new URL(".", import.meta.url))}$1/`,
  },
];

/** React 19's own hook for react-i18next instead of the backport (app/lib/use-sync-external-store-shim.ts). */
const syncExternalStore = {
  find: /^use-sync-external-store\/shim$/,
  replacement: fileURLToPath(new URL("app/lib/use-sync-external-store-shim.ts", import.meta.url)),
};

/**
 * Modules of the shell's folders that the shell chunk leaves out (see the groups below). The build
 * fails when the shell holds one that fewer than two routes import at load (shellChunkGuard).
 */
const notInShell = {
  /** Drawn by the language layout only. */
  chrome: [
    "SiteHeader",
    "SiteFooter",
    "ProductsMenu",
    "MobileMenu",
    "SocialIcons",
    "TrustBadges",
    "TopBanner",
    "LanguageSwitch",
    "useHideOnScroll",
    "product-icons",
  ],
  onePage: ["DashboardPreview", "NotFoundScreen", "Flashlight"],
  folders: ["sections", "home", "venture", "about", "careers", "legal", "platform"],
  /** app/config and app/lib modules only the language layout, or only one page, imports. */
  config: [
    "legal", // the legal pages' catalogue
    "layout", // the header's measures
  ],
  lib: [
    "escape-html", // the cashback demo's popup markup (and the sitemap, on the server)
    "paths", // the language switch's paths
    "patterns", // the agent console, and the forms and chat code that load on demand
    "single-line", // the same: the lead rules and the chat protocol clean one-line fields
    "use-modal-dialog", // the agent console's panels and the checkout demo's popups (on demand)
  ],
};
const shellModule = new RegExp(
  "/app/(" +
    [
      `components/(?!(${[...notInShell.chrome, ...notInShell.onePage].join("|")})\\.|(${notInShell.folders.join("|")})/)`,
      `config/(?!(${notInShell.config.join("|")})\\.)`,
      "features/cookie-consent/",
      "features/chat-widget/(ChatLauncher|chat-keys|chat-copy)\\.",
      `lib/(?!(${notInShell.lib.join("|")})\\.)`,
    ].join("|") +
    ")",
);

export default defineConfig({
  resolve: { alias: [...projectAliases, syncExternalStore] },
  // Fonts stay files: the CSP allows fonts from 'self' only, not data: URIs.
  build: {
    sourcemap: process.env.SOURCEMAP === "1",
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Few shared chunks instead of a dozen small ones: on HTTP/1.1 and slow mobile links
            // every extra request before first paint costs a round trip. What only some pages
            // use (their sections, their icons) stays out of them and loads with those routes.
            // Order matters: a group also takes in what its modules import, so the groups
            // every page needs come first. Icons travel with the code that draws them
            // (scripts/build/inline-icons-plugin.ts, DR 014).
            codeSplitting: {
              groups: [
                // Only the libraries every page runs. The others (zod, Stripe.js, partysocket for
                // the chat widget) stay with the code that imports them, so a page that does not
                // use them does not download them. React DOM and React Router are two chunks so
                // that neither runs in the same task as the other (scripts-after-first-paint.server.ts).
                {
                  name: "react-dom",
                  test: /node_modules\/(react|react-dom|scheduler)\//,
                },
                {
                  name: "vendor",
                  test: /node_modules\/(react-router|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)\//,
                },
                // What pages share, but not the site's header and footer (they go with the
                // language layout, so the webinar pages, which have neither, do not download them),
                // nor what only one page draws (the home's dashboard, the legal pages' catalogue),
                // nor the 404 page, loaded when one draws (server-not-found-screen.ts).
                { name: "shell", test: shellModule },
                // The checkout demo's page with the layout it opens on, in one chunk: the code that
                // layout shares with the two that load on demand would otherwise go to chunks of
                // its own, each one more request before the page can hydrate.
                {
                  name: "checkout",
                  test: /\/app\/(routes\/checkout\.tsx|features\/checkout-demo\/(?!PopupOfferCheckout\.|PostPurchaseCheckout\.|DemoDialog\.))/,
                },
                // The section pieces most pages use; the product-page frame loads with those pages.
                {
                  name: "sections",
                  test: /\/app\/components\/sections\/(Section|FeatureCards|StatCards|CtaBand)\./,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
    routeStyles(),
    inlineIcons(),
    // Fails the build when the shell holds code fewer than two routes import at load.
    shellChunkGuard({
      // Only the language layout imports it at load (the header's navigation), but the chat
      // widget, which loads on demand, does too: outside the shell it would become a chunk of
      // its own, one more request before every content page can hydrate, to spare the two
      // webinar pages about 270 bytes.
      keep: ["app/lib/use-media-query.ts"],
    }),
  ],
});
