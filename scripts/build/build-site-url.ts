import { unstable_readConfig } from "wrangler";

/**
 * The SITE_URL a build writes into the prerendered pages' `_headers`: every other host gets
 * `X-Robots-Tag: noindex` (a preview version), so the wrong one would hide the live site from
 * search engines. The build environment's SITE_URL wins; otherwise the Worker's configuration as
 * wrangler itself reads it, so an environment's own `[env.<name>.vars]` (CLOUDFLARE_ENV, as for a
 * deploy) decides, as it will in the deployed Worker. Wrangler does not carry top-level `[vars]`
 * into an environment: an environment without a SITE_URL of its own has none, and the build fails
 * rather than guess.
 */
export function buildSiteUrl(
  env: { SITE_URL?: string; CLOUDFLARE_ENV?: string },
  configPath = "wrangler.toml",
): string {
  const config = unstable_readConfig(
    { config: configPath, env: env.CLOUDFLARE_ENV },
    { hideWarnings: true },
  );
  const fromConfig = config.vars.SITE_URL;
  const url = env.SITE_URL || (typeof fromConfig === "string" ? fromConfig : undefined);
  if (!url) {
    const where = env.CLOUDFLARE_ENV ? `[env.${env.CLOUDFLARE_ENV}.vars]` : "[vars]";
    throw new Error(`no SITE_URL in the environment or in ${where} of ${configPath}`);
  }
  // A typo here would mark the live site noindex: it must at least be an absolute http(s) URL.
  if (!/^https?:$/.test(URL.parse(url)?.protocol ?? "")) {
    throw new Error(`SITE_URL is not an absolute http(s) URL: ${url}`);
  }
  return url;
}
