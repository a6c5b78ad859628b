import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
  build: { assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined) },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Two shared chunks instead of a dozen small ones: on HTTP/1.1 and slow mobile links
            // every extra request before first paint costs a round trip.
            codeSplitting: {
              groups: [
                { name: "vendor", test: /node_modules/ },
                { name: "shell", test: /\/app\/(components|config|features|lib)\// },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
});
