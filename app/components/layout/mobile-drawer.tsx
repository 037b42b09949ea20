import { useEffect, useRef, useState } from "react";
import { useCleanPathname } from "~/lib/paths/clean-pathname";
import { SITE_TITLE, sitePath } from "#contract/site/site.ts";
import { ColorModeToggle } from "../color-mode/color-mode-toggle";
import { LanguageMenu } from "../nav/language-menu";
import { NavItems } from "../nav/nav-items";
import { usePageSidebar } from "../nav/use-page-sidebar";
import { SidebarNav } from "../nav/sidebar-nav";
import { SocialLinks } from "../nav/social-links";
import { SponsorLink } from "../nav/sponsor-link";
import { VersionMenu } from "../nav/version-menu";
import styles from "./mobile-drawer.module.css";

/** "main": the navbar items; "sidebar": the sidebar of the page on screen (docs or API). */
type Panel = "main" | "sidebar";

/**
 * The navigation below the desktop breakpoint: a modal <dialog> (focus stays inside, Escape and
 * the backdrop close it) with the navbar items and, on docs and API pages, the page's sidebar as
 * a secondary panel that the drawer opens on.
 */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [panel, setPanel] = useState<Panel>("main");
  // Panels slide when the visitor switches them, but the drawer opens directly on its panel.
  const [slide, setSlide] = useState(false);
  const pageSidebar = usePageSidebar();
  const pathname = useCleanPathname();
  const sidebar = pageSidebar && pageSidebar.length > 0 ? pageSidebar : undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setSlide(false);
      setPanel(sidebar ? "sidebar" : "main");
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
    // The sidebar is read only when opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-label="Navigation"
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className={styles.header}>
        <a href={sitePath("/")} className={styles.brand}>
          <img src={sitePath("/logo.svg")} alt="" width={28} height={28} />
          <span>{SITE_TITLE}</span>
        </a>
        <ColorModeToggle />
        <button type="button" className={styles.close} aria-label="Close navigation menu" onClick={onClose}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={styles.panels} data-panel={panel === "main" ? "main" : "secondary"} data-slide={slide ? "true" : undefined}>
        <div className={styles.panel} inert={panel !== "main"}>
          <NavItems className={styles.items} linkClassName={styles.item} />
          {sidebar ? (
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                setSlide(true);
                setPanel("sidebar");
              }}
            >
              Docs sidebar
              <span aria-hidden="true"> ›</span>
            </button>
          ) : null}
          <SponsorLink className={styles.item} />
          <div className={styles.row}>
            <VersionMenu align="start" />
            <LanguageMenu align="start" />
          </div>
          <SocialLinks className={styles.social} />
        </div>
        <div className={styles.panel} inert={panel === "main"}>
          <button type="button" className={styles.back} onClick={() => {
              setSlide(true);
              setPanel("main");
            }}>
            <span aria-hidden="true">← </span>Back to main menu
          </button>
          {sidebar ? <SidebarNav groups={sidebar} currentPath={pathname} label="Sidebar" /> : null}
        </div>
      </div>
    </dialog>
  );
}
