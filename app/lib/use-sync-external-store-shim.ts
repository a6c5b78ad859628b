/**
 * What react-i18next imports as `use-sync-external-store/shim` (vite.config.ts points the name
 * here). The shim backports the hook to React 17 and older; React 19 has it, and the shim's
 * CommonJS copy cost every page 675 bytes gzip.
 */
export { useSyncExternalStore } from "react";
