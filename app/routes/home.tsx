import { Link } from "react-router";
import { SITE_TAGLINE, REPO_URL } from "~/lib/site";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Headless Tree",
    description: `${SITE_TAGLINE}: a headless, accessible, feature-rich tree for React and beyond.`,
    path: "/",
  });
}

export default function Home() {
  return (
    <div className="standalone-page">
      <h1>Headless Tree</h1>
      <p>{SITE_TAGLINE}</p>
      <p>
        <Link to="/getstarted">Get Started</Link> · <a href={REPO_URL}>GitHub</a>
      </p>
    </div>
  );
}
