import { X } from "lucide-react";
import { ModalDialog } from "#app/ui/modal-dialog.tsx";
import iconButton from "#app/ui/icon-button.module.css";
import { useSiteContent } from "#app/lib/site-content.tsx";
import styles from "./mobile-menu.module.css";
import { LanguageSwitch } from "./language-switch.tsx";
import { NavLinks } from "./nav-links.tsx";

export const MOBILE_MENU_ID = "mobile-menu";

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** The visitor opened it before the page's scripts ran; it is now modal (ModalDialog). */
  onOpenedAsPopover: () => void;
}

/**
 * The small-screen menu: a modal drawer holding the same items as the desktop navigation. Before
 * the page's scripts run it opens as a popover: its close button hides it, its links lead on (the
 * early tap script closes it for an in-page one), Escape and a tap beside it close it.
 */
export function MobileMenu({ open, onClose, onOpenedAsPopover }: MobileMenuProps) {
  const { site, ui } = useSiteContent();
  return (
    <ModalDialog
      id={MOBILE_MENU_ID}
      open={open}
      onClose={onClose}
      onOpenedAsPopover={onOpenedAsPopover}
      labelledBy="mobile-menu-title"
      className={styles.drawer}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <h2 id="mobile-menu-title" className={styles.title}>
            {ui.header.menuTitle}
          </h2>
          <button
            type="button"
            className={`${iconButton.onDark} ${styles.close}`}
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
            onClick={onClose}
          >
            <X aria-hidden="true" size={24} />
            <span className="visually-hidden">{ui.header.closeMenu}</span>
          </button>
        </div>
        <nav aria-label={ui.header.navLabel}>
          <NavLinks
            items={site.navigation}
            listClassName={styles.list}
            linkClassName={styles.link}
            onNavigate={onClose}
          />
        </nav>
        <LanguageSwitch className={styles.link} />
      </div>
    </ModalDialog>
  );
}
