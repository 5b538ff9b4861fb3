import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  FORMER_PROGRAMME_SECTION_IDS,
  PROGRAMME_SECTION_IDS,
} from "#app/config/programme-anchors.ts";
import { ListPanels } from "#app/ui/list-panels.tsx";
import { Section } from "#app/ui/section.tsx";
import type { ProgrammeContent } from "#app/content/schema.ts";
import { usePagePath } from "#app/lib/site-content.tsx";
import styles from "./programme-2025.module.css";

interface Programme2025Props {
  content: ProgrammeContent["programme2025"];
  /** Where applications stand, with APPLY NOW while they are open. */
  applications: ReactNode;
  /** The Share action, under the applications. */
  share?: ReactNode;
}

export function Programme2025({ content, applications, share }: Programme2025Props) {
  const checkEligibility = (
    <Link to={usePagePath("eligibility")} className={styles.check}>
      {content.checkEligibility}
      <ArrowRight aria-hidden="true" size={18} />
    </Link>
  );
  return (
    <Section
      id={PROGRAMME_SECTION_IDS.programme2025}
      formerIds={FORMER_PROGRAMME_SECTION_IDS.programme2025}
      header={content}
      tone="tinted"
    >
      <ListPanels
        panels={[
          { ...content.requirements, action: checkEligibility },
          { ...content.benefits, tone: "green" },
        ]}
      />
      <div className={styles.action}>
        {applications}
        {share}
      </div>
    </Section>
  );
}
