import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/webi";
import { langFromPathname } from "#app/config/languages";
import { EventJsonLd } from "#app/features/webinar/EventJsonLd";
import { ParticleField } from "#app/features/webinar/ParticleField";
import { SectionNav } from "#app/features/webinar/SectionNav";
import { TickerBanner } from "#app/features/webinar/TickerBanner";
import { Disclaimer } from "#app/features/webinar/sections/Disclaimer";
import { FaqSection } from "#app/features/webinar/sections/FaqSection";
import { Hero } from "#app/features/webinar/sections/Hero";
import { Host } from "#app/features/webinar/sections/Host";
import { Journey } from "#app/features/webinar/sections/Journey";
import { Learn } from "#app/features/webinar/sections/Learn";
import { NetWorth } from "#app/features/webinar/sections/NetWorth";
import { Opportunity } from "#app/features/webinar/sections/Opportunity";
import { Problems } from "#app/features/webinar/sections/Problems";
import { Register } from "#app/features/webinar/sections/Register";
import { Results } from "#app/features/webinar/sections/Results";
import { Solution } from "#app/features/webinar/sections/Solution";
import { useWebinarTracking } from "#app/features/webinar/tracking";
import { useCheckoutNavigation } from "#app/features/webinar/use-checkout-navigation";
import { useWorkshopStart } from "#app/features/webinar/use-workshop-start";
import { metaSettings } from "#app/features/webinar/meta-settings.server";
import { nextWorkshopStart } from "#app/features/webinar/webinar-time";
import { workshopWhen } from "#app/features/webinar/format-workshop";
import { copyFor } from "#app/lib/messages.server";
import { cloudflareContext, siteUrl } from "#app/lib/request-context.server";
import { jsonLdText, webinarEventJsonLd } from "#app/features/webinar/event-json-ld";
import { webinarMeta } from "#app/lib/seo";

export function loader({ url, context }: Route.LoaderArgs) {
  // The workshop date is Chicago time, so the server can render it (and its structured data).
  const now = Date.now();
  const pageCopy = copyFor(url, "webi");
  const lang = langFromPathname(url.pathname);
  const workshop = workshopWhen(nextWorkshopStart(now), lang);
  return {
    ...pageCopy,
    // Public: the pixel id is meant for browsers (the pixel loads only after marketing consent).
    pixelId: metaSettings(context.get(cloudflareContext).env).pixelId,
    workshop,
    // Built here: search engines read it from the server's HTML, so the browser gets the text
    // and not the code that builds it.
    eventJsonLd: jsonLdText(
      webinarEventJsonLd({
        name: pageCopy.copy.webi.meta.title,
        description: pageCopy.copy.webi.meta.description,
        start: workshop.start,
        siteUrl: siteUrl(context),
        lang,
      }),
    ),
    year: new Date(now).getUTCFullYear(),
  };
}

export const meta: Route.MetaFunction = (args) => webinarMeta("webi", args);

/** Group wrappers the navigation points at (a nav entry can cover several sections). */
const groupClass = "outline-none";

/**
 * The workshop landing page: no site header or footer, a floating section navigation, every call to
 * action to the checkout.
 */
export default function WebinarPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const start = useWorkshopStart(loaderData.workshop.start);
  const track = useWebinarTracking(loaderData.pixelId);
  const { goToCheckout, register, registering } = useCheckoutNavigation(track);
  const viewed = useRef(false);

  // Once per page load (a ref, so React's development double effects do not send it twice).
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    void track("ViewContent");
  }, [track]);

  return (
    <div className="webi-page relative isolate min-h-screen overflow-x-clip text-white">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("a11y.skipToContent")}
      </a>
      <ParticleField />
      <SectionNav />
      <main id="main" tabIndex={-1} className="outline-none">
        <div id="home" tabIndex={-1} className={groupClass}>
          <Hero start={start} written={loaderData.workshop} onCta={goToCheckout} />
          <TickerBanner />
        </div>
        <Host />
        <Journey onCta={goToCheckout} />
        <Opportunity onCta={goToCheckout} />
        <Learn />
        <div id="results" tabIndex={-1} className={groupClass}>
          <Results />
          <NetWorth onCta={goToCheckout} />
        </div>
        <Problems />
        <div id="solution" tabIndex={-1} className={groupClass}>
          <Solution onCta={goToCheckout} />
          <FaqSection />
        </div>
        <div id="register" tabIndex={-1} className={groupClass}>
          <Register onRegister={register} busy={registering} />
        </div>
      </main>
      <Disclaimer year={loaderData.year} />
      <EventJsonLd text={loaderData.eventJsonLd} />
    </div>
  );
}
