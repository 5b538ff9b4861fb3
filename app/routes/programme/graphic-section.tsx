import type { ReactElement, ReactNode } from "react";
import { Lightbox } from "#app/ui/lightbox/lightbox.tsx";
import { Section } from "#app/ui/section.tsx";

interface GraphicSectionProps {
  id: string;
  content: {
    eyebrow: string;
    heading: string;
    intro: ReactNode;
    openLabel: string;
    closeLabel: string;
  };
  /** An infographic built from content; shown in the page and, enlarged, in a lightbox. */
  graphic: ReactElement;
}

/** A section whose body is one infographic that can be opened large: framework, process, highlights. */
export function GraphicSection({ id, content, graphic }: GraphicSectionProps) {
  return (
    <Section id={id} header={content}>
      <Lightbox
        title={content.heading}
        openLabel={content.openLabel}
        closeLabel={content.closeLabel}
        enlarged={graphic}
      >
        {graphic}
      </Lightbox>
    </Section>
  );
}
