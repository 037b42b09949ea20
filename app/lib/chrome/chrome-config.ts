// Build-time settings of the site chrome (navbar, footer, colour mode, announcement). Everything
// here is a constant of the build: the inline head script and the prerendered HTML depend on it.
import { LIBRARY_VERSION, REPO_URL, STORYBOOK_URL } from "#contract/site/site.ts";

/** Below this width (inclusive) the navbar collapses into the drawer and the TOC moves above the article. */
export const DESKTOP_BREAKPOINT_PX = 996;
/** Media query matching the desktop layout; keep in sync with the `996px` literals in the CSS modules. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`;

/** A client navigation shows the progress bar only when it is still pending after this long. */
export const PROGRESS_BAR_DELAY_MS = 200;

export const COLOR_MODE_CONFIG = {
  defaultMode: "light",
  /** When true, a visitor without a saved choice gets their system preference instead of the default. */
  respectPrefersColorScheme: false,
} as const;

export const STORAGE_KEYS = {
  theme: "theme",
  announcementDismissed: "announcement.dismissed",
  announcementId: "announcement.id",
  docsPreferredVersion: "docs-preferred-version-default",
} as const;

export interface Announcement {
  /** Change the id to show the bar again to everyone who dismissed an earlier announcement. */
  id: string;
  text: string;
  link: { label: string; href: string };
}

export const ANNOUNCEMENT: Announcement | undefined = {
  id: `release-${LIBRARY_VERSION}`,
  text: `Headless Tree ${LIBRARY_VERSION} is the current release.`,
  link: { label: "See what changed", href: "/changelog/core" },
};

export const SPONSOR_LINK = { label: "Support Headless Tree", href: "https://github.com/sponsors/lukasbach" };

export type SocialIcon = "github" | "bluesky" | "x" | "discord";
export const SOCIAL_LINKS: ReadonlyArray<{ icon: SocialIcon; label: string; href: string }> = [
  { icon: "github", label: "GitHub", href: REPO_URL },
  { icon: "bluesky", label: "Bluesky", href: "https://bsky.app/profile/lukasbach.bsky.social" },
  { icon: "x", label: "X (Twitter)", href: "https://x.com/lukasmbach" },
  { icon: "discord", label: "Discord", href: "https://discord.gg/KuZ6EezzVw" },
];

export interface NavItem {
  label: string;
  href: string;
  external?: boolean;
  /** Path prefixes that mark the item as the current section. */
  activeFor?: readonly string[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  {
    label: "Docs",
    href: "/getstarted",
    activeFor: ["/getstarted", "/examples", "/demos", "/features", "/guides", "/dnd", "/recipe", "/contributing", "/changelog"],
  },
  { label: "API", href: "/api", activeFor: ["/api"] },
  { label: "Storybook", href: STORYBOOK_URL, external: true },
];

export interface DocsVersion {
  name: string;
  label: string;
  /** Where the version's docs start. */
  path: string;
}
/** One version only: the docs of the current release, labelled "Next" like the original site. */
export const DOCS_VERSIONS: readonly DocsVersion[] = [{ name: "current", label: "Next", path: "/getstarted" }];

export interface Locale {
  code: string;
  label: string;
  direction: "ltr" | "rtl";
  htmlLang: string;
}
export const LOCALES: readonly Locale[] = [{ code: "en", label: "English", direction: "ltr", htmlLang: "en" }];
export const DEFAULT_LOCALE: Locale = LOCALES[0]!;

export interface FooterColumn {
  title: string;
  links: ReadonlyArray<{ label: string; href: string }>;
}
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: "Docs",
    links: [
      { label: "Get Started", href: "/getstarted" },
      { label: "Features", href: "/features/overview" },
      { label: "API", href: "/api" },
      { label: "Storybook", href: STORYBOOK_URL },
    ],
  },
  {
    title: "Project",
    links: [
      { label: "GitHub", href: REPO_URL },
      { label: "Changelog", href: "/changelog/core" },
      { label: "Contributing", href: "/contributing/overview" },
      { label: SPONSOR_LINK.label, href: SPONSOR_LINK.href },
    ],
  },
  {
    title: "Community",
    links: [
      { label: "Discord", href: "https://discord.gg/KuZ6EezzVw" },
      { label: "Bluesky", href: "https://bsky.app/profile/lukasbach.bsky.social" },
      { label: "X (Twitter)", href: "https://x.com/lukasmbach" },
    ],
  },
  {
    title: "More from the author",
    links: [
      { label: "GitHub profile", href: "https://github.com/lukasbach" },
      { label: "Personal homepage", href: "https://lukasbach.com" },
      { label: "Yana", href: "https://yana.js.org" },
      { label: "DevSession", href: "https://devsession.js.org" },
      { label: "Orion", href: "https://orion.lukasbach.com" },
    ],
  },
];

export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}
