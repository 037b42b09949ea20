import styles from "./home.module.css";
import { sitePath } from "#contract/site/site.ts";

const REASONS = [
  {
    title: "Your markup, your styles",
    text: "No components and no CSS come with it. You render buttons, divs or list items, styled with whatever your app already uses.",
  },
  {
    title: "Accessible from the start",
    text: "Tree roles, levels, positions, roving focus, full keyboard support and a screen-reader description for keyboard drag and drop.",
  },
  {
    title: "Only the features you use",
    text: "Every capability is a separate feature object. Leave out what you don't need, wrap or replace what you want to change.",
  },
  {
    title: "From ten items to a hundred thousand",
    text: "Sync or async data with caching, memoizable props, and a flat item list that works with any virtualization library.",
  },
];

export function HomeNotes() {
  return (
    <>
      <section className={styles.section} aria-labelledby="home-why">
        <h2 id="home-why" className={styles.sectionTitle}>
          Why Headless Tree
        </h2>
        <ul className={styles.reasons}>
          {REASONS.map((reason) => (
            <li key={reason.title}>
              <h3 id={`why-${reason.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`}>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="home-support">
        <h2 id="home-support" className={styles.sectionTitle}>
          Support Headless Tree
        </h2>
        <p className={styles.sectionLead}>
          Headless Tree is free and open source. If it saves you time, you can support its maintenance through{" "}
          <a href="https://github.com/sponsors/lukasbach">GitHub Sponsors</a>, or help with code, docs and bug reports:
          the <a href={sitePath("/contributing/overview")}>contributing guide</a> explains how.
        </p>
        <div className={styles.closing}>
          <a href={sitePath("/getstarted")} className={styles.primaryButton}>
            Get Started
          </a>
        </div>
      </section>
    </>
  );
}
