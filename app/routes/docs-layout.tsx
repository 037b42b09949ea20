import { Outlet } from "react-router";
import { readSidebar } from "~/lib/content/docs-data.server";

// The docs sidebar, loaded once: React Router does not run a layout's loader again when only the
// page below it changes. DocsShell and the mobile drawer read it (usePageSidebar).
export async function loader() {
  return { sidebar: await readSidebar() };
}

// Never again: the sidebar is the same on every page. Saying so also keeps <PrefetchPageLinks>
// from prefetching the layout's data for every docs link.
export const shouldRevalidate = () => false;

export default function DocsLayout() {
  return <Outlet />;
}
