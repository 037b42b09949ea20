import { Suspense, useEffect, useId, useRef, useState, useTransition, type CSSProperties, type Ref } from "react";
import { DOCS_REPO_URL } from "#contract/site/site.ts";
import { demoModules, demoSources } from "~/runtime/demo-modules";
import { lazyComponent } from "~/runtime/lazy-component";
import { linksUnderBase } from "~/lib/paths/html-links";
import { moveBetweenCodeLinks, wakeQuickInfo } from "../mdx/code-links";
import { CopyButton } from "../mdx/copy-button";
import { DemoErrorBoundary } from "./demo-error-boundary";
import { DemoProjectLinks } from "./demo-project-links";
import { sharedEditDemo, sharedEditIn } from "./edit/shared-edit";
import styles from "./demo-box.module.css";
import "./tree-demo.css";
import "./demo-readouts.css";

// The editor, its compiler and the sandbox frame: nothing of them loads before a reader presses Edit.
const DemoEditing = lazyComponent("DemoEditing", () => import("./edit/demo-editing").then((module) => module.default));

export interface DemoBoxProps {
  /** One demo id (file name in app/demos without .tsx)… */
  demo?: string;
  /** …or several, with a picker to switch between them. */
  demos?: string[];
}

/** A running demo and, below it, the source of the very file that runs, with a copy button. */
export function LiveDemoBox({ demo, demos }: DemoBoxProps) {
  const ids = demos ?? (demo ? [demo] : []);
  const [current, setCurrent] = useState(ids[0] ?? "");
  // A shared link with edited code for one of the picker's demos shows that demo.
  useEffect(() => {
    const shared = sharedEditDemo(window.location.hash);
    if (shared && ids.includes(shared)) setCurrent(shared);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  // A transition keeps the previous demo on screen while the next one's chunk loads, so the
  // box does not collapse into its fallback and jump.
  const [switching, startSwitch] = useTransition();
  const stageId = useId();
  // Set once the running demo has taken over from the prerendered HTML: tests and tools wait for it.
  const [hydrated, setHydrated] = useState(false);
  if (!current) return null;
  return (
    // A group, not a region landmark: a page with several demos would list several landmarks of
    // the same name, which tells nobody anything.
    <section role="group" className={styles.box} aria-label="Live demo" data-demo={current} data-hydrated={hydrated || undefined} aria-busy={switching || undefined}>
      <Suspense fallback={<DemoFallback />}>
        {ids.length > 1 ? (
          <DemoPicker ids={ids} current={current} controls={stageId} onPick={(id) => startSwitch(() => setCurrent(id))} />
        ) : null}
        <DemoPanel key={current} id={current} stageId={stageId} onMounted={setHydrated} />
      </Suspense>
    </section>
  );
}

function DemoFallback() {
  return <div className={styles.fallback} aria-hidden="true" />;
}

/** Buttons labelled with each demo's `meta.title`; reading them loads those (small) modules. */
function DemoPicker({ ids, current, controls, onPick }: { ids: string[]; current: string; controls: string; onPick: (id: string) => void }) {
  return (
    <div className={styles.picker} role="group" aria-label="Choose a demo">
      {ids.map((id) => (
        <button
          key={id}
          type="button"
          className={styles.pick}
          data-demo-id={id}
          aria-pressed={id === current}
          aria-controls={controls}
          onClick={() => id !== current && onPick(id)}
          onPointerEnter={() => void demoSources.load(id).catch(() => {})}
        >
          <DemoTitle id={id} />
        </button>
      ))}
    </div>
  );
}

// One module read per component: `read` calls React's `use` only while a module is loading, and
// `use` matches promises to calls by their order within a component, so two reads in one
// component can swap their results when the first one was already cached.
function DemoTitle({ id }: { id: string }) {
  return demoModules.read(id).meta.title;
}

function DemoPanel({ id, stageId, onMounted }: { id: string; stageId: string; onMounted: (mounted: true) => void }) {
  const { default: Demo, meta } = demoModules.read(id);
  // While editing: the height of the live demo, which the edited one starts from, and the code of a shared link.
  const [editing, setEditing] = useState<{ height: number; shared?: string | undefined }>();
  // Edited code from a shared link, which runs only when the reader says so.
  const [shared, setShared] = useState<string>();
  useEffect(() => setShared(sharedEditIn(window.location.hash, id)), [id]);
  const [opening, setOpening] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => onMounted(true), [onMounted]);
  useEffect(() => {
    // Back from the editor: the focus returns to the Edit button.
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = Boolean(editing);
  }, [editing]);
  async function edit(code?: string) {
    setOpening(true);
    try {
      await DemoEditing.preload();
      setEditing({ height: document.getElementById(stageId)?.offsetHeight ?? 0, shared: code });
      setShared(undefined);
    } finally {
      setOpening(false);
    }
  }
  return (
    <>
      <header className={styles.header}>
        <p className={styles.title}>{meta.title}</p>
        <p className={styles.description}>{meta.description}</p>
      </header>
      {editing ? (
        <DemoEditing
          key={id}
          id={id}
          title={meta.title}
          original={demoSources.read(id).code}
          initialHeight={editing.height}
          stageId={stageId}
          shared={editing.shared}
          onClose={() => setEditing(undefined)}
        />
      ) : (
        <>
          {shared ? (
            <div className={styles.sharedNotice} role="note" aria-label="Edited code from a link">
              <p>
                This link carries an edited version of this demo. Its code has not run: below is the demo as the site ships it.
              </p>
              <button type="button" className={styles.copy} onClick={() => void edit(shared)}>
                Run the edited code
              </button>
              <button type="button" className={styles.copy} onClick={() => setShared(undefined)}>
                Dismiss
              </button>
            </div>
          ) : null}
          <div className={styles.stage} id={stageId}>
            <DemoErrorBoundary key={id}>
              <Demo key={id} />
            </DemoErrorBoundary>
          </div>
          <DemoProjectLinks id={id} />
          <DemoSource id={id} editButton={editButton} opening={opening} onEdit={() => void edit()} />
        </>
      )}
    </>
  );
}

function DemoSource({ id, editButton, opening, onEdit }: { id: string; editButton: Ref<HTMLButtonElement>; opening: boolean; onEdit: () => void }) {
  const source = demoSources.read(id);
  const file = `app/demos/${id}.tsx`;
  return (
    <div className={styles.source}>
      <div className={styles.sourceBar}>
        <a className={styles.file} href={`${DOCS_REPO_URL}/blob/main/${file}`}>
          {file}
        </a>
        <span className={styles.sourceActions}>
          <button ref={editButton} type="button" className={styles.copy} aria-busy={opening || undefined} onClick={onEdit}>
            {opening ? "Loading editor…" : "Edit"}
          </button>
          <CopyButton className={styles.copy} text={source.code} />
        </span>
      </div>
      <div
        className={styles.code}
        style={{ "--source-lines": source.code.split("\n").length } as CSSProperties}
        onKeyDown={moveBetweenCodeLinks}
        onPointerOver={wakeQuickInfo}
        onFocus={wakeQuickInfo}
        onTouchStart={wakeQuickInfo}
        dangerouslySetInnerHTML={{ __html: linksUnderBase(source.html) }}
      />
    </div>
  );
}
