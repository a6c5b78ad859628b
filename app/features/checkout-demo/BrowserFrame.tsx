import { Lock, ShieldCheck, TreePine } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The sample store around a checkout: a browser bar, the store's header and the demo notice. */
export function BrowserFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation("checkout");
  return (
    // `overflow-clip`, not `hidden`, to round the corners: a hidden overflow makes the frame a
    // scroll container, and the order summary's sticky position would then stick to it, not to
    // the window.
    <section
      aria-label={t("frame.label")}
      className="overflow-clip border-y border-ink-900/10 bg-white shadow-card sm:rounded-card sm:border-x"
    >
      <div
        aria-hidden="true"
        className="flex items-center gap-3 border-b border-ink-900/10 bg-[#eef0f6] px-4 py-2.5"
      >
        <span className="flex shrink-0 gap-1.5">
          <span className="size-3 rounded-full bg-[#ff5f57]" />
          <span className="size-3 rounded-full bg-[#febc2e]" />
          <span className="size-3 rounded-full bg-[#28c840]" />
        </span>
        <span className="mx-auto flex min-w-0 items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs text-ink-700 sm:min-w-80">
          <Lock size={11} className="shrink-0" />
          <span className="truncate">{t("frame.address")}</span>
        </span>
        <span className="hidden w-[42px] sm:block" />
      </div>
      <div className="flex items-center justify-between gap-4 border-b border-ink-900/10 px-5 py-4 sm:px-8 lg:px-12">
        <p className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-[#1f3b2d]">
          <TreePine aria-hidden="true" size={22} className="text-[#2e6b4a]" />
          {t("frame.store")}
        </p>
        <p className="flex items-center gap-1.5 text-sm font-medium text-ink-700">
          <ShieldCheck aria-hidden="true" size={16} className="text-[#05704f]" />
          {t("frame.secure")}
        </p>
      </div>
      {children}
      <p className="border-t border-ink-900/10 bg-[#f6f7fb] px-5 py-3 text-center text-sm text-ink-700">
        {t("frame.notice")}
      </p>
    </section>
  );
}
