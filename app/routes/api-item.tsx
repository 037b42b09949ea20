import { ApiItemArticle } from "~/components/api/api-item-article";
import { DocsShell } from "~/components/layout/docs-shell";
import { loadApiItem } from "~/lib/api-data.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/api-item";

export async function loader({ params }: Route.LoaderArgs) {
  return loadApiItem(params.pkg, params.kind, params.name);
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found | Headless Tree" }];
  return pageMeta({ title: data.page.title, description: data.page.description, path: data.page.path });
}

export default function ApiItemRoute({ loaderData }: Route.ComponentProps) {
  const { page, sidebar } = loaderData;
  return (
    <DocsShell sidebar={sidebar} path={page.path} toc={page.toc} breadcrumbs={page.breadcrumbs}>
      <ApiItemArticle page={page} />
    </DocsShell>
  );
}
