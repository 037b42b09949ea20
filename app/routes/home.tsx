import { HomeDemoGrid } from "~/components/home/home-demo-grid";
import { HomeHero } from "~/components/home/home-hero";
import { HomeNotes } from "~/components/home/home-notes";
import styles from "~/components/home/home.module.css";
import { pageMeta } from "#contract/seo/seo.ts";
import { SITE_TAGLINE } from "#contract/site/site.ts";

// The hero demo spends this page's share of JS by network idle (issue 21 allows 0.55 × the
// official home page), so no page is made ready while it is idle: only on intent (LinkNavigation).
export const handle = { prefetchWhenIdle: false };

export function meta() {
  return pageMeta({
    title: "Headless Tree",
    description: `${SITE_TAGLINE}: a headless, accessible, feature-rich tree for React and beyond.`,
    path: "/",
  });
}

export default function Home() {
  return (
    <div className={styles.page}>
      <HomeHero />
      <HomeDemoGrid />
      <HomeNotes />
    </div>
  );
}
