import type { FaqItem } from "#app/features/faq/faq-section.tsx";
import { ShareMenu, type ShareLabels } from "#app/features/share/share-menu.tsx";
import type { FaqContent } from "#app/content/schema.ts";
import { faqItemHref } from "#app/lib/faq-location.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";

interface FaqItemShareProps {
  item: FaqItem;
  faq: FaqContent;
  labels: ShareLabels;
}

/** The Share control under one FAQ answer: the question's own address, without Copy link. */
export function FaqItemShare({ item, faq, labels }: FaqItemShareProps) {
  const { site, language } = useSiteContent();
  return (
    <ShareMenu
      target={{
        url: `${site.origin}${faqItemHref(item.id, language)}`,
        title: item.title,
        message: item.title,
      }}
      label={faq.shareItem}
      accessibleName={formatMessage(faq.shareItemLabel, { question: item.title })}
      labels={labels}
      offerCopy={false}
      tone="small"
    />
  );
}
