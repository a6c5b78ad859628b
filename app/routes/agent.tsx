import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/agent";
import { Logo } from "#app/components/Logo";
import { topLevelPages } from "#app/config/pages";
import { isLang, languages } from "#app/config/languages";
import { AgentConsole } from "#app/features/agent-console/AgentConsole";
import { agentProfile, saveAgentProfile } from "#app/features/agent-console/agent-profile.server";
import {
  consoleLanguage,
  consoleRequestContext,
} from "#app/features/agent-console/console-lang.server";
import {
  agentAuthConfig,
  clearedSessionCookie,
  sameOrigin,
  signIn,
} from "#app/features/agent-console/agent-session.server";
import { chatAlertSession, isChatAlertId } from "#app/features/notifications/chat-alert.server";
import { signOut } from "#app/features/agent-console/sign-out.server";
import { readCappedForm } from "#app/lib/capped-body.server";
import { messages } from "#app/lib/messages.server";
import { cloudflareContext } from "#app/lib/request-context.server";
import { topLevelMeta } from "#app/lib/seo";
import { defaultAgentName } from "#party/protocol";

// Nothing on this page may be cached or shared: it is one agent's view.
const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/**
 * The document answers (sign-in page, console) carry them too, not only the data requests; a
 * refused sign-in keeps its Retry-After.
 */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...privateHeaders, "Retry-After": retryAfter } : privateHeaders;
};

/** The console speaks the agent's language, whatever its path (see consoleLang). */
export const middleware: Route.MiddlewareFunction[] = [consoleLanguage];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const { agentId, lang } = context.get(consoleRequestContext);
  // A team alert links here with ?alert=<id>: only a signed-in agent learns its conversation.
  const alertId = url.searchParams.get("alert");
  // D1 down costs the link only, not the console.
  const linkedSession =
    agentId && alertId ? await chatAlertSession(env.DB, alertId).catch(() => null) : null;
  // D1 down: the defaults (a name from the agent's id), still a working console.
  const profile = agentId
    ? await agentProfile(env.DB, agentId).catch(() => ({
        agentId,
        name: defaultAgentName(agentId),
        lang,
        muted: false,
      }))
    : null;
  return data(
    {
      copy: { agent: messages[lang].agent },
      lang,
      agentId,
      profile,
      configured: agentAuthConfig(env) !== null,
      linkedSession,
    },
    { headers: privateHeaders },
  );
}

