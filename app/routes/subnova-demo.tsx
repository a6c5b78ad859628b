import type { Route } from "./+types/subnova-demo";
import { PageHero } from "#app/components/PageHero";
import { DemoVideo } from "#app/components/sections/DemoVideo";
import { pagePath } from "#app/config/pages";
import { copyLoader } from "#app/lib/messages.server";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { useCopy } from "#app/lib/use-copy";

export const loader = copyLoader("subnovaDemo");

export const meta: Route.MetaFunction = (args) => pageMeta("subnovaDemo", args);

/** The product demo: a title and one video, with what each part of it shows. */
export default function ProductDemoPage() {
  const lang = useLang();
  const copy = useCopy("subnovaDemo");
  const video = copy("video");
  const chapters = copy("chapters");
  return (
    <>
      <PageHero
        page="subnovaDemo"
        size="compact"
        actions={[{ key: "cta", to: pagePath(lang, "contact") }]}
      />
      <section aria-labelledby="demo-chapters" className="bg-white py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <figure>
            <DemoVideo name="subnova-demo" title={video.title} />
            <figcaption className="mt-4 text-ink-600">{video.caption}</figcaption>
          </figure>
          <div>
            <h2 id="demo-chapters" className="text-2xl font-extrabold tracking-tight">
              {chapters.title}
            </h2>
            <ol className="mt-6 space-y-6">
              {chapters.items.map((item) => (
                <li key={item.time} className="flex gap-4">
                  <span className="mt-0.5 h-fit rounded-full bg-brand-50 px-2.5 py-1 text-sm font-bold text-brand-700 tabular-nums">
                    {item.time}
                  </span>
                  <div>
                    <h3 className="font-bold">{item.title}</h3>
                    <p className="mt-1 leading-relaxed text-ink-700">{item.content}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>
    </>
  );
}
