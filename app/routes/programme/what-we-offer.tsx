import { PROGRAMME_SECTION_IDS } from "#app/config/programme-anchors.ts";
import { BriefcaseBusiness, type LucideIcon, Sparkles, UsersRound } from "lucide-react";
import { Section } from "#app/ui/section.tsx";
import card from "#app/ui/card.module.css";
import columns from "#app/ui/columns.module.css";
import type { ProgrammeContent } from "#app/content/schema.ts";
import styles from "./what-we-offer.module.css";

const ICONS: Record<ProgrammeContent["whatWeOffer"]["cards"][number]["icon"], LucideIcon> = {
  experiential: Sparkles,
  "on-the-job": BriefcaseBusiness,
  mentorship: UsersRound,
};

export function WhatWeOffer({ content }: { content: ProgrammeContent["whatWeOffer"] }) {
  return (
    <Section id={PROGRAMME_SECTION_IDS.whatWeOffer} header={content}>
      <ul className={`${columns.threeFromMedium} ${styles.cards}`}>
        {content.cards.map((offer) => {
          const Icon = ICONS[offer.icon];
          return (
            <li key={offer.title} className={`${card.raised} ${styles.card}`}>
              <span className={`${card.iconTile} ${styles.icon}`}>
                <Icon aria-hidden="true" size={28} />
              </span>
              <h3 className={styles.title}>{offer.title}</h3>
              <p className={styles.text}>{offer.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