const signInForm = z.object({
  agentId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** The two fields, URL-encoded, fit in a quarter of it even at their longest. */
const SIGN_IN_BODY_LIMIT = 4 * 1024;

type LoginError =
  "invalid" | "rate_limited" | "not_configured" | "forbidden" | "missing" | "too_large";
const failed = (error: LoginError, status: number, agentId = "", headers?: HeadersInit) =>
  data({ error, agentId }, { status, headers: { ...privateHeaders, ...headers } });

/** Sign in and sign out, both plain form posts, so the page works before its script loads. */
export async function action({ request, url, context }: Route.ActionArgs) {
  if (!sameOrigin(request, url)) return failed("forbidden", 403);
  const { env } = context.get(cloudflareContext);
  const form = await readCappedForm(request, SIGN_IN_BODY_LIMIT);
  if (!form) return failed("too_large", 413);
  if (form.get("intent") === "logout") {
    await signOut(request, env);
    return redirect(topLevelPages.agent.path, {
      headers: { ...privateHeaders, "Set-Cookie": clearedSessionCookie },
    });
  }
  const parsed = signInForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return failed("missing", 422);
  const ip = request.headers.get("CF-Connecting-IP");
  const result = await signIn(env, ip, parsed.data.agentId, parsed.data.password);
  if (result.ok) {
    // Signed in from the French (or English) sign-in page: that is the agent's console language.
    const lang = url.searchParams.get("lang");
    if (isLang(lang)) {
      await saveAgentProfile(env.DB, result.agentId, { lang }).catch(() => null);
    }
    // Signed in from a team alert's link: back to it, so its conversation opens.
    const alertId = url.searchParams.get("alert") ?? "";
    const to = isChatAlertId(alertId) ? `${topLevelPages.agent.path}?alert=${alertId}` : null;
    return redirect(to ?? topLevelPages.agent.path, {
      headers: { ...privateHeaders, "Set-Cookie": result.cookie },
    });
  }
  const status = { invalid: 401, rate_limited: 429, not_configured: 503 }[result.reason];
  const retryAfter = result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined;
  return failed(result.reason, status, parsed.data.agentId, retryAfter);
}

export const meta: Route.MetaFunction = (args) =>
  topLevelMeta("agent", topLevelPages.agent.path, args, true);

/** The sign-in page in the other language: before sign-in, the browser's language is a guess. */
function LanguageLinks({ current }: { current: string }) {
  const { t } = useTranslation("agent");
  return (
    <nav aria-label={t("language.label")} className="flex gap-1 text-sm">
      {languages.map(({ code }) =>
        code === current ? (
          <span
            key={code}
            lang={code}
            aria-current="true"
            className="rounded-full bg-brand-50 px-3 py-1.5 font-semibold text-brand-800"
          >
            {t(`language.${code}`)}
          </span>
        ) : (
          <Link
            key={code}
            lang={code}
            hrefLang={code}
            to={`${topLevelPages.agent.path}?lang=${code}`}
            className="rounded-full px-3 py-1.5 font-medium text-ink-700 underline-offset-2 hover:underline"
          >
            {t(`language.${code}`)}
          </Link>
        ),
      )}
    </nav>
  );
}

function SignInForm({
  error,
  agentId,
  lang,
}: {
  error: LoginError | null;
  agentId: string;
  lang: string;
}) {
  const { t } = useTranslation("agent");
  const submitting = useNavigation().state === "submitting";
  return (
    <main
      id="main"
      className="hero-glow grid min-h-screen place-items-center px-4 py-12 text-white"
    >
      <div className="w-full max-w-sm rounded-3xl bg-white p-8 text-ink-900 shadow-2xl">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Logo />
          <LanguageLinks current={lang} />
        </div>
        <h1 className="mt-8 text-2xl font-extrabold tracking-tight">{t("login.title")}</h1>
        <p className="mt-2 text-sm text-ink-600">{t("login.intro")}</p>
        <Form method="post" className="mt-8 flex flex-col gap-5">
          <label className="flex flex-col gap-2 text-sm font-semibold">
            {t("login.agentId")}
            <input
              name="agentId"
              type="email"
              autoComplete="username"
              required
              defaultValue={agentId}
              className="field-input"
              aria-invalid={error === "invalid" || undefined}
              aria-describedby={error ? "agent-login-error" : undefined}
            />
          </label>
          <label className="flex flex-col gap-2 text-sm font-semibold">
            {t("login.password")}
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className="field-input"
              aria-invalid={error === "invalid" || undefined}
              aria-describedby={error ? "agent-login-error" : undefined}
            />
          </label>
          {error ? (
            <p id="agent-login-error" role="alert" className="text-sm font-medium text-danger-700">
              {t(`login.errors.${error}`)}
            </p>
          ) : null}
          <button type="submit" className="btn-primary" disabled={submitting}>
            {submitting ? t("login.submitting") : t("login.submit")}
          </button>
        </Form>
      </div>
    </main>
  );
}

export default function AgentPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.profile) {
    const error = actionData?.error ?? (loaderData.configured ? null : "not_configured");
    return <SignInForm error={error} agentId={actionData?.agentId ?? ""} lang={loaderData.lang} />;
  }
  return (
    <main id="main" className="flex h-dvh flex-col bg-brand-50/40 text-ink-900">
      <AgentConsole profile={loaderData.profile} linkedSession={loaderData.linkedSession} />
    </main>
  );
}
