import { SearchPage } from "~/components/search/search-page";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Search the documentation",
    description: "Search every page, API item and changelog entry of the Headless Tree documentation.",
    path: "/search",
  });
}

export default function SearchRoute() {
  return <SearchPage />;
}
