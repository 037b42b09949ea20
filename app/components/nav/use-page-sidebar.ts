import { useRouteLoaderData } from "react-router";
import type { DocPage, SidebarGroup } from "#contract/content/content-model.ts";
import type { loader as apiLayoutLoader } from "~/routes/api-layout";
import type { loader as docsLayoutLoader } from "~/routes/docs-layout";

/**
 * The sidebar of the page on screen, from its layout route's loader: the API sidebar on API
 * pages, the docs sidebar on docs pages (not on standalone pages); undefined elsewhere. The
 * desktop sidebar (DocsShell) and the mobile drawer both read it here.
 */
export function usePageSidebar(): SidebarGroup[] | undefined {
  const api = useRouteLoaderData<typeof apiLayoutLoader>("routes/api-layout");
  const docs = useRouteLoaderData<typeof docsLayoutLoader>("routes/docs-layout");
  // Its data by shape, not by the route's type: the docs page renders DocsShell, which reads this.
  const docsPage = useRouteLoaderData<{ page: Pick<DocPage, "layout"> }>("routes/docs-page");
  if (api) return api.sidebar;
  return docs && docsPage?.page.layout === "docs" ? docs.sidebar : undefined;
}
