import { use } from "react";
import { DEMO_IDS, demoModules, type DemoModule } from "~/runtime/demo-modules";
import { DemoCard } from "./demo-card";
import { GALLERY_SECTIONS } from "./demo-tags";
import styles from "./demo-gallery.module.css";

// One promise for all demo modules, created once, so `use` sees the same promise on every render.
let allDemos: Promise<[string, DemoModule][]> | undefined;
const loadAllDemos = () =>
  (allDemos ??= Promise.all(DEMO_IDS.map(async (id) => [id, await demoModules.load(id)] as [string, DemoModule])));

/** Every demo of the site, grouped by the first of its tags that has a section; each starts when scrolled to. */
export function DemoGallery() {
  const demos = use(loadAllDemos());
  const sectionOf = (tags: string[] = []) => tags.find((tag) => GALLERY_SECTIONS.some((s) => s.tag === tag));
  const groups = [...GALLERY_SECTIONS, { tag: "", title: "More demos" }]
    .map((section) => ({
      ...section,
      ids: demos
        .filter(([, module]) => (sectionOf(module.meta.tags) ?? "") === section.tag)
        .map(([id]) => id)
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
