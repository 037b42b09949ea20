// The demo editor's type check and quick info, off the main thread, loaded only when the reader
// asks for them: on the first request it fetches type-check.json (libs and the packages'
// declarations) and imports the TypeScript compiler published beside it, then answers each request
// on the version of the project's sources it carries.
import type ts from "typescript";
import type { TypeCheckFiles } from "#contract/demos/demo-project-urls.ts";
import { createTypeChecker, type QuickInfo, type TypeProblem } from "./type-checker";

export type TypeCheckRequest = {
  id: number;
  /** type-check.json, absolute. */
  url: string;
  sources: Record<string, string>;
} & ({ kind: "check" } | { kind: "quickInfo"; file: string; position: number });

export type TypeCheckResult = { id: number; problems: TypeProblem[] } | { id: number; quickInfo: QuickInfo | null } | { id: number; failed: string };

let checker: Promise<ReturnType<typeof createTypeChecker>> | undefined;

async function load(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const files = (await response.json()) as TypeCheckFiles;
  const compiler = (await import(/* @vite-ignore */ new URL(files.typescript, url).href)) as { default: typeof ts };
  return createTypeChecker(compiler.default, files);
}

self.addEventListener("message", async (event: MessageEvent<TypeCheckRequest>) => {
  const request = event.data;
  try {
    checker ??= load(request.url);
    const service = await checker;
    if (request.kind === "check") self.postMessage({ id: request.id, problems: service.check(request.sources) } satisfies TypeCheckResult);
    else self.postMessage({ id: request.id, quickInfo: service.quickInfo(request.sources, request.file, request.position) ?? null } satisfies TypeCheckResult);
  } catch (error) {
    checker = undefined;
    self.postMessage({ id: request.id, failed: error instanceof Error ? error.message : String(error) } satisfies TypeCheckResult);
  }
});
