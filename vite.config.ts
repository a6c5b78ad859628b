import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { routeStyles } from "./scripts/route-styles-plugin.ts";

/** "#app/x" -> ./app/x (and #worker, #party, #locales); tsconfig.cloudflare.json mirrors it. */
export const projectAliases = [
  {
    find: /^#(app|worker|party|locales)\//,
    replacement: `${fileURLToPath(new URL(".", import.meta.url))}$1/`,
  },
];

export default defineConfig({
  resolve: { alias: projectAliases },
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
            // every page needs come first and keep the icon runtime out of "sections".
            codeSplitting: {
              groups: [
                // Only the libraries every page runs. The others (zod, Stripe.js, partysocket for
                // the chat widget) stay with the code that imports them, so a page that does not
                // use them does not download them. React DOM and React Router are two chunks so
                // that neither runs in the same task as the other (load-after-first-paint.ts).
                {
                  name: "react-dom",
                  test: /node_modules\/(react|react-dom|scheduler)\//,
                },
                { name: "vendor", test: /node_modules\/react-router\// },
                // Icons several pages share; an icon only one page uses stays in that page.
                { name: "icons", test: /node_modules\/lucide-react/, minShareCount: 2 },
                // Not what only one page draws (the home's dashboard, the legal pages' catalogue), nor the
                // 404 page, loaded when one draws (server-not-found-screen.ts).
                {
                  name: "shell",
                  test: /\/app\/(components\/(?!sections\/|home\/|venture\/|about\/|careers\/|legal\/|platform\/|DashboardPreview\.|NotFoundScreen\.|Flashlight\.)|config\/(?!legal\.)|features\/cookie-consent\/|features\/chat-widget\/(ChatLauncher|chat-keys|chat-copy)\.|lib\/)/,
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
  ],
});
