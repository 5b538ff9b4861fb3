import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { K_YOUTH_SECTION_IDS } from "#app/config/k-youth-anchors.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { ListPanels } from "#app/ui/list-panels.tsx";
import { Section } from "#app/ui/section.tsx";
import type { KYouthContent } from "#app/content/schema.ts";
import { usePagePath, useSiteContent } from "#app/lib/site-content.tsx";
import styles from "./programme-2025.module.css";

interface Programme2025Props {
  content: KYouthContent["programme2025"];
  /** The Share action, under the apply button. */
  share?: ReactNode;
}

export function Programme2025({ content, share }: Programme2025Props) {
  const { site } = useSiteContent();
  const checkEligibility = (
    <Link to={usePagePath("eligibility")} className={styles.check}>
      {content.checkEligibility}
      <ArrowRight aria-hidden="true" size={18} />
    </Link>
  );
  return (
    <Section id={K_YOUTH_SECTION_IDS.programme2025} header={content} tone="tinted">
      <ListPanels
        panels={[
          { ...content.requirements, action: checkEligibility },
          { ...content.benefits, tone: "green" },
        ]}
      />
      <div className={styles.action}>
        <ButtonLink href={site.links.applicationForm.url}>{content.apply}</ButtonLink>
        {share}
      </div>
    </Section>
  );
}
