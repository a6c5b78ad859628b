import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { NotFoundScreen } from "#app/components/NotFoundScreen";
import { RouteErrorScreen } from "#app/components/RouteErrorScreen";
import { ServerNotFoundScreen } from "#app/components/server-not-found-screen";
import type { Lang } from "#app/config/languages";
import { makeI18n } from "#app/lib/i18n";
import { messages } from "#app/lib/messages.server";

/** Renders the boundary's screen as the server does (entry.server provides the 404 page), inside a
 * router (its links need one), in a language. */
function render(error: unknown, lang: Lang) {
  const router = createMemoryRouter([{ path: "/", element: <RouteErrorScreen error={error} /> }]);
  return renderToString(
    <ServerNotFoundScreen value={(props) => <NotFoundScreen {...props} />}>
      <I18nextProvider i18n={makeI18n(lang, messages[lang])}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ServerNotFoundScreen>,
  );
}

/** A 404 response as the loaders throw it: it brings the 404 page's copy (not-found.server.ts). */
const notFoundIn = (lang: Lang) => ({
  status: 404,
  statusText: "Not Found",
  internal: false,
  data: { copy: { notFound: messages[lang].notFound } },
});

describe("root error boundary screen", () => {
  it("draws the 404 page for a 404 response", () => {
    const html = render(notFoundIn("fr"), "fr");
    expect(html).toContain(messages.fr.notFound.title);
    expect(html).toContain(messages.fr.notFound.goHome);
    expect(html).not.toContain(messages.fr.common.errors.unexpected);
  });

  it("says 'Unexpected Application Error!' in the page language for anything else", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const en = render(new Error("boom"), "en");
    const fr = render(new Error("boom"), "fr");
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect(en).toContain("Unexpected Application Error!");
    expect(fr).toContain(messages.fr.common.errors.unexpected);
    expect(fr).not.toContain("Unexpected Application Error!");
    expect(en).not.toContain(messages.en.notFound.title);
  });

  it("treats other error responses (500) as unexpected errors", () => {
    const html = render({ ...notFoundIn("en"), status: 500, statusText: "Server Error" }, "en");
    expect(html).toContain("Unexpected Application Error!");
  });

  it("draws the error screen for a 404 that brought no copy, rather than an empty page", () => {
    const html = render({ ...notFoundIn("fr"), data: null }, "fr");
    expect(html).toContain(messages.fr.common.errors.unexpected);
    expect(html).not.toContain(messages.fr.notFound.title);
  });
});
