import { K_YOUTH_SECTION_IDS } from "#app/config/k-youth-anchors.ts";
import { BriefcaseBusiness, type LucideIcon, Sparkles, UsersRound } from "lucide-react";
import { Section } from "#app/ui/section.tsx";
import type { KYouthContent } from "#app/content/schema.ts";
import styles from "./what-we-offer.module.css";

const ICONS: Record<KYouthContent["whatWeOffer"]["cards"][number]["icon"], LucideIcon> = {
  experiential: Sparkles,
  "on-the-job": BriefcaseBusiness,
  mentorship: UsersRound,
};

export function WhatWeOffer({ content }: { content: KYouthContent["whatWeOffer"] }) {
  return (
    <Section
      id={K_YOUTH_SECTION_IDS.whatWeOffer}
      eyebrow={content.eyebrow}
      heading={content.heading}
      intro={content.intro}
    >
      <ul className={styles.cards}>
        {content.cards.map((card) => {
          const Icon = ICONS[card.icon];
          return (
            <li key={card.title} className={styles.card}>
              <span className={styles.icon}>
                <Icon aria-hidden="true" size={28} />
              </span>
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.text}>{card.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
