import { Outlet } from "react-router";
import { readSidebar } from "~/lib/content/docs-data.server";
import { loadDocsSidebar } from "~/runtime/page-code-index";

// The docs sidebar, loaded once: React Router does not run a layout's loader again when only the
// page below it changes. DocsShell and the mobile drawer read it (usePageSidebar).
export async function loader() {
  return { sidebar: await readSidebar() };
}

// A client navigation into the docs from another kind of page needs no .data either: the
// sidebar is a chunk of the build, which every host compresses (runtime/page-code.ts), loaded
// with the page's text in the same round.
export async function clientLoader() {
  return { sidebar: await loadDocsSidebar() };
}

// Never again: the sidebar is the same on every page.
export const shouldRevalidate = () => false;

export default function DocsLayout() {
  return <Outlet />;
}
