import { describe, expect, it } from "vitest";
import type { Lang } from "#app/config/languages";
import {
  buildEmbedSnippet,
  SNIPPET_TEMPLATE_ID,
  type SnippetOptions,
} from "#app/features/cashback-demo/embed-snippet";
import { DEFAULT_PRICE, type PopupContent } from "#app/features/cashback-demo/popup-fields";
import type { PopupLabels } from "#app/features/cashback-demo/popup-markup";
import { escapeHtml } from "#app/lib/escape-html";
import { mountCashbackPopup } from "#app/features/cashback-demo/popup-runtime";
import { messages } from "#app/lib/messages.server";

function options(lang: Lang, content: Partial<PopupContent> = {}): SnippetOptions {
  const copy = messages[lang].demo;
  const labels: PopupLabels = {
    close: copy.popup.close,
    continue: copy.popup.continue,
    offerLabel: copy.popup.offerLabel,
    perMonth: copy.popup.perMonth,
  };
  return {
    content: {
      headerTitle: copy.defaults.headerTitle,
      price: DEFAULT_PRICE,
      claimMessage: copy.defaults.claimMessage,
      claimNote: copy.defaults.claimNote,
      ...content,
    },
    labels,
    lang,
    comment: copy.popup.comment,
  };
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};
const decode = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => entities[e] ?? e);

interface Parsed {
  /** Every element in document order (template content included), with its attributes. */
  elements: Array<{ tag: string; attributes: Record<string, string> }>;
  comments: string[];
  /** The raw (still escaped) text of the first element matching each selector asked for. */
  text: Record<string, string>;
}

/** The snippet as an HTML parser (workerd's lol-html) reads it. */
async function parse(html: string, selectors: string[] = []): Promise<Parsed> {
  const parsed: Parsed = { elements: [], comments: [], text: {} };
  let rewriter = new HTMLRewriter()
    .on("*", {
      element(element) {
        parsed.elements.push({
          tag: element.tagName,
          // workerd's Element (name, value pairs); the DOM lib's type of the same name shadows it.
          attributes: Object.fromEntries(
            element.attributes as unknown as Iterable<[string, string]>,
          ),
        });
      },
    })
    .onDocument({
      comments(comment) {
        parsed.comments.push(comment.text);
      },
    });
  for (const selector of selectors) {
    rewriter = rewriter.on(selector, {
      text(chunk) {
        parsed.text[selector] = (parsed.text[selector] ?? "") + chunk.text;
      },
    });
  }
  await rewriter.transform(new Response(html)).text();
  return parsed;
}

const textSelectors = [".sn-title", ".sn-message", ".sn-note", ".sn-amount", ".sn-per", "script"];

/** The elements of every snippet, whatever the merchant typed. */
const expectedTags = [
  "template",
  "style",
  "div",
  "div",
  "button",
  "svg",
  "path",
  "div",
  "svg",
  "path",
  "h2",
  "p",
  "div",
  "span",
  "p",
  "span",
  "span",
  "p",
  "button",
  "script",
];

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe("escapeHtml", () => {
  it("escapes each of & < > \" and '", () => {
    expect(escapeHtml("&")).toBe("&amp;");
    expect(escapeHtml("<")).toBe("&lt;");
    expect(escapeHtml(">")).toBe("&gt;");
    expect(escapeHtml('"')).toBe("&quot;");
    expect(escapeHtml("'")).toBe("&#39;");
    expect(escapeHtml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&#39;f");
  });

  it("escapes an entity again rather than trusting it, and leaves other text alone", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
    expect(escapeHtml("Café 🎉 – 日本語, עברית, 16,99\u00a0$")).toBe(
      "Café 🎉 – 日本語, עברית, 16,99\u00a0$",
    );
  });
});

