import { PROGRAMME_SECTION_IDS } from "#app/config/programme-anchors.ts";
import { Marquee } from "#app/ui/marquee/marquee.tsx";
import { Section } from "#app/ui/section.tsx";
import type { ProgrammeContent } from "#app/content/schema.ts";
import { PartnerLogo } from "./partner-logo.tsx";

export function StrategicPartners({ content }: { content: ProgrammeContent["partners"] }) {
  return (
    <Section id={PROGRAMME_SECTION_IDS.partners} header={content}>
      <Marquee
        label={content.logosLabel}
        pauseLabel={content.pause}
        playLabel={content.play}
        items={content.logos.map((logo, index) => ({
          key: logo.name,
          node: <PartnerLogo name={logo.name} index={index} />,
        }))}
      />
    </Section>
  );
}
