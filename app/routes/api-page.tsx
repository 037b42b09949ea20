import { ApiIndexArticle } from "~/components/api/api-index-article";
import { ApiItemArticle } from "~/components/api/api-item-article";
import { ApiPackageArticle } from "~/components/api/api-package-article";
import { DocsShell } from "~/components/layout/docs-shell";
import { readApiPage } from "~/lib/api/api-data.server";
import { pageMeta } from "#contract/seo/seo.ts";
import { loadApiPage } from "~/runtime/page-code-index";
import type { Route } from "./+types/api-page";

// One module for the API index, package and item routes (routes.ts): a navigation to any API
// page fetches this one chunk, not a route module that then discovers the shared API code.
export async function loader({ params }: Route.LoaderArgs) {
  return readApiPage(params);
}

// A client navigation needs no .data: the page's record is a JavaScript chunk of the build, which
// every host compresses (runtime/page-code.ts), and the navigation started loading it in the
// same round as the route's modules (navigation-middleware.ts), if a prefetch had not already.
// Through page-code-index.ts, so that the index of those chunks loads when the page is idle, not
// with the route's modules on every API page.
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const page = await loadApiPage(params);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { page };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found | Headless Tree" }];
  return pageMeta({ title: data.page.title, description: data.page.description, path: data.page.path, section: "docs" });
}

export default function ApiPage({ loaderData: { page } }: Route.ComponentProps) {
  switch (page.kind) {
    case "api-index":
      return (
        <DocsShell path={page.path} toc={[]} breadcrumbs={[{ title: "API", href: page.path }]}>
          <ApiIndexArticle page={page} />
        </DocsShell>
      );
    case "api-package":
      return (
        <DocsShell path={page.path} toc={page.toc} breadcrumbs={page.breadcrumbs}>
          <ApiPackageArticle page={page} />
        </DocsShell>
      );
    case "api-item":
      return (
        <DocsShell path={page.path} toc={page.toc} breadcrumbs={page.breadcrumbs}>
          <ApiItemArticle page={page} />
        </DocsShell>
      );
  }
}
