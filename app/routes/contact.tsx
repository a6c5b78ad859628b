import { Clock, Mail, Phone, Send } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/contact";
import { PageHero } from "#app/components/PageHero";
import { Steps } from "#app/components/sections/Steps";
import { langFromPathname } from "#app/config/languages";
import { site } from "#app/config/site";
import { ContactForm, type ContactActionData } from "#app/features/lead/ContactForm";
import { leadConfig } from "#app/features/lead/lead-config.server";
import { leadFieldNames, type LeadFields } from "#app/features/lead/lead-fields";
import { leadAnswer, submitLead } from "#app/features/lead/submit-lead.server";
import { leadText } from "#app/features/lead/lead-text.server";
import { readCappedForm } from "#app/lib/capped-body.server";
import { utmFromParams } from "#app/lib/landing-attribution";
import { copyFor } from "#app/lib/messages.server";
import { cloudflareContext } from "#app/lib/request-context.server";
import { pageMeta } from "#app/lib/seo";
import { useCopy } from "#app/lib/use-copy";

export function loader({ url, context }: Route.LoaderArgs) {
  const { turnstile } = leadConfig(context.get(cloudflareContext).env);
  return { ...copyFor(url, "contact", "lead"), turnstileSiteKey: turnstile?.siteKey ?? null };
}

/** A form post larger than this is not a lead form (the API caps JSON the same way). */
const FORM_BODY_LIMIT = 8 * 1024;

/**
 * The no-JavaScript path: the same form, posted natively, runs the same service as
 * POST /api/lead. A refresh re-posts the same details, which the service recognises (one lead).
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const lang = langFromPathname(url.pathname);
  const text = (form: FormData, name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  // Counted as read, not as declared: a chunked post has no Content-Length to check.
  const form = await readCappedForm(request, FORM_BODY_LIMIT).catch(() => "unreadable" as const);
  if (form === null || form === "unreadable") {
    // The body was not parsed, so there are no typed values to give back.
    const [status, key] =
      form === null ? ([413, "tooLarge"] as const) : ([400, "malformed"] as const);
    const result: ContactActionData = {
      result: "error",
      values: Object.fromEntries(leadFieldNames.map((name) => [name, ""])) as LeadFields,
      message: leadText(lang).api(key),
      status,
    };
    return data(result, { status });
  }
  const values = Object.fromEntries(
    leadFieldNames.map((name) => [name, text(form, name).slice(0, 400)]),
  ) as LeadFields;
  const utm = utmFromParams(url.searchParams);
  const extras = Object.fromEntries(
    ["_gotcha", "cf-turnstile-response"]
      .map((name) => [name, text(form, name)] as const)
      .filter(([, value]) => value !== ""),
  );
  const outcome = await submitLead(
    {
      ...values,
      ...extras,
      language: lang,
      page: url.pathname,
      ...(Object.keys(utm).length > 0 ? { utm } : {}),
    },
    {
      env,
      lang,
      ip: request.headers.get("CF-Connecting-IP"),
      userAgent: request.headers.get("User-Agent"),
      country: typeof request.cf?.country === "string" ? request.cf.country : null,
      channel: "form",
    },
  );
  const answer = leadAnswer(outcome, lang);
  const headers = answer.retryAfter ? { "Retry-After": String(answer.retryAfter) } : undefined;
  let result: ContactActionData;
  if (outcome.kind === "accepted") result = { result: "success" };
  else if (outcome.kind === "invalid" && !outcome.malformed) {
    result = { result: "invalid", values, fieldErrors: outcome.fieldErrors };
  } else result = { result: "error", values, message: answer.body.message, status: answer.status };
  return data(result, { status: answer.status, headers });
}

export const meta: Route.MetaFunction = (args) => pageMeta("contact", args);

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useCopy("contact");
  const next = copy("next");
  const direct = copy("direct");
  return (
    <>
      <PageHero
        page="contact"
        size="compact"
        actions={[{ key: "cta", to: site.telegramUrl, variant: "ghost" }]}
      />
      <section className="bg-[#f6f7fb] py-14 sm:py-20">
        <div className="container-page grid items-start gap-10 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-14">
          <div className="rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-10">
            <ContactForm
              initial={actionData}
              turnstileSiteKey={loaderData.turnstileSiteKey ?? undefined}
            />
          </div>
          <aside className="flex flex-col gap-8" aria-labelledby="contact-next">
            <div>
              <h2 id="contact-next" className="text-xl font-extrabold tracking-tight">
                {next.title}
              </h2>
              <div className="mt-6">
                <Steps items={next.steps} layout="stacked" />
              </div>
            </div>
            <div className="rounded-card border border-ink-900/10 bg-white p-6">
              <h2 className="text-lg font-extrabold tracking-tight">{direct.title}</h2>
              <ul className="mt-4 flex flex-col gap-3">
                <li>
                  <a className="contact-line" href={`mailto:${site.email}`}>
                    <Mail aria-hidden="true" size={18} />
                    <span className="sr-only">{direct.email}: </span>
                    {site.email}
                  </a>
                </li>
                <li>
                  <a
                    className="contact-line"
                    href={site.telegramUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Send aria-hidden="true" size={18} />
                    <span className="sr-only">{direct.telegram}: </span>
                    {site.telegramUrl.replace("https://t.me/", "@")}
                  </a>
                </li>
                <li>
                  <a className="contact-line" href={site.phoneHref}>
                    <Phone aria-hidden="true" size={18} />
                    <span className="sr-only">{direct.phone}: </span>
                    {site.phone}
                  </a>
                </li>
              </ul>
              <p className="mt-5 flex gap-2 text-sm text-ink-600">
                <Clock aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
                {direct.hours}
              </p>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
