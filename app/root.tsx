import { memo, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { themeInitScript } from "./components/color-mode/theme-init-script";
import { earlyDemoInputsScript } from "./components/demo/early-demo-inputs";
import { AnnouncementBar as AnnouncementBarView } from "./components/layout/announcement-bar";
import { BaseUrlCheck } from "./components/layout/base-url-check";
import { useDetailsAnimation } from "./components/layout/details-animation";
import { useShellHydratedMark } from "./components/layout/hydrated-mark";
import { ProgressBar } from "./components/layout/progress-bar";
import { SiteFooter as SiteFooterView } from "./components/layout/site-footer";
import { SiteHeader as SiteHeaderView } from "./components/layout/site-header";
import { ScrollRestoration } from "./components/layout/scroll-restoration";
import { MAIN_CONTENT_ID, SkipLink } from "./components/layout/skip-link";
import { NotFound } from "./components/errors/lazy-not-found";
import { PageCrashed } from "./components/errors/page-crashed";
import { searchPreconnectLinks } from "./components/search/search-head";
import { DEFAULT_LOCALE } from "./lib/chrome/chrome-config";
import { sitePath } from "#contract/site/site.ts";
import { LinkNavigation } from "./runtime/link-navigation";
import { navigationMiddleware } from "./runtime/navigation-middleware";

import "./styles/app.css";
import "./styles/prose.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: sitePath("/favicon.svg"), type: "image/svg+xml" },
  // Address-bar search (build-scripts/publish/opensearch.ts).
  { rel: "search", type: "application/opensearchdescription+xml", href: sitePath("/opensearch.xml"), title: "Headless Tree" },
  // The hosted search service's host, when the build is configured for it (nothing otherwise).
  ...searchPreconnectLinks(),
];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [navigationMiddleware];

// The router re-renders this layout on every change of its state, a navigation starting included.
// The chrome takes no props: memo lets it re-render only for what it reads itself (the location
// for the active navbar item), not for each of those.
const AnnouncementBar = memo(AnnouncementBarView);
const SiteHeader = memo(SiteHeaderView);
const SiteFooter = memo(SiteFooterView);

function ChromeBehaviours() {
  useDetailsAnimation();
  useShellHydratedMark();
  return <LinkNavigation />;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={DEFAULT_LOCALE.htmlLang} dir={DEFAULT_LOCALE.direction} data-theme="light" suppressHydrationWarning>
      <head>
        {/* First in <head> and constant text: see theme-init-script.ts. */}
        <script
          id="theme-init"
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? themeInitScript() : "" }}
          suppressHydrationWarning
        />
        <script
          id="early-demo-inputs"
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyDemoInputsScript() : "" }}
          suppressHydrationWarning
        />
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No first paint before the navbar is parsed whole: on a slow connection the browser
            painted a half-received navbar, whose right-hand group then moved (a layout shift). */}
        <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        <SkipLink />
        <AnnouncementBar />
        <SiteHeader />
        <ProgressBar />
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ChromeBehaviours />
        <ScrollRestoration />
        <BaseUrlCheck />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <PageCrashed error={error} />;
}
