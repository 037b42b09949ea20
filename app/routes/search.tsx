import { SearchPage } from "~/components/search/search-page";
import { pageMeta } from "#contract/seo/seo.ts";
import { sitePath } from "#contract/site/site.ts";

export function meta() {
  return pageMeta({
    title: "Search the documentation",
    description: "Search every page, API item and changelog entry of the Headless Tree documentation.",
    path: "/search",
    noindex: true,
  });
}

export default function SearchRoute() {
  return (
    <>
      <SearchPage />
      {/* The index is searched in the browser: without JavaScript the field does nothing, so say
          so and point to the pages that list everything. */}
      <noscript>
        <div className="standalone-page" style={{ marginTop: "-2.5rem", paddingTop: 0 }}>
          <p role="note">
            Search needs JavaScript, which is turned off in this browser. Every page is listed in the sidebar of the{" "}
            <a href={sitePath("/getstarted")}>docs</a>, the <a href={sitePath("/api")}>API reference</a> lists every API item, and the{" "}
            <a href={sitePath("/sitemap.xml")}>sitemap</a> has them all.
          </p>
        </div>
      </noscript>
    </>
  );
}
