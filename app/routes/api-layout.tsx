import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { readApiSidebar } from "~/lib/api/api-data.server";
import { isApiPackageSlug } from "~/lib/api/api-model";
import type { Route } from "./+types/api-layout";

// The API sidebar: the packages, plus the items of the package on screen. DocsShell and the
// mobile drawer read it (usePageSidebar).
export async function loader({ params }: Route.LoaderArgs) {
  return { sidebar: await readApiSidebar(isApiPackageSlug(params.pkg) ? params.pkg : undefined) };
}

// A layout's loader does not run again when only the page below it changes; the list of items
// does change with the package.
export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentParams.pkg !== nextParams.pkg || defaultShouldRevalidate;
}

export default function ApiLayout() {
  return <Outlet />;
}
