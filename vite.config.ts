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
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
});
