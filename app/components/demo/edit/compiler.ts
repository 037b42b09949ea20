// The page's side of the compile worker: one worker per editor, a promise per request.
import type { CompileRequest, CompileResult } from "./compile-protocol";

export interface Compiler {
  compile(files: Record<string, string>): Promise<CompileResult>;
  dispose(): void;
}

export function createCompiler(): Compiler {
  // Vite bundles the worker as a file of its own; the CSP's script-src 'self' covers it.
  const worker = new Worker(new URL("./compile-worker.ts", import.meta.url), { type: "module" });
  const pending = new Map<number, { resolve: (result: CompileResult) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.addEventListener("message", (event: MessageEvent<CompileResult>) => {
    pending.get(event.data.id)?.resolve(event.data);
    pending.delete(event.data.id);
  });
  worker.addEventListener("error", () => {
    for (const { reject } of pending.values()) reject(new Error("The compiler could not be loaded"));
    pending.clear();
  });
  return {
    compile(files) {
      const id = ++next;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, files } satisfies CompileRequest);
      });
    },
    dispose: () => worker.terminate(),
  };
}
