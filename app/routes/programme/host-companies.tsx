import { PROGRAMME_SECTION_IDS } from "#app/config/programme-anchors.ts";
import { Building2 } from "lucide-react";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { ListPanels } from "#app/ui/list-panels.tsx";
import { Section } from "#app/ui/section.tsx";
import type { ProgrammeContent } from "#app/content/schema.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import styles from "./host-companies.module.css";

export function HostCompanies({ content }: { content: ProgrammeContent["hostCompanies"] }) {
  const { site } = useSiteContent();
  return (
    <Section id={PROGRAMME_SECTION_IDS.hostCompanies} header={content} tone="brand">
      <ListPanels panels={[{ ...content.why, tone: "green" }, content.involves]} />
      <div className={styles.action}>
        <p className={styles.notice}>
          <Building2 aria-hidden="true" size={20} />
          {content.notice}
        </p>
        <ButtonLink href={site.links.hostCompanyForm.url}>{content.inquire}</ButtonLink>
      </div>
    </Section>
  );
}
