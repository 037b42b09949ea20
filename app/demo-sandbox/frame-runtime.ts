// The script of the sandboxed frame (frame.html, served with its own CSP): it runs a demo that a
// reader has edited. The page compiles the project's files (TypeScript and JSX to CommonJS) and
// posts them here; this script resolves their imports against the packages bundled into it — the
// site's own pinned copies — renders the demo's default export, and reports errors with their
// place in the source. The previous render stays until a new one has committed.
import * as HeadlessTreeCore from "@headless-tree/core";
import * as HeadlessTreeReact from "@headless-tree/react";
import * as TanstackVirtual from "@tanstack/react-virtual";
import * as React from "react";
import * as ReactDom from "react-dom";
import * as ReactDomClient from "react-dom/client";
import * as JsxRuntime from "react/jsx-runtime";
import { scopeCssModule } from "./css-modules";
import { SANDBOX_PACKAGES_GLOBAL, type FromSandbox, type SandboxError, type SandboxTheme, type ToSandbox } from "#contract/demos/sandbox-protocol.ts";

/** Every package a demo may import (build-scripts/demo-export PACKAGE_NEEDS), as the site runs it. */
const PACKAGES: Record<string, unknown> = {
  react: React,
  "react/jsx-runtime": JsxRuntime,
  "react-dom": ReactDom,
  "react-dom/client": ReactDomClient,
  "@headless-tree/core": HeadlessTreeCore,
  "@headless-tree/react": HeadlessTreeReact,
  "@tanstack/react-virtual": TanstackVirtual,
};

// Packages too large to bundle here for the one demo that needs them come as a script of their
// own (react-native-package.ts), loaded when a compiled file requires them; it takes React from
// PACKAGES. frame.html names their URLs on this script's tag: data-package-<name>.
const laterPackages = new Map(
  Object.entries((document.currentScript as HTMLScriptElement).dataset)
    .filter(([key]) => key.startsWith("package"))
    .map(([key, url]) => [packageName(key), new URL(url!, document.baseURI).href]),
);
Object.assign(globalThis, { [SANDBOX_PACKAGES_GLOBAL]: PACKAGES });

/** "packageReactNative" (the dataset key of data-package-react-native) → "react-native". */
function packageName(datasetKey: string): string {
  return datasetKey.slice("package".length).replace(/[A-Z]/g, (letter, index: number) => (index ? "-" : "") + letter.toLowerCase());
}

function loadLaterPackages(modules: Record<string, string>): Promise<unknown> {
  const required = (name: string) => Object.values(modules).some((code) => code.includes(`require('${name}')`));
  const loads = [...laterPackages].filter(([name]) => !(name in PACKAGES) && required(name));
  return Promise.all(
    loads.map(
      ([name, url]) =>
        new Promise((resolve, reject) => {
          const script = document.createElement("script");
          script.src = url;
          script.onload = resolve;
          script.onerror = () => reject(new Error(`"${name}" could not be loaded`));
          document.head.append(script);
        }),
    ),
  );
}

const send = (message: FromSandbox) => window.parent.postMessage(message, "*");

// --- Errors: message and the place in the project's source ----------------------------------

/** The first stack frame in a project file (compiled files keep their source's lines). */
function positionOf(error: unknown): SandboxError["at"] {
  const stack = error instanceof Error ? (error.stack ?? "") : "";
  const match = /\b(src\/[\w./-]+\.tsx?):(\d+):(\d+)/.exec(stack);
  return match ? { file: match[1]!, line: Number(match[2]), column: Number(match[3]) } : undefined;
}

function describe(error: unknown): SandboxError {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : `Thrown: ${String(error)}`;
  return { message, at: positionOf(error) };
}

// --- Modules -----------------------------------------------------------------------------

