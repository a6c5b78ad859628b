import { createContext, useContext, useState } from "react";

const StylesContext = createContext<string | undefined>(undefined);

/** entry.server provides the compiled stylesheet; the browser never downloads it separately. */
export const StylesProvider = StylesContext.Provider;

const STYLE_ID = "app-styles";

/**
 * The site's whole stylesheet (about 10 kB gzipped), inlined in <head>. A separate file would cost
 * the first paint a round trip on mobile networks. In the browser the component reuses the text
 * the server sent, so hydration matches and the stylesheet never enters a JavaScript chunk.
 */
export function InlineStyles() {
  const fromServer = useContext(StylesContext);
  const [css] = useState(() => fromServer ?? document.getElementById(STYLE_ID)?.textContent ?? "");
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
