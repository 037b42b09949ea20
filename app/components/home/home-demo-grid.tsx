import { DemoCard } from "../demo/demo-card";
import styles from "./home.module.css";
import { sitePath } from "#contract/site/site.ts";

/** Demos of the grid and the feature page that explains each. */
export const HOME_DEMOS = [
  { id: "dnd-reorder", page: "/features/dnd", label: "Drag and drop" },
  { id: "search-typeahead", page: "/features/search", label: "Search" },
  { id: "checkboxes-propagation", page: "/features/checkboxes", label: "Checkboxes" },
  { id: "renaming-basic", page: "/features/renaming", label: "Renaming" },
  { id: "async-loading", page: "/features/async-dataloader", label: "Async data" },
  { id: "kdnd-basic", page: "/features/kdnd", label: "Keyboard drag and drop" },
  { id: "hotkeys-custom", page: "/features/hotkeys", label: "Hotkeys" },
  { id: "large-tree", page: "/features/propmemoization", label: "Large trees" },
] as const;

export function HomeDemoGrid() {
  return (
    <section className={styles.section} aria-labelledby="home-demos">
      <h2 id="home-demos" className={styles.sectionTitle}>
        Try the features
      </h2>
      <p className={styles.sectionLead}>Every tree below is live. Click, drag, or focus one and use the keyboard.</p>
      <div className={styles.grid}>
        {HOME_DEMOS.map((demo) => (
          <DemoCard
            key={demo.id}
            id={demo.id}
            footer={
              <a href={sitePath(demo.page)} className={styles.cardLink}>
                {demo.label}: how it works →
              </a>
            }
          />
        ))}
      </div>
    </section>
  );
}
