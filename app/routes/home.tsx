import { HomeDemoGrid } from "~/components/home/home-demo-grid";
import { HomeHero } from "~/components/home/home-hero";
import { HomeNotes } from "~/components/home/home-notes";
import styles from "~/components/home/home.module.css";
import { pageMeta } from "~/lib/content/seo";
import { SITE_TAGLINE } from "~/lib/content/site";

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
