// The demo editor's type check, off the main thread, loaded only when the reader asks for it: on
// the first request it fetches type-check.json (libs and the packages' declarations) and imports
// the TypeScript compiler published beside it, then checks each version of the project's sources
// the page sends.
import type ts from "typescript";
import type { TypeCheckFiles } from "#contract/demos/demo-project-urls.ts";
import { createTypeChecker } from "./type-checker";

export interface TypeCheckRequest {
  id: number;
  /** type-check.json, absolute. */
  url: string;
  sources: Record<string, string>;
}

export type TypeCheckResult = { id: number; problems: ReturnType<ReturnType<typeof createTypeChecker>> } | { id: number; failed: string };

let checker: Promise<ReturnType<typeof createTypeChecker>> | undefined;

async function load(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const files = (await response.json()) as TypeCheckFiles;
  const compiler = (await import(/* @vite-ignore */ new URL(files.typescript, url).href)) as { default: typeof ts };
  return createTypeChecker(compiler.default, files);
}

self.addEventListener("message", async (event: MessageEvent<TypeCheckRequest>) => {
  const { id, url, sources } = event.data;
  try {
    checker ??= load(url);
    const check = await checker;
    self.postMessage({ id, problems: check(sources) } satisfies TypeCheckResult);
  } catch (error) {
    checker = undefined;
    self.postMessage({ id, failed: error instanceof Error ? error.message : String(error) } satisfies TypeCheckResult);
  }
});
