// A demo being edited in place (loaded when the reader presses Edit): its source in an editor, and
// the demo, run from that source in a sandboxed frame that cannot reach the page, its storage or
// the network (app/demo-sandbox/). The project buttons take the edited code.
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from "lz-string";
import { useEffect, useInsertionEffect, useMemo, useRef, useState } from "react";
import { SANDBOX_FRAME_PATH } from "#contract/demos/sandbox-protocol.ts";
import type { DemoProjectFiles } from "#contract/demos/demo-project-urls.ts";
import { sitePath } from "#contract/site/site.ts";
import { DemoProjectLinks } from "../demo-project-links";
import { fetchProject } from "../open-demo-project";
import boxStyles from "../demo-box.module.css";
import { CopyButton } from "../../mdx/copy-button";
import { CodeEditor, type EditorProblem } from "./code-editor";
import { sharedEditHash } from "./shared-edit";
import { useSandbox, type SandboxStatus } from "./use-sandbox";
import { useTypeCheck, type TypeCheckStatus } from "./use-type-check";
import { editing as styles, mountEditingStyles } from "./editing-styles";

export interface DemoEditingProps {
  id: string;
  title: string;
  /** The demo's source as shown, the editor's starting point and what Reset returns to. */
  original: string;
  /** The height of the demo it replaces, kept until the frame reports its own. */
  initialHeight: number;
  stageId: string;
  /** Code from a shared link (shared-edit.ts), compressed: the editor starts with it. */
  shared?: string | undefined;
  onClose: () => void;
}

/** The code a shared link carries, or undefined when it cannot be read (a cut or altered link). */
function sharedCode(shared: string | undefined): string | undefined {
  try {
    return (shared && decompressFromEncodedURIComponent(shared)) || undefined;
  } catch {
    return undefined;
  }
}

/** A link that opens this page with `code` in demo `id`'s box; it also becomes the address, for a phone's share menu. */
function linkTo(id: string, code: string): string {
  const url = new URL(window.location.href);
  url.hash = sharedEditHash(id, compressToEncodedURIComponent(code));
  // The router's own state is kept, so its history entry stays valid.
  window.history.replaceState(window.history.state, "", url);
  return url.href;
}

function typeStatusText(status: TypeCheckStatus, file: string): string {
  if (status.state === "checking") return "Checking types…";
  if (status.state === "failed") return `The type check could not run: ${status.message}`;
  if (status.state !== "done") return "";
  const [first] = status.problems;
  if (!first) return "No type errors.";
  const count = status.problems.length === 1 ? "1 type error" : `${status.problems.length} type errors`;
  return `${count}. ${first.file === file ? "" : `${first.file}: `}Line ${first.line}, column ${first.column}: ${first.message}`;
}

function statusText(status: SandboxStatus, file: string): string {
  if (status.state === "starting") return "Starting the editor…";
  if (status.state === "running") return "Runs your code. Esc leaves the editor.";
  const { message, at } = status.error;
  const where = at ? `${at.file === file ? "" : `${at.file}: `}Line ${at.line}, column ${at.column}: ` : "";
  return `${where}${message}. ${status.shown ? "The demo shows your last working code." : "Nothing has run yet."}`;
}

export default function DemoEditing({ id, title, original, initialHeight, stageId, shared, onClose }: DemoEditingProps) {
  const file = `src/${id}.tsx`;
  const [project, setProject] = useState<DemoProjectFiles>();
  const [start] = useState(() => (shared === undefined ? original : sharedCode(shared)));
  const [loadError, setLoadError] = useState("");
  const [code, setCode] = useState(start ?? original);
  // A Reset mounts a new editor with the original text.
  const [editorKey, setEditorKey] = useState(0);
  const [checkingTypes, setCheckingTypes] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);
  useInsertionEffect(mountEditingStyles, []);

  useEffect(() => {
    fetchProject(id).then(setProject, () => setLoadError("The demo's project files could not be loaded. Close the editor and try again."));
  }, [id]);

  const files = useMemo(() => project && { ...project.files, [file]: code }, [project, file, code]);
  const edits = code === original ? undefined : { [file]: code };
  const { status, height } = useSandbox(frame, files, file);
  const sources = useMemo(() => files && Object.fromEntries(Object.entries(files).filter(([path]) => /^src\/.*\.tsx?$/.test(path))), [files]);
  const { status: types, quickInfo } = useTypeCheck(checkingTypes, sources);
  // react-native's declarations are megabytes and clash with the DOM's: that demo has no type check.
  const canCheckTypes = project !== undefined && !project.files["package.json"]?.includes('"react-native-web"');
  const problems = useMemo<EditorProblem[]>(() => {
    const list: EditorProblem[] = [];
    if (status.state === "failed" && status.error.at?.file === file) list.push({ ...status.error.at, message: status.error.message, severity: "error" });
    if (types.state === "done") for (const problem of types.problems) if (problem.file === file) list.push({ ...problem, severity: "warning" });
    return list;
  }, [status, types, file]);

  return (
    <>
      <div className={styles.stage} id={stageId}>
        <iframe
          ref={frame}
          className={styles.frame}
          src={sitePath(SANDBOX_FRAME_PATH)}
          // Scripts only: an opaque origin (no access to this page, its storage or cookies), no
          // forms, no pop-ups, no navigation of this page.
          sandbox="allow-scripts"
          title={`${title}, running your edited code`}
          style={{ height: height ?? initialHeight }}
        />
      </div>
      <DemoProjectLinks id={id} edits={edits} />
      <div className={boxStyles.source}>
        <div className={`${boxStyles.sourceBar} ${styles.bar}`}>
          <span className={boxStyles.file}>
            app/demos/{id}.tsx{edits ? (code === start && shared ? " (edited, from a link)" : " (edited)") : ""}
          </span>
          <span className={styles.actions}>
            {canCheckTypes ? (
              <button type="button" className={boxStyles.copy} aria-pressed={checkingTypes} onClick={() => setCheckingTypes((on) => !on)}>
                Check types
              </button>
            ) : null}
            {edits ? <CopyButton className={boxStyles.copy} label="Copy link" subject="a link to this edited demo" text={() => linkTo(id, code)} /> : null}
            <button
              type="button"
              className={boxStyles.copy}
              disabled={!edits}
              onClick={() => {
                setCode(original);
                setEditorKey((key) => key + 1);
              }}
            >
              Reset
            </button>
            <button ref={doneButton} type="button" className={boxStyles.copy} onClick={onClose}>
              Close editor
            </button>
          </span>
        </div>
        <CodeEditor
          key={editorKey}
          initial={code}
          label={`Source of ${title}, editable. Changes run in the demo above. Escape leaves the editor. With Check types on, Control+I (Command+I on a Mac) tells the type of the name at the cursor.`}
          onChange={setCode}
          onEscape={() => doneButton.current?.focus()}
          problems={problems}
          quickInfo={quickInfo && sources ? (position, text) => quickInfo(file, position, { ...sources, [file]: text }) : undefined}
        />
        {start === undefined ? (
          <p className={styles.status} data-link="unreadable">
            The link&apos;s code could not be read (is the link complete?); the editor starts with the demo&apos;s own code.
          </p>
        ) : null}
        <p className={styles.status} role="status" data-state={loadError ? "failed" : status.state}>
          {loadError || statusText(status, file)}
        </p>
        {types.state !== "off" ? (
          <p className={styles.status} role="status" data-types={types.state === "done" ? (types.problems.length ? "errors" : "clean") : types.state}>
            {typeStatusText(types, file)}
          </p>
        ) : null}
      </div>
    </>
  );
}
