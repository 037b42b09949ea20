import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Search the documentation",
    description: "Search every page, API item and changelog entry of the Headless Tree documentation.",
    path: "/search",
  });
}

export default function SearchRoute() {
  return (
    <div className="standalone-page">
      <h1>Search the documentation</h1>
    </div>
  );
}
