import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { DESKTOP_MEDIA_QUERY } from "~/lib/chrome/chrome-config";
import { SITE_TITLE, sitePath } from "#contract/site/site.ts";
import { ColorModeToggle } from "../color-mode/color-mode-toggle";
import { lazyComponent } from "~/runtime/lazy-component";
import { LoadErrorBoundary } from "../errors/load-error-boundary";
import { LanguageMenu } from "../nav/language-menu";
import { NavItems } from "../nav/nav-items";
import { SocialLinks } from "../nav/social-links";
import { SponsorLink } from "../nav/sponsor-link";
import { VersionMenu } from "../nav/version-menu";
import { SearchButton } from "../search/search-button";
import { useHideOnScroll } from "./use-hide-on-scroll";
import styles from "./site-header.module.css";

// The drawer (and the sidebar data it lists) is only needed below the breakpoint, and only once
// the menu button is used: it is a chunk of its own, fetched on intent.
const MobileDrawer = lazyComponent("MobileDrawer", () => import("./mobile-drawer").then((module) => module.MobileDrawer));
const NAVBAR_HEIGHT_PX = 60;

export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { key } = useLocation();
  const hidden = useHideOnScroll(NAVBAR_HEIGHT_PX, !drawerOpen);

  // The drawer closes on every navigation and when the viewport grows into the desktop layout.
  useEffect(() => setDrawerOpen(false), [key]);
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onChange = () => {
      if (desktop.matches) setDrawerOpen(false);
    };
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, []);

  const preloadDrawer = () => {
    MobileDrawer.preload().catch(() => {});
  };

  return (
    <header className={styles.header} data-hidden={hidden ? "true" : undefined}>
      <nav className={styles.nav} aria-label="Main">
        <button
          type="button"
          className={styles.menuButton}
          aria-label="Open navigation menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={() => {
            setDrawerWanted(true);
            setDrawerOpen(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <a href={sitePath("/")} className={styles.brand}>
          <img src={sitePath("/logo.svg")} alt="" width={32} height={32} />
          <span>{SITE_TITLE}</span>
        </a>
        <NavItems className={styles.items} linkClassName={styles.link} />
        <span className={styles.spacer} />
        <div className={styles.desktopOnly}>
          <VersionMenu />
          <LanguageMenu compact />
          <SponsorLink className={styles.sponsor} labelClassName={styles.sponsorLabel} />
          <SocialLinks />
        </div>
        <ColorModeToggle />
        <SearchButton />
      </nav>
      {drawerWanted ? (
        <div className={styles.drawerSlot}>
          <LoadErrorBoundary message="The navigation menu could not be loaded.">
            <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </LoadErrorBoundary>
        </div>
      ) : null}
    </header>
  );
}
