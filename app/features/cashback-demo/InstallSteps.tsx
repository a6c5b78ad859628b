import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { Steps } from "#app/components/sections/Steps";
import { useCopy } from "#app/lib/use-copy";

/** How a merchant puts the popup live, and why it is safe on their store. */
export function InstallSteps() {
  const copy = useCopy("demo");
  const install = copy("install");
  const trust = copy("trust");
  const id = useId();
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h2 id={`${id}install`} className="text-xl font-extrabold tracking-tight">
          {install.title}
        </h2>
        <div className="mt-6">
          <Steps items={install.steps} layout="stacked" labelledBy={`${id}install`} />
        </div>
      </div>
      <div className="rounded-card border border-ink-900/10 bg-white p-6">
        <h2 className="text-lg font-extrabold tracking-tight">{trust.title}</h2>
        <ul className="mt-4 flex flex-col gap-3">
          {trust.points.map((point) => (
            <li key={point} className="flex gap-3 text-ink-700">
              <ShieldCheck aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-mint-600" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
