import { CONTACT_CARD_IDS } from "#app/config/contact-anchors.ts";
import { Globe, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { SampleNote } from "#app/ui/sample-note.tsx";
import card from "#app/ui/card.module.css";
import type { ContactContent } from "#app/content/schema.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import styles from "./contact-cards.module.css";

interface CardProps {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

function Card({ id, icon, title, children }: CardProps) {
  return (
    <li id={id} className={`${card.raised} ${styles.card}`}>
      <span className={`${card.iconTile} ${styles.icon}`}>{icon}</span>
      <h3 className={styles.title}>{title}</h3>
      <div className={styles.body}>{children}</div>
    </li>
  );
}

/**
 * The four ways to reach the team, from the site configuration: website, phone, email, address. A
 * placeholder says it is a sample (the website's link does so itself).
 */
export function ContactCards({ texts }: { texts: ContactContent["cards"] }) {
  const { contact } = useSiteContent().site;
  return (
    <ul className={styles.cards} aria-label={texts.label}>
      <Card
        icon={<Globe aria-hidden="true" size={24} />}
        id={CONTACT_CARD_IDS.website}
        title={texts.website}
      >
        <ExternalLink href={contact.website.url}>{contact.website.label}</ExternalLink>
      </Card>
      <Card
        icon={<Phone aria-hidden="true" size={24} />}
        id={CONTACT_CARD_IDS.phone}
        title={texts.phone}
      >
        <a href={`tel:${contact.phone.tel}`}>{contact.phone.display}</a>
        <SampleNote sample={contact.phone.sample} />
      </Card>
      <Card
        icon={<Mail aria-hidden="true" size={24} />}
        id={CONTACT_CARD_IDS.email}
        title={texts.email}
      >
        <a href={`mailto:${contact.email.address}`}>{contact.email.address}</a>
        <SampleNote sample={contact.email.sample} />
      </Card>
      <Card
        icon={<MapPin aria-hidden="true" size={24} />}
        id={CONTACT_CARD_IDS.location}
        title={texts.location}
      >
        <address className={styles.address}>
          {contact.address.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </Card>
    </ul>
  );
}
