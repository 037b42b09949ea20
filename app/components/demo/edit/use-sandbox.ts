// Runs a demo project, with the reader's edits, in the sandboxed frame: compiles its TypeScript
// files in the worker a moment after the last keystroke, posts them to the frame, and reports
// what happened. The frame keeps its last working render while the code does not work.
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { useEffect, useRef, useState, type RefObject } from "react";
import type { FromSandbox, SandboxError, SandboxTheme, ToSandbox } from "#contract/demos/sandbox-protocol.ts";
import type { SourceMap } from "./compile-protocol";
import { createCompiler, type Compiler } from "./compiler";

/** Keystrokes closer together than this are one edit. */
export const EDIT_DEBOUNCE_MS = 100;

/** `shown`: whether the frame shows a render of earlier code (none yet when the first run fails). */
export type SandboxStatus = { state: "starting" } | { state: "running" } | { state: "failed"; error: SandboxError; shown: boolean };

/** What the frame runs: compiled files, their source maps, and the sources they came from. */
interface RunFiles {
  modules: Record<string, string>;
  maps: Record<string, SourceMap>;
  sources: Record<string, string>;
}

/**
 * An error's place in compiled code, moved to the reader's source. Sucrase keeps every line, so
 * only the column moves: to where the name at the error starts in the source line (the nearest
 * one to the source map's answer), or, where the compiled code renamed it (`_react.useState`), to
 * the source map's answer, the start of the token it came from.
 */
function inSource(error: SandboxError, run: RunFiles): SandboxError {
  const at = error.at;
  const map = at && run.maps[at.file];
  if (!at || !map) return error;
  const mapped = originalPositionFor(new TraceMap(map), { line: at.line, column: at.column - 1 });
  const near = mapped.line === at.line ? mapped.column : at.column - 1;
  const name = /^[\w$.]{3,}/.exec(run.modules[at.file]?.split("\n")[at.line - 1]?.slice(at.column - 1) ?? "")?.[0];
  const sourceLine = run.sources[at.file]?.split("\n")[at.line - 1] ?? "";
  let best = -1;
  for (let index = name ? sourceLine.indexOf(name) : -1; index >= 0; index = sourceLine.indexOf(name!, index + 1)) {
    if (best < 0 || Math.abs(index - near) < Math.abs(best - near)) best = index;
  }
  return { ...error, at: { ...at, column: (best >= 0 ? best : near) + 1 } };
}

const pageTheme = (): SandboxTheme => (document.documentElement.dataset.theme === "dark" ? "dark" : "light");

/**
 * `files`: the project's files (path → text) with the edits applied, or undefined while they load.
 * `entry`: the file whose default export is the demo.
 */
export function useSandbox(frame: RefObject<HTMLIFrameElement | null>, files: Record<string, string> | undefined, entry: string) {
  const [status, setStatus] = useState<SandboxStatus>({ state: "starting" });
  const [height, setHeight] = useState<number>();
  const [ready, setReady] = useState(false);
  const compiler = useRef<Compiler>(null);
  const lastRun = useRef(0);
  const rendered = useRef(false);
  // The code the frame runs: its errors point into it.
  const running = useRef<RunFiles>({ modules: {}, maps: {}, sources: {} });

  const post = (message: ToSandbox) => frame.current?.contentWindow?.postMessage(message, "*");

  useEffect(() => {
    compiler.current = createCompiler();
    const onMessage = (event: MessageEvent<FromSandbox>) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = event.data;
      if (message.type === "ready") {
        post({ type: "theme", theme: pageTheme() });
        setReady(true);
      } else if (message.type === "height") setHeight(message.height);
      else if (message.run === lastRun.current) {
        if (message.type === "rendered") rendered.current = true;
        setStatus(message.type === "rendered" ? { state: "running" } : { state: "failed", error: inSource(message.error, running.current), shown: rendered.current });
      }
    };
    window.addEventListener("message", onMessage);
    // The page's colour mode, now and whenever the reader switches it.
    const themeObserver = new MutationObserver(() => post({ type: "theme", theme: pageTheme() }));
    themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
    return () => {
      window.removeEventListener("message", onMessage);
      themeObserver.disconnect();
      compiler.current?.dispose();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!ready || !files) return;
    const timer = setTimeout(async () => {
      const run = ++lastRun.current;
      const sources = Object.fromEntries(Object.entries(files).filter(([file]) => /^src\/.*\.tsx?$/.test(file) && file !== "src/main.tsx"));
      const styles = Object.fromEntries(Object.entries(files).filter(([file]) => /^src\/.*\.css$/.test(file)));
      try {
        const result = await compiler.current!.compile(sources);
        if (run !== lastRun.current) return;
        if (result.error) setStatus({ state: "failed", error: result.error, shown: rendered.current });
        else {
          running.current = { modules: result.modules, maps: result.maps, sources };
          post({ type: "run", run, entry, modules: result.modules, styles });
        }
      } catch (error) {
        setStatus({ state: "failed", error: { message: String(error) }, shown: rendered.current });
      }
    }, lastRun.current === 0 ? 0 : EDIT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ready, files, entry]); // eslint-disable-line react-hooks/exhaustive-deps

  return { status, height };
}
