import { NotFound } from "~/components/errors/lazy-not-found";

export function meta() {
  return [{ title: "Page not found | Headless Tree" }, { name: "robots", content: "noindex" }];
}

/** Prerendered as /404 and copied to 404.html, which static hosts serve for unknown URLs. */
export default function NotFoundRoute() {
  return <NotFound />;
}
