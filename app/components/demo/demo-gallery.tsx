import type { DemoMeta } from "~/runtime/demo-modules";
import { DemoCard } from "./demo-card";
import { GALLERY_SECTIONS } from "./demo-tags";
import styles from "./demo-gallery.module.css";

// Every demo's `meta` alone (build-scripts/vite/demo-meta-plugin.ts), a few KB in this module: the
// gallery groups the demos by their tags without loading any demo's code, so it hydrates at once
// and each demo starts when it comes near, instead of all waiting for the last of 58 chunks.
const metas = import.meta.glob<DemoMeta>(["../../demos/*.tsx", "!../../demos/*.test.tsx"], { query: "?demo-meta", import: "meta", eager: true });
const demos = Object.entries(metas).map(([file, meta]) => ({ id: file.slice("../../demos/".length, -".tsx".length), meta }));

/** Every demo of the site, grouped by the first of its tags that has a section; each starts when scrolled to. */
export function DemoGallery() {
  const sectionOf = (tags: string[] = []) => tags.find((tag) => GALLERY_SECTIONS.some((s) => s.tag === tag));
  const groups = [...GALLERY_SECTIONS, { tag: "", title: "More demos" }]
    .map((section) => ({
      ...section,
      ids: demos
        .filter(({ meta }) => (sectionOf(meta.tags) ?? "") === section.tag)
        .map(({ id }) => id)
        .sort(),
    }))
    .filter((group) => group.ids.length > 0);

  return (
    <div className={styles.gallery}>
      <p className={styles.summary}>
        {demos.length} demos in {groups.length} groups:{" "}
        {groups.map((group, index) => (
          <span key={group.tag}>
            {index > 0 ? ", " : null}
            <a href={`#demos-${group.tag || "more"}`}>{group.title}</a>
          </span>
        ))}
        .
      </p>
      {groups.map((group) => (
        <section key={group.tag} aria-labelledby={`demos-${group.tag || "more"}`}>
          <h2 className={styles.heading} id={`demos-${group.tag || "more"}`}>
            {group.title}
          </h2>
          <div className={styles.grid}>
            {group.ids.map((id) => (
              <DemoCard key={id} id={id} mount="visible" showTags showSource />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
