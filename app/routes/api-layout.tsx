import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { readApiSidebar } from "~/lib/api/api-data.server";
import { loadApiSidebar } from "~/runtime/page-code-index";
import type { Route } from "./+types/api-layout";

// The API sidebar: the packages, plus the items of the package on screen. DocsShell and the
// mobile drawer read it (usePageSidebar).
export async function loader({ params }: Route.LoaderArgs) {
  return { sidebar: await readApiSidebar(params.pkg) };
}

// As the page's record: no .data on a client navigation (runtime/page-code.ts).
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { sidebar: await loadApiSidebar(params) };
}

// A layout's loader does not run again when only the page below it changes; the list of items
// does change with the package.
export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentParams.pkg !== nextParams.pkg || defaultShouldRevalidate;
}

export default function ApiLayout() {
  return <Outlet />;
}
