import { memo, Suspense } from "react";
import { DocsShell, PrevNext } from "~/components/layout/docs-shell";
import { DocFooter } from "~/components/layout/doc-footer";
import { DemoStandInsContext } from "~/components/demo/demo-stand-ins-context";
import { LoadErrorBoundary } from "~/components/errors/load-error-boundary";
import { PAGE_TEXT_ATTRIBUTE, usePageTextHydratedMark } from "~/components/layout/hydrated-mark";
import { FeatureHeader } from "~/components/layout/feature-header";
import { PageActions } from "~/components/layout/page-actions";
import { mdxComponents } from "~/components/mdx/mdx-components";
import { findDocPage } from "~/lib/content/docs-data.server";
import { navigationPageText } from "~/runtime/navigation-middleware";
import { pageModules } from "~/runtime/page-modules";
import { alternateLinks } from "#contract/feeds/feed-links.ts";
import { pageMeta } from "#contract/seo/seo.ts";
import type { Route } from "./+types/docs-page";

export async function loader({ params }: Route.LoaderArgs) {
  const pathname = `/${params["*"] ?? ""}`.replace(/\/+$/, "") || "/";
  const page = await findDocPage(pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { page };
}

// A client navigation needs no .data: the page's compiled module carries its record, and its text
// needs only that, its components and its demos' stand-ins, which the navigation started loading
// (navigation-middleware.ts) in one round, if a prefetch had not already. Each demo shows its
// prerendered HTML until its own code has arrived (DemoIsland), so the text never waits for demo
// code. A page chunk that failed (a redeploy removed it) goes to the error boundary, which loads
// the URL in full once (PageCrashed).
export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const text = await context.get(navigationPageText);
  if (!text) throw new Response("Not Found", { status: 404 });
  return text;
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found | Headless Tree" }];
  return [...pageMeta({ title: data.page.documentTitle ?? data.page.title, description: data.page.description, path: data.page.path, section: "docs" }), ...alternateLinks(data.page.path)];
}

function PageContent({ id }: { id: string }) {
  const { default: Content } = pageModules.read(id);
  usePageTextHydratedMark();
  return <Content components={mdxComponents} />;
}

export default function DocsPage({ loaderData }: Route.ComponentProps) {
  return <DocsPageView loaderData={loaderData} />;
}

// The router re-renders every route when a navigation starts (its state turns "loading") and the
// page's data has not changed yet; memo skips the whole page then. That first render took about
// 20 ms here before; with this and the memoised chrome (root.tsx), about 13 ms.
const DocsPageView = memo(function DocsPageView({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { page } = loaderData;
  const body = (
    <div className="prose" {...{ [PAGE_TEXT_ATTRIBUTE]: "" }}>
      <LoadErrorBoundary key={page.id} message="The text of this page could not be loaded. Check your connection and try again.">
        <Suspense fallback={null}>
          <DemoStandInsContext value={"demoStandIns" in loaderData ? loaderData.demoStandIns : undefined}>
            <PageContent id={page.id} />
          </DemoStandInsContext>
        </Suspense>
      </LoadErrorBoundary>
    </div>
  );
  if (page.layout === "page") {
    return (
      // An <article> like the docs layout's, so a search crawler finds the page's headings and text.
      <article className="standalone-page">
        <h1>{page.title}</h1>
        {body}
      </article>
    );
  }
  return (
    <DocsShell
      path={page.path}
      toc={page.hideToc ? [] : page.toc}
      breadcrumbs={page.breadcrumbs}
      footer={
        <>
          <DocFooter page={page} />
          <PrevNext prev={page.prev} next={page.next} />
        </>
      }
    >
      {page.feature ? <FeatureHeader page={page} /> : <h1 className="page-title">{page.title}</h1>}
      <PageActions path={page.path} />
      {body}
    </DocsShell>
  );
});
