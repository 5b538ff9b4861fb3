import { type ReactNode, useMemo, useRef } from "react";
import { AccordionItem } from "#app/ui/accordion-item.tsx";
import { TabList } from "#app/ui/tab-list.tsx";
import columns from "#app/ui/columns.module.css";
import contentWidth from "#app/ui/content-width.module.css";
import { layoutStepProps } from "#app/ui/layout-step.ts";
import type { FaqContent } from "#app/content/schema.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useOnceNear } from "#app/lib/use-once-near.ts";
import { CopyLinkButton } from "./copy-link-button.tsx";
import {
  createFaqIndex,
  FAQ_SECTION_ID,
  faqAnchorId,
  faqPanelId,
  faqTabId,
} from "#app/lib/faq-location.ts";
import styles from "./faq-section.module.css";
import { useFaqLocation } from "./use-faq-location.ts";

export type FaqItem = FaqContent["tabs"][number]["items"][number];

/**
 * The first half of a tab's questions (rounded up) on the left, the rest on the right: editors keep
 * one ordered list per tab, and phones (one column) show it in the order it was written.
 */
export function splitIntoColumns(items: readonly FaqItem[]): FaqItem[][] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)].filter((column) => column.length > 0);
}

const HEADING_ID = "faq-heading";

interface FaqSectionProps {
  content: FaqContent;
  /** A question's Share control, which the page supplies (a feature never imports another). */
  shareItem?: (item: FaqItem) => ReactNode;
  /**
   * What the page shows under an answer, by the question's id: the state of applications under
   * the answer `applicationStatusUnder` names, the words of `underAnswers` under theirs.
   */
  underAnswer?: (id: string) => ReactNode;
}

/**
 * The FAQ: tabs of questions in two columns of exclusive accordions. Every answer is in the
 * prerendered HTML; without JavaScript the tabs are hidden and every tab's questions show under
 * their own heading. Each tab and question has an address (see faq-location.ts).
 */
export function FaqSection({ content, shareItem, underAnswer }: FaqSectionProps) {
  // Each question's Share needs scripts, so it joins once they run: twenty of them would weigh
  // on the prerendered HTML for visitors who could never use them. They join as the section nears
  // the screen: drawing them all while the page hydrates was a long task in the way of first taps.
  const hydrated = useHydrated();
  const section = useRef<HTMLElement>(null);
  const nearScreen = useOnceNear(section);
  const shareShown = hydrated && nearScreen;
  const index = useMemo(() => createFaqIndex(content.tabs), [content.tabs]);
  const { activeTab, selectTab, showItemAddress } = useFaqLocation(index);
  const under = (id: string) => {
    const shown = underAnswer?.(id);
    return shown ? <div className={styles.underAnswer}>{shown}</div> : null;
  };

  return (
    <section
      ref={section}
      id={FAQ_SECTION_ID}
      aria-labelledby={HEADING_ID}
      {...layoutStepProps(styles.section, { afterHydration: true })}
    >
      <div className={`${contentWidth.contentWidth} ${styles.inner}`}>
        <div className={styles.header}>
          <h2 id={HEADING_ID} className={styles.heading}>
            {content.heading}
          </h2>
          <div
            className={`prose ${styles.intro}`}
            dangerouslySetInnerHTML={{ __html: content.intro }}
          />
        </div>

        <TabList
          label={content.tabsLabel}
          tabs={content.tabs.map((tab) => ({
            id: tab.slug,
            label: tab.label,
            tabId: faqTabId(tab.slug),
            panelId: faqPanelId(tab.slug),
          }))}
          selected={activeTab}
          onSelect={selectTab}
        />

        {content.tabs.map((tab) => (
          <div
            key={tab.slug}
            role="tabpanel"
            id={faqPanelId(tab.slug)}
            aria-labelledby={faqTabId(tab.slug)}
            hidden={tab.slug !== activeTab}
            data-shown-without-js=""
            className={styles.panel}
          >
            {/* Only shown without JavaScript, where it replaces the tabs; also #faq-<slug>'s target. */}
            <h3
              id={faqAnchorId(tab.slug)}
              hidden
              data-shown-without-js=""
              className={styles.tabHeading}
            >
              {tab.label}
            </h3>
            <div className={`${columns.twoFromMedium} ${styles.columns}`}>
              {splitIntoColumns(tab.items).map((column, columnIndex) => (
                <div
                  key={columnIndex}
                  {...layoutStepProps(styles.column, { afterHydration: true })}
                >
                  {column.map((item, itemIndex) => (
                    <AccordionItem
                      key={item.id}
                      id={faqAnchorId(item.id)}
                      name={`faq-${tab.slug}-column-${columnIndex + 1}`}
                      title={item.title}
                      defaultOpen={itemIndex === 0}
                    >
                      <div className="prose" dangerouslySetInnerHTML={{ __html: item.body }} />
                      {under(item.id)}
                      <CopyLinkButton
                        itemId={item.id}
                        question={item.title}
                        labels={content}
                        onCopyFailed={showItemAddress}
                      >
                        {shareItem && shareShown && shareItem(item)}
                      </CopyLinkButton>
                    </AccordionItem>
                  ))}
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
