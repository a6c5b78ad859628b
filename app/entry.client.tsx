import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydrationReady } from "#app/lib/before-hydration";

// React Router's default entry, after the code the page opened on (app/lib/before-hydration.ts).
await hydrationReady();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
