// Compiles a demo project's TypeScript and JSX files for the sandbox frame, off the main thread:
// Sucrase strips the types and turns JSX and imports into CommonJS, keeping every line where it
// was; its source maps give the columns back (use-sandbox.ts maps the frame's errors with them).
import { transform } from "sucrase";
import type { CompileRequest, CompileResult, SourceMap } from "./compile-protocol";

self.addEventListener("message", (event: MessageEvent<CompileRequest>) => {
  const { id, files } = event.data;
  const result: CompileResult = { id, modules: {}, maps: {} };
  for (const [file, source] of Object.entries(files)) {
    try {
      const compiled = transform(source, {
        transforms: ["typescript", "jsx", "imports"],
        jsxRuntime: "automatic",
        production: true,
        filePath: file,
        sourceMapOptions: { compiledFilename: file },
      });
      result.modules[file] = compiled.code;
      result.maps[file] = compiled.sourceMap as SourceMap;
    } catch (error) {
      const loc = (error as { loc?: { line: number; column: number } }).loc;
      // Sucrase's message ends with the place, "(3:16)"; the place is shown on its own.
      const message = error instanceof Error ? error.message.replace(/^Error transforming \S+: /, "").replace(/ \(\d+:\d+\)$/, "") : String(error);
      // Sucrase's loc is 1-based in both (its column is the token's offset in the line plus one).
      result.error = { message: `SyntaxError: ${message}`, at: loc ? { file, line: loc.line, column: loc.column } : undefined };
      break;
    }
  }
  self.postMessage(result);
});
