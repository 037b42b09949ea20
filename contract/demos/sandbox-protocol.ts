// The messages between a page and the sandboxed frame that runs an edited demo
// (app/components/demo/edit/ on the page, frame-runtime.ts in the frame). The frame has an opaque
// origin, so each side checks who sent a message by its window, not by its origin.

export type SandboxTheme = "light" | "dark";

/** The frame document's URL path below the site's base path (every host serves x.html at /x)… */
export const SANDBOX_FRAME_PATH = "/demo-sandbox/frame";
/** …and its file in the client build. */
export const SANDBOX_FRAME_FILE = "demo-sandbox/frame.html";

/** The frame's packages by import name, on its global object, for scripts loaded later. */
export const SANDBOX_PACKAGES_GLOBAL = "demoSandboxPackages";

/** Page → frame. */
export type ToSandbox =
  | {
      type: "run";
      run: number;
      /** The project file whose default export is the demo, e.g. "src/basic-tree.tsx". */
      entry: string;
      /** Compiled project files (CommonJS, same lines as the source) by project path. */
      modules: Record<string, string>;
      /** The project's stylesheets by project path: its shared `src/demo.css` and the demo's own CSS. */
      styles: Record<string, string>;
    }
  | { type: "theme"; theme: SandboxTheme };

/** Where in a project file an error points, 1-based. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

export interface SandboxError {
  message: string;
  at?: SourcePosition;
}

/** Frame → page. */
export type FromSandbox =
  | { type: "ready" }
  | { type: "rendered"; run: number }
  | { type: "error"; run: number; error: SandboxError }
  | { type: "height"; height: number };
