import { useLocation } from "react-router";
import { SmartLink } from "#app/ui/smart-link.tsx";
import type { SiteContent } from "#app/content/schema.ts";

interface NavLinksProps {
  items: SiteContent["navigation"];
  listClassName?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

/** The site's menu items; the item for the page being viewed is marked as current. */
export function NavLinks({ items, listClassName, linkClassName, onNavigate }: NavLinksProps) {
  // Prerendering sees "/contact-us/" (the page is written to contact-us/index.html), the browser "/contact-us".
  const pathname = useLocation().pathname.replace(/(.)\/$/, "$1");
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={item.href}>
          <SmartLink
            href={item.href}
            className={linkClassName}
            aria-current={item.href === pathname ? "page" : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
