import { Suspense, useState } from "react";
import { demoModules, demoSources } from "~/lib/demo-modules";
import { CopyButton } from "../mdx/copy-button";
import styles from "./demo-box.module.css";
import "./tree-demo.css";

export interface DemoBoxProps {
  /** One demo id (file name in app/demos without .tsx)… */
  demo?: string;
  /** …or several, with a picker to switch between them. */
  demos?: string[];
}

/** A running demo and, below it, the source of the same file. */
export function DemoBox({ demo, demos }: DemoBoxProps) {
  const ids = demos ?? (demo ? [demo] : []);
  const [current, setCurrent] = useState(ids[0] ?? "");
  return (
    <section className={styles.box} aria-label="Live demo">
      <Suspense fallback={<div className={styles.placeholder} />}>
        <DemoPanel id={current} ids={ids} onPick={setCurrent} />
      </Suspense>
    </section>
  );
}

function DemoPanel({ id, ids, onPick }: { id: string; ids: string[]; onPick: (id: string) => void }) {
  const { default: Demo, meta } = demoModules.read(id);
  const source = demoSources.read(id);
  return (
    <>
      <header className={styles.header}>
        {ids.length > 1 ? (
          <label className={styles.picker}>
            <span className="visually-hidden">Choose a demo</span>
            <select value={id} onChange={(event) => onPick(event.target.value)}>
              {ids.map((other) => (
                <option key={other} value={other}>
                  {demoModules.has(other) ? other : other}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div>
          <p className={styles.title}>{meta.title}</p>
          <p className={styles.description}>{meta.description}</p>
        </div>
      </header>
      <div className={styles.stage}>
        <Demo />
      </div>
      <details className={styles.source}>
        <summary>Source: app/demos/{id}.tsx</summary>
        <div className={styles.code}>
          <div dangerouslySetInnerHTML={{ __html: source.html }} />
          <CopyButton className={styles.copy} text={source.code} />
        </div>
      </details>
    </>
  );
}
