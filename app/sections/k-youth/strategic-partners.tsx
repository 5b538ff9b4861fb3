import { K_YOUTH_SECTION_IDS } from "#app/config/k-youth-anchors.ts";
import { Marquee } from "#app/features/partner-marquee/marquee.tsx";
import { Section } from "#app/ui/section.tsx";
import type { KYouthContent } from "#app/content/schema.ts";
import { PartnerLogo } from "./partner-logo.tsx";

export function StrategicPartners({ content }: { content: KYouthContent["partners"] }) {
  return (
    <Section id={K_YOUTH_SECTION_IDS.partners} header={content}>
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
