import type { EncodedSourceMap } from "@jridgewell/trace-mapping";
import type { SandboxError } from "#contract/demos/sandbox-protocol.ts";

/** Page → compile worker: TypeScript and TSX files by project path. */
export interface CompileRequest {
  id: number;
  files: Record<string, string>;
}

/** Worker → page: the compiled files and their source maps (by project path), or the first syntax error. */
export interface CompileResult {
  id: number;
  modules: Record<string, string>;
  maps: Record<string, SourceMap>;
  error?: SandboxError;
}

/** Sucrase's source map (version 3): columns of the compiled code back to the source. */
export type SourceMap = EncodedSourceMap;
