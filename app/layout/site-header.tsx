import { Menu } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { LogoMark } from "#app/ui/logo-mark.tsx";
import { SearchLauncher } from "#app/features/search/search-launcher.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useScrolledPast } from "#app/lib/use-window-scroll.ts";
import { usePagePath, useSiteContent } from "#app/lib/site-content.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu.tsx";
import { NavLinks } from "./nav-links.tsx";
import iconButton from "#app/ui/icon-button.module.css";
import contentWidth from "#app/ui/content-width.module.css";
import styles from "./site-header.module.css";

/** The specification's scroll depth at which the header sticks to the top. */
const STICKY_HEADER_AFTER_PX = 118;

/**
 * The header: logo, main navigation, the search button and, below the desktop breakpoint, the
 * menu button. Only the inner bar becomes `position: fixed` once the page has scrolled
 * STICKY_HEADER_AFTER_PX; the header keeps its box in the flow, so sticking never shifts the
 * content below (no layout shift).
 */
export function SiteHeader() {
  const { site, ui } = useSiteContent();
  const homePath = usePagePath("programme");
  const stuck = useScrolledPast(STICKY_HEADER_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const location = useLocation();
  const [menuLocationKey, setMenuLocationKey] = useState(location.key);

  // Any navigation (a menu link, the back button) closes the menu.
  if (menuLocationKey !== location.key) {
    setMenuLocationKey(location.key);
    setMenuOpen(false);
  }

  return (
    <header className={styles.header}>
      {/* React puts it in the head: Chromium draws no frame until the menu, the header's last
          part, has been read, so never half a bar. The bar's items line up from its end, and a
          frame drawn from part of the HTML moved every item already drawn when the rest came
          (decision 155). It waits for the page's own bytes, never a request. It only acts while
          the HTML is read, so the client bundle leaves it out. */}
      {import.meta.env.SSR && <link rel="expect" href={`#${MOBILE_MENU_ID}`} blocking="render" />}
      <div className={styles.bar} data-stuck={stuck ? "" : undefined}>
        <div className={`${contentWidth.contentWidth} ${styles.inner}`}>
          {/* The name starts with the visible text, e.g. "K-Youth 2025 home" (WCAG 2.5.3 label
              in name), so speech-input users can say what they see; the added word says where
              the link goes. */}
          <Link to={homePath} className={styles.logo}>
            <LogoMark className={styles.mark} />
            {site.programme.shortName}
            <span className="visually-hidden"> {ui.header.logoSuffix}</span>
          </Link>
          <nav aria-label={ui.header.navLabel} className={styles.desktopNav}>
            <NavLinks
              items={site.navigation}
              listClassName={styles.navList}
              linkClassName={styles.navLink}
            />
          </nav>
          <div className={styles.actions}>
            <LanguageSwitch className={`${styles.navLink} ${styles.languageSwitch}`} compact />
            <SearchLauncher className={iconButton.iconButton} />
            {/* It opens the menu as a popover before the page's scripts run, and the browser says
                whether it is expanded; once they run, the app opens it as a modal dialog. It stays
                hidden without JavaScript: only the app closes the menu on an in-page link, and the
                footer repeats the menu. */}
            <button
              type="button"
              className={`${iconButton.iconButton} ${styles.menuButton}`}
              popoverTarget={MOBILE_MENU_ID}
              aria-expanded={hydrated ? menuOpen : undefined}
              aria-controls={MOBILE_MENU_ID}
              data-requires-js=""
              onClick={(event) => {
                event.preventDefault();
                setMenuOpen(true);
              }}
            >
              <Menu aria-hidden="true" size={24} />
              <span className="visually-hidden">{ui.header.openMenu}</span>
            </button>
          </div>
        </div>
      </div>
      <MobileMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        onOpenedAsPopover={() => setMenuOpen(true)}
      />
    </header>
  );
}
