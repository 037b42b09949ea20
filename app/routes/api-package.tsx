import { ApiPackageArticle } from "~/components/api/api-package-article";
import { DocsShell } from "~/components/layout/docs-shell";
import { loadApiPackage } from "~/lib/api-data.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/api-package";

export async function loader({ params }: Route.LoaderArgs) {
  return loadApiPackage(params.pkg);
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found | Headless Tree" }];
  return pageMeta({ title: data.page.title, description: data.page.description, path: data.page.path });
}

export default function ApiPackageRoute({ loaderData }: Route.ComponentProps) {
  const { page, sidebar } = loaderData;
  return (
    <DocsShell sidebar={sidebar} path={page.path} toc={page.toc} breadcrumbs={page.breadcrumbs}>
      <ApiPackageArticle page={page} />
    </DocsShell>
  );
}