describe("buildEmbedSnippet: the default popup", () => {
  it("in English: the default title, $19.99 per month and the English buttons", async () => {
    const snippet = buildEmbedSnippet(options("en"));
    const parsed = await parse(snippet, textSelectors);
    expect(decode(parsed.text[".sn-title"] ?? "")).toBe("Your order is completed");
    expect(decode(parsed.text[".sn-message"] ?? "")).toBe(messages.en.demo.defaults.claimMessage);
    expect(decode(parsed.text[".sn-message"] ?? "")).toContain("$16.99");
    expect(decode(parsed.text[".sn-note"] ?? "")).toBe(messages.en.demo.defaults.claimNote);
    expect(parsed.text[".sn-amount"]).toBe("$19.99");
    expect(parsed.text[".sn-per"]).toBe("per month");
    const buttons = parsed.elements.filter((e) => e.tag === "button");
    expect(buttons.map((b) => b.attributes["aria-label"] ?? null)).toEqual(["Close", null]);
    expect(snippet).toContain(">Continue</button>");
    expect(parsed.elements.find((e) => e.attributes.role === "dialog")?.attributes.lang).toBe("en");
  });

  it("in French: the French wording and the price written the French way", async () => {
    const snippet = buildEmbedSnippet(options("fr"));
    const parsed = await parse(snippet, textSelectors);
    expect(decode(parsed.text[".sn-title"] ?? "")).toBe(messages.fr.demo.defaults.headerTitle);
    expect(parsed.text[".sn-amount"]).toBe("19,99\u00a0$US");
    expect(parsed.text[".sn-per"]).toBe("par mois");
    expect(snippet).toContain(">Continuer</button>");
    expect(snippet).toContain('aria-label="Fermer"');
    expect(parsed.elements.find((e) => e.attributes.role === "dialog")?.attributes.lang).toBe("fr");
  });

  it("formats other prices too", async () => {
    const en = await parse(buildEmbedSnippet(options("en", { price: 1250 })), [".sn-amount"]);
    const fr = await parse(buildEmbedSnippet(options("fr", { price: 5 })), [".sn-amount"]);
    expect(en.text[".sn-amount"]).toBe("$1,250.00");
    expect(fr.text[".sn-amount"]).toBe("5,00\u00a0$US");
  });

  it("is the same code for the same input", () => {
    expect(buildEmbedSnippet(options("en"))).toBe(buildEmbedSnippet(options("en")));
  });
});