function resolvePath(from: string, specifier: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** Evaluates the project's modules from `entry` on, CommonJS style, and returns the entry's exports. */
function evaluate(message: Extract<ToSandbox, { type: "run" }>, stylesheets: string[]): Record<string, unknown> {
  const cache = new Map<string, { exports: Record<string, unknown> }>();
  const load = (path: string): Record<string, unknown> => {
    const cached = cache.get(path);
    if (cached) return cached.exports;
    const code = message.modules[path];
    if (code === undefined) throw new Error(`Cannot find module "${path}"`);
    const module = { exports: {} as Record<string, unknown> };
    cache.set(path, module);
    const require = (specifier: string): unknown => {
      if (!specifier.startsWith(".")) {
        if (specifier in PACKAGES) return PACKAGES[specifier];
        throw new Error(`"${specifier}" is not available here: the editor runs ${Object.keys(PACKAGES).join(", ")} and the project's own files`);
      }
      const target = resolvePath(path, specifier);
      if (target.endsWith(".css")) return loadStylesheet(target);
      const file = [target, `${target}.tsx`, `${target}.ts`].find((candidate) => candidate in message.modules);
      if (!file) throw new Error(`Cannot find module "${specifier}" from ${path}`);
      return load(file);
    };
    // Indirect eval on one line with the code, so the compiled lines are the source's lines.
    const run = (0, eval)(`(function (require, module, exports) {${code}\n})\n//# sourceURL=${path}`) as (
      require: (specifier: string) => unknown,
      module: { exports: Record<string, unknown> },
      exports: Record<string, unknown>,
    ) => void;
    run(require, module, module.exports);
    return module.exports;
  };
  const loadStylesheet = (path: string) => {
    const css = message.styles[path];
    if (css === undefined) throw new Error(`Cannot find stylesheet "${path}"`);
    if (!path.endsWith(".module.css")) {
      stylesheets.push(css);
      return {};
    }
    const scoped = scopeCssModule(css, path.replace(/^.*\//, "").replace(/\.module\.css$/, "").replace(/\W/g, "_"));
    stylesheets.push(scoped.css);
    return { __esModule: true, default: scoped.classes, ...scoped.classes };
  };
  // The shared look first, as an exported project's main.tsx imports it before the demo.
  if (message.styles["src/demo.css"] !== undefined) loadStylesheet("src/demo.css");
  return load(message.entry);
}

// --- Theme -------------------------------------------------------------------------------

// The project stylesheet's dark colours follow prefers-color-scheme, which inside a frame is the
// system's, not the page's toggle: the frame applies the page's choice instead.
let theme: SandboxTheme = "light";
const styleElement = document.createElement("style");
document.head.append(styleElement);
let currentStylesheets: string[] = [];

function applyStyles() {
  document.documentElement.style.colorScheme = theme;
  styleElement.textContent = currentStylesheets
    .join("\n")
    .replaceAll("@media (prefers-color-scheme: dark)", theme === "dark" ? "@media all" : "@media not all");
}

// --- Rendering ---------------------------------------------------------------------------

interface Shown {
  root: ReactDomClient.Root;
  container: HTMLElement;
}

/** How long the render before stays, hidden, in case the new one fails right after it showed. */
const SETTLE_MS = 1000;

const stage = document.getElementById("stage")!;
let shown: Shown | undefined;
let latestRun = 0;

function render(message: Extract<ToSandbox, { type: "run" }>) {
  const stylesheets: string[] = [];
  let Demo: React.ComponentType;
  try {
    const exports = evaluate(message, stylesheets);
    Demo = exports.default as React.ComponentType;
    if (typeof Demo !== "function") throw new Error(`${message.entry} has no default export that is a component`);
  } catch (error) {
    send({ type: "error", run: message.run, error: describe(error) });
    return;
  }
  // Styles first: the demo's layout effects measure with them. They only change with the CSS,
  // which the editor does not edit, so the previous render keeps its look.
  currentStylesheets = stylesheets;
  applyStyles();
  // The new render is laid out beside the one shown, invisible, until its effects have run.
  const container = document.createElement("div");
  container.style.cssText = "position: absolute; inset: 0 0 auto 0; visibility: hidden";
  stage.append(container);
  const next: Shown = { root: ReactDomClient.createRoot(container, { onUncaughtError: (error) => fail(error) }), container };
  let failed = false;
  let previous: Shown | undefined;
  function fail(error: unknown) {
    if (failed) return;
    failed = true;
    send({ type: "error", run: message.run, error: describe(error) });
    container.remove();
    // A render that fails soon after it showed (the library fills the tree in an effect, so rows
    // render in a second pass) gives the place back to the one before.
    if (previous && shown === next) {
      previous.container.style.display = "";
      shown = previous;
    }
  }
  function Committed() {
    React.useEffect(() => {
      if (failed || message.run !== latestRun) {
        queueMicrotask(() => next.root.unmount());
        container.remove();
        return;
      }
      previous = shown;
      shown = next;
      container.style.cssText = "";
      if (previous) previous.container.style.display = "none";
      send({ type: "rendered", run: message.run });
      setTimeout(() => {
        if (!previous || shown === previous) return;
        previous.container.remove();
        previous.root.unmount();
      }, SETTLE_MS);
    }, []);
    return null;
  }
  next.root.render(React.createElement(React.StrictMode, null, React.createElement(Demo), React.createElement(Committed)));
}

// Errors after a render (an event handler, a timer) are reported too; the render stays.
window.addEventListener("error", (event) => send({ type: "error", run: latestRun, error: describe(event.error ?? event.message) }));
window.addEventListener("unhandledrejection", (event) => send({ type: "error", run: latestRun, error: describe(event.reason) }));

window.addEventListener("message", (event: MessageEvent<ToSandbox>) => {
  if (event.source !== window.parent) return;
  const message = event.data;
  if (message.type === "theme") {
    theme = message.theme;
    applyStyles();
  } else if (message.type === "run") {
    latestRun = message.run;
    loadLaterPackages(message.modules).then(
      () => message.run === latestRun && render(message),
      (error: unknown) => send({ type: "error", run: message.run, error: describe(error) }),
    );
  }
});

new ResizeObserver(() => send({ type: "height", height: document.documentElement.scrollHeight })).observe(document.body);
send({ type: "ready" });
