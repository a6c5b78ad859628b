import { type ReactNode, useId } from "react";

/** A titled part of a checkout form (contact, address, shipping, payment). */
export function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-xl font-extrabold tracking-tight">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}