describe("buildEmbedSnippet: structure", () => {
  it("is a comment, a template holding the popup, and one script that shows it", async () => {
    const snippet = buildEmbedSnippet(options("en"));
    const parsed = await parse(snippet, ["script"]);
    expect(parsed.elements.map((e) => e.tag)).toEqual(expectedTags);
    expect(snippet.startsWith("<!-- ")).toBe(true);
    expect(parsed.comments).toHaveLength(1);
    expect(parsed.elements[0]?.attributes).toEqual({ id: SNIPPET_TEMPLATE_ID });
    expect(count(snippet, "<template")).toBe(1);
    expect(count(snippet, "</template>")).toBe(1);
    expect(count(snippet, "<script")).toBe(1);
    expect(count(snippet, "</script>")).toBe(1);
    expect(snippet.trimEnd().endsWith("</script>")).toBe(true);
    // The template ends before the script starts: the script is not part of the popup's markup.
    expect(snippet.indexOf("</template>")).toBeLessThan(snippet.indexOf("<script"));
  });

  it("runs the popup runtime itself, on the template, with no attributes on the script", async () => {
    const snippet = buildEmbedSnippet(options("en"));
    const parsed = await parse(snippet, ["script"]);
    expect(parsed.elements.find((e) => e.tag === "script")?.attributes).toEqual({});
    expect(parsed.text.script?.trim()).toBe(
      `(${String(mountCashbackPopup)})(document.getElementById("${SNIPPET_TEMPLATE_ID}"));`,
    );
    expect(String(mountCashbackPopup)).toMatch(/^function\b/);
    expect(parsed.text.script).not.toMatch(/<\/script|<!--/i);
  });

  it("is an accessible modal dialog labelled by its title and described by its message", async () => {
    const parsed = await parse(buildEmbedSnippet(options("en")));
    const dialog = parsed.elements.find((e) => e.attributes.role === "dialog");
    expect(dialog?.attributes).toMatchObject({
      "aria-modal": "true",
      "aria-labelledby": "sn-title",
      "aria-describedby": "sn-message",
    });
    const ids = parsed.elements.map((e) => e.attributes.id).filter(Boolean);
    expect(ids).toEqual([SNIPPET_TEMPLATE_ID, "sn-title", "sn-message"]);
    const buttons = parsed.elements.filter((e) => e.tag === "button");
    expect(buttons.map((b) => b.attributes.type)).toEqual(["button", "button"]);
    expect(buttons.every((b) => "data-sn-close" in b.attributes)).toBe(true);
    expect("data-sn-continue" in (buttons[1]?.attributes ?? {})).toBe(true);
    const svgs = parsed.elements.filter((e) => e.tag === "svg");
    expect(svgs.every((svg) => svg.attributes["aria-hidden"] === "true")).toBe(true);
  });

  it("loads nothing: no URL, no external resource, no network API", () => {
    const snippet = buildEmbedSnippet(options("en"));
    for (const pattern of [
      /https?:/i,
      /\/\//,
      /\bsrc=/i,
      /\bhref=/i,
      /url\(/i,
      /@import/i,
      /\bfetch\(/,
      /XMLHttpRequest/,
      /sendBeacon/,
      /\bimport\(/,
      /WebSocket/,
      /localStorage|sessionStorage|document\.cookie/,
    ]) {
      expect(snippet, String(pattern)).not.toMatch(pattern);
    }
  });

  it("keeps the comment a comment, whatever it says", async () => {
    const snippet = buildEmbedSnippet({
      ...options("en"),
      comment: "Paste -- here --> <script>alert(1)</script>\nthen publish",
    });
    const parsed = await parse(snippet);
    expect(parsed.comments).toEqual([" Paste - here - scriptalert(1)/script then publish "]);
    expect(parsed.elements.map((e) => e.tag)).toEqual(expectedTags);
  });
});

describe("buildEmbedSnippet: values a merchant types are text, never markup", () => {
  const hostile = [
    "<script>window.__pwned=1</script>",
    "</template><script>window.__pwned=1</script><template>",
    '"><img src=x onerror=window.__pwned=1>',
    "' onmouseover='window.__pwned=1",
    "</script><script>window.__pwned=1</script>",
    "<!-- -->",
    "&amp; & &lt; &#39;",
    "Café 🎉 – 日本語, עברית, «\u00a0guillemets\u00a0»",
    "<style>*{display:none}</style>",
  ];

  for (const value of hostile) {
    it(JSON.stringify(value), async () => {
      const content = { headerTitle: value, claimMessage: value, claimNote: value };
      for (const lang of ["en", "fr"] as const) {
        const snippet = buildEmbedSnippet(options(lang, content));
        const parsed = await parse(snippet, textSelectors);
        expect(parsed.elements.map((e) => e.tag)).toEqual(expectedTags);
        for (const selector of [".sn-title", ".sn-message", ".sn-note"]) {
          expect(decode(parsed.text[selector] ?? "")).toBe(value);
        }
        // Each special character appears only escaped inside the popup's text.
        expect(snippet).toContain(`<h2 class="sn-title" id="sn-title">${escapeHtml(value)}</h2>`);
        expect(count(snippet, "</template>")).toBe(1);
        expect(count(snippet, "<script")).toBe(1);
        expect(snippet).not.toContain("<img");
        const handlers = parsed.elements.flatMap((e) =>
          Object.keys(e.attributes).filter((name) => /^on/i.test(name)),
        );
        expect(handlers).toEqual([]);
      }
    });
  }

  it("escapes the fixed labels as well", async () => {
    const base = options("en");
    const snippet = buildEmbedSnippet({
      ...base,
      labels: { ...base.labels, close: '"><img src=x>', continue: "<b>Go</b>" },
    });
    const parsed = await parse(snippet);
    expect(parsed.elements.map((e) => e.tag)).toEqual(expectedTags);
    expect(parsed.elements.find((e) => e.tag === "button")?.attributes["aria-label"]).toBe(
      "&quot;&gt;&lt;img src=x&gt;",
    );
    expect(snippet).toContain("&lt;b&gt;Go&lt;/b&gt;</button>");
  });
});
