// The type check of the edited project, once the reader has asked for it: a worker
// (type-check-worker.ts) created on the first request checks the sources a moment after the last
// edit; only the newest answer counts.
import { useEffect, useRef, useState } from "react";
import { typeCheckFilesUrl } from "#contract/demos/demo-project-urls.ts";
import type { TypeProblem } from "./type-checker";
import type { TypeCheckRequest, TypeCheckResult } from "./type-check-worker";

/** Typing closer together than this is one edit; a check takes longer than a compile. */
export const TYPE_CHECK_DEBOUNCE_MS = 300;

export type TypeCheckStatus = { state: "off" } | { state: "checking" } | { state: "done"; problems: TypeProblem[] } | { state: "failed"; message: string };

const OFF: TypeCheckStatus = { state: "off" };

export function useTypeCheck(enabled: boolean, sources: Record<string, string> | undefined): TypeCheckStatus {
  const [status, setStatus] = useState<TypeCheckStatus>(OFF);
  const worker = useRef<Worker>(null);
  const latest = useRef(0);

  useEffect(() => () => worker.current?.terminate(), []);

  useEffect(() => {
    if (!enabled || !sources) return;
    if (!worker.current) {
      worker.current = new Worker(new URL("./type-check-worker.ts", import.meta.url), { type: "module" });
      worker.current.addEventListener("message", (event: MessageEvent<TypeCheckResult>) => {
        if (event.data.id !== latest.current) return;
        setStatus("failed" in event.data ? { state: "failed", message: event.data.failed } : { state: "done", problems: event.data.problems });
      });
      // The worker's script itself did not load or run.
      worker.current.addEventListener("error", () => setStatus({ state: "failed", message: "its code could not be loaded" }));
    }
    setStatus((previous) => (previous.state === "off" || previous.state === "failed" ? { state: "checking" } : previous));
    const timer = setTimeout(() => {
      const id = ++latest.current;
      const url = new URL(typeCheckFilesUrl(), window.location.href).href;
      worker.current!.postMessage({ id, url, sources } satisfies TypeCheckRequest);
    }, TYPE_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [enabled, sources]);

  // One object for "off", so that what depends on it does not change with every render.
  return enabled ? status : OFF;
}
