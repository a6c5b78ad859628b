import { useCopy } from "#app/lib/use-copy";
import { WebinarFaq } from "#app/features/webinar/WebinarFaq";
import { WebiSection } from "#app/features/webinar/WebiSection";

export function FaqSection() {
  const faq = useCopy("webi")("faq");
  return (
    <WebiSection eyebrow={faq.eyebrow} title={faq.title} className="pt-4 sm:pt-8">
      <div className="mt-12">
        <WebinarFaq items={faq.items} />
      </div>
    </WebiSection>
  );
}
