import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { LogoMark } from "#app/ui/logo-mark.tsx";
import { SampleNote } from "#app/ui/sample-note.tsx";
import { Text } from "#app/ui/text.tsx";
import { usePagePath, useSiteContent } from "#app/lib/site-content.tsx";
import { NavLinks } from "./nav-links.tsx";
import contentWidth from "#app/ui/content-width.module.css";
import styles from "./site-footer.module.css";

/**
 * The footer: how to reach the team, the site's pages (so it navigates without JavaScript) and social
 * links. A placeholder contact detail says it is a sample; a placeholder social account is left out,
 * since its link leads to a network's home page, not to K-Youth.
 */
export function SiteFooter() {
  const { site, ui } = useSiteContent();
  const contactPath = usePagePath("contact");
  const accessibilityPath = usePagePath("accessibility");
  const { contact } = site;
  const social = site.social.filter((account) => account.sample !== true);
  return (
    <footer className={styles.footer}>
      <div className={`${contentWidth.contentWidth} ${styles.inner}`}>
        <div className={styles.brand}>
          <p className={styles.name}>
            <LogoMark className={styles.mark} />
            {site.programme.name}
          </p>
          <p className={styles.about}>
            <Text value={site.programme.description} />
          </p>
        </div>

        <section aria-labelledby="footer-contact" className={styles.column}>
          <h2 id="footer-contact" className={styles.heading}>
            {ui.footer.contactHeading}
          </h2>
          <address className={styles.contact}>
            <p className={styles.line}>
              <MapPin aria-hidden="true" size={18} className={styles.icon} />
              <span>
                {contact.address.lines.map((line) => (
                  <span key={line} className={styles.addressLine}>
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className={styles.line}>
              <Phone aria-hidden="true" size={18} className={styles.icon} />
              {/* One flex item, so the note sits a space after the number, not a gap. */}
              <span>
                <a href={`tel:${contact.phone.tel}`}>{contact.phone.display}</a>
                <SampleNote sample={contact.phone.sample} />
              </span>
            </p>
            <p className={styles.line}>
              <Mail aria-hidden="true" size={18} className={styles.icon} />
              <span>
                <a href={`mailto:${contact.email.address}`}>{contact.email.address}</a>
                <SampleNote sample={contact.email.sample} />
              </span>
            </p>
          </address>
          <Link to={contactPath} className={styles.cta}>
            {ui.footer.contactPageLink}
          </Link>
        </section>

        <nav aria-labelledby="footer-explore" className={styles.column}>
          <h2 id="footer-explore" className={styles.heading}>
            {ui.footer.exploreHeading}
          </h2>
          <NavLinks
            items={site.navigation}
            listClassName={styles.list}
            linkClassName={styles.link}
          />
        </nav>

        {social.length > 0 && (
          <section aria-labelledby="footer-follow" className={styles.column}>
            <h2 id="footer-follow" className={styles.heading}>
              {ui.footer.followHeading}
            </h2>
            <ul className={styles.list}>
              {social.map((account) => (
                <li key={account.url}>
                  <ExternalLink href={account.url} className={styles.link}>
                    {account.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className={`${contentWidth.contentWidth} ${styles.legal}`}>
        <p>{ui.footer.copyright}</p>
        <Link to={accessibilityPath} className={styles.legalLink}>
          {ui.footer.accessibility}
        </Link>
      </div>
    </footer>
  );
}
