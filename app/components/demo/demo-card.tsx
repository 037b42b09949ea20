import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { demoModules, demoSources } from "~/runtime/demo-modules";
import { CopyButton } from "../mdx/copy-button";
import { DemoErrorBoundary } from "./demo-error-boundary";
import { DemoProjectLinks } from "./demo-project-links";
import { DemoIsland } from "./demo-island";
import { demoTagLink } from "./demo-tags";
import styles from "./demo-card.module.css";
import "./tree-demo.css";
import "./demo-readouts.css";
import { sitePath } from "#contract/site/site.ts";

export interface DemoCardProps {
  id: string;
  /** "eager" renders the demo in the prerendered HTML; "visible" mounts it once it scrolls near. */
  mount?: "eager" | "visible";
  /** Show the tags as links to the pages about them. */
  showTags?: boolean;
  /** Offer the demo's source in a collapsible section (loaded when opened). */
  showSource?: boolean;
  /** Extra content under the description, e.g. a link to the feature page. */
  footer?: ReactNode;
  headingLevel?: 2 | 3;
}

/**
 * A compact demo: title, description and the running demo, for the home grid and the gallery.
 * On a first page load its code loads when it comes near the viewport (DemoIsland); the
 * prerendered card shows meanwhile.
 */
export function DemoCard(props: DemoCardProps) {
  return (
    <article className={styles.card} data-demo-card={props.id}>
      <DemoIsland load={() => demoModules.load(props.id)}>
        <Suspense fallback={<div className={styles.skeleton} aria-hidden="true" />}>
          <DemoCardBody {...props} />
        </Suspense>
      </DemoIsland>
    </article>
  );
}

function DemoCardBody({ id, mount = "eager", showTags, showSource, footer, headingLevel = 3 }: DemoCardProps) {
  const { default: Demo, meta } = demoModules.read(id);
  const Heading = `h${headingLevel}` as const;
  const stage = useRef<HTMLDivElement>(null);
  const near = useNearViewport(stage, mount === "visible");
  // Set once the card runs: tests look for it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <header className={styles.header}>
        <Heading className={styles.title} id={`demo-${id}`}>
          {meta.title}
        </Heading>
        <p className={styles.description}>{meta.description}</p>
        {showTags && meta.tags?.length ? (
          // A plain list takes no aria-label; the hidden word says what the list is.
          <>
            <span className="visually-hidden">Topics:</span>
            <ul className={styles.tags}>
              {meta.tags.map((tag) => {
                const link = demoTagLink(tag);
                return <li key={tag}>{link ? <a href={sitePath(link.href)}>{link.label}</a> : <span>{tag}</span>}</li>;
              })}
            </ul>
          </>
        ) : null}
        {footer}
      </header>
      <div className={styles.stage} ref={stage} data-hydrated={hydrated || undefined}>
        {mount === "eager" || near ? (
          <DemoErrorBoundary>
            <Demo />
          </DemoErrorBoundary>
        ) : (
          <div className={styles.waiting}>The demo starts when it scrolls into view.</div>
        )}
      </div>
      <DemoProjectLinks id={id} />
      {showSource ? <LazySource id={id} /> : null}
    </>
  );
}

/** False on the server and in the first client render (hydration-safe), true once near the viewport. */
function useNearViewport(ref: React.RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return near;
}

/** The highlighted source, fetched the first time the section is opened. */
function LazySource({ id }: { id: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={styles.source} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>Source: app/demos/{id}.tsx</summary>
      {opened ? (
        <Suspense fallback={<p className={styles.loading}>Loading the source…</p>}>
          <SourceCode id={id} />
        </Suspense>
      ) : null}
    </details>
  );
}

function SourceCode({ id }: { id: string }) {
  const source = demoSources.read(id);
  return (
    <div className={styles.code}>
      <CopyButton className={styles.copy} text={source.code} />
      <div dangerouslySetInnerHTML={{ __html: source.html }} />
    </div>
  );
}
