import { ApiIndexArticle } from "~/components/api/api-index-article";
import { DocsShell } from "~/components/layout/docs-shell";
import { loadApiIndex } from "~/lib/api-data.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/api-index";

export async function loader() {
  return loadApiIndex();
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found | Headless Tree" }];
  return pageMeta({ title: data.page.title, description: data.page.description, path: data.page.path });
}

export default function ApiIndexRoute({ loaderData }: Route.ComponentProps) {
  const { page, sidebar } = loaderData;
  return (
    <DocsShell sidebar={sidebar} path={page.path} toc={[]} breadcrumbs={[{ title: "API", href: page.path }]}>
      <ApiIndexArticle page={page} />
    </DocsShell>
  );
}
