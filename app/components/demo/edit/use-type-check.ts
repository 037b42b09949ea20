// The type check of the edited project, once the reader has asked for it: a worker
// (type-check-worker.ts) created on the first request checks the sources a moment after the last
// edit; only the newest answer counts. While it is on, the same worker answers what hovering a
// name in the editor shows (quick info).
import { useCallback, useEffect, useRef, useState } from "react";
import { typeCheckFilesUrl } from "#contract/demos/demo-project-urls.ts";
import type { QuickInfo, TypeProblem } from "./type-checker";
import type { TypeCheckRequest, TypeCheckResult } from "./type-check-worker";

/** Typing closer together than this is one edit; a check takes longer than a compile. */
export const TYPE_CHECK_DEBOUNCE_MS = 300;

export type TypeCheckStatus = { state: "off" } | { state: "checking" } | { state: "done"; problems: TypeProblem[] } | { state: "failed"; message: string };

/** The quick info at a position of a project file, on the given sources; undefined where there is none. */
export type QuickInfoAt = (file: string, position: number, sources: Record<string, string>) => Promise<QuickInfo | undefined>;

const OFF: TypeCheckStatus = { state: "off" };

export function useTypeCheck(enabled: boolean, sources: Record<string, string> | undefined): { status: TypeCheckStatus; quickInfo?: QuickInfoAt } {
  const [status, setStatus] = useState<TypeCheckStatus>(OFF);
  const worker = useRef<Worker>(null);
  const latest = useRef(0);
  const nextId = useRef(0);
  const waiting = useRef(new Map<number, (info: QuickInfo | undefined) => void>());

  useEffect(() => () => worker.current?.terminate(), []);

  const workerOf = useCallback(() => {
    if (!worker.current) {
      worker.current = new Worker(new URL("./type-check-worker.ts", import.meta.url), { type: "module" });
      worker.current.addEventListener("message", (event: MessageEvent<TypeCheckResult>) => {
        const answer = event.data;
        const asked = waiting.current.get(answer.id);
        if (asked) {
          waiting.current.delete(answer.id);
          asked("quickInfo" in answer ? (answer.quickInfo ?? undefined) : undefined);
        } else if (answer.id === latest.current && !("quickInfo" in answer)) {
          setStatus("failed" in answer ? { state: "failed", message: answer.failed } : { state: "done", problems: answer.problems });
        }
      });
      // The worker's script itself did not load or run.
      worker.current.addEventListener("error", () => setStatus({ state: "failed", message: "its code could not be loaded" }));
    }
    return worker.current;
  }, []);

  useEffect(() => {
    if (!enabled || !sources) return;
    workerOf();
    setStatus((previous) => (previous.state === "off" || previous.state === "failed" ? { state: "checking" } : previous));
    const timer = setTimeout(() => {
      const id = (latest.current = ++nextId.current);
      workerOf().postMessage({ kind: "check", id, url: filesUrl(), sources } satisfies TypeCheckRequest);
    }, TYPE_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [enabled, sources, workerOf]);

  const quickInfo = useCallback<QuickInfoAt>(
    (file, position, current) =>
      new Promise((resolve) => {
        const id = ++nextId.current;
        waiting.current.set(id, resolve);
        workerOf().postMessage({ kind: "quickInfo", id, url: filesUrl(), sources: current, file, position } satisfies TypeCheckRequest);
      }),
    [workerOf],
  );

  // One object for "off", so that what depends on it does not change with every render.
  return enabled ? { status, quickInfo } : { status: OFF };
}

const filesUrl = () => new URL(typeCheckFilesUrl(), window.location.href).href;
