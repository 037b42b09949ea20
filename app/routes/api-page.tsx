import { ApiIndexArticle } from "~/components/api/api-index-article";
import { ApiItemArticle } from "~/components/api/api-item-article";
import { ApiPackageArticle } from "~/components/api/api-package-article";
import { DocsShell } from "~/components/layout/docs-shell";
import { loadApiIndex, loadApiItem, loadApiPackage } from "~/lib/api/api-data.server";
import { pageMeta } from "~/lib/content/seo";
import type { Route } from "./+types/api-page";

// One module for the API index, package and item routes (routes.ts): a navigation to any API
// page fetches this one chunk, not a route module that then discovers the shared API code.
export async function loader({ params }: Route.LoaderArgs) {
  const { pkg, kind, name } = params as { pkg?: string; kind?: string; name?: string };
  if (kind !== undefined || name !== undefined) return loadApiItem(pkg, kind, name);
  return pkg === undefined ? loadApiIndex() : loadApiPackage(pkg);
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
