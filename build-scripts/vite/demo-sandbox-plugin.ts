// The sandboxed frame that runs edited demos (app/demo-sandbox/): its document and its two classic
// scripts, bundled with esbuild. Classic, not modules: the frame's origin is opaque, and a module
// script would be a cross-origin fetch that most hosts answer without CORS headers.
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { build, type Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin } from "vite";
import { SANDBOX_FRAME_FILE, SANDBOX_FRAME_PATH, SANDBOX_PACKAGES_GLOBAL } from "#contract/demos/sandbox-protocol.ts";

const SANDBOX_DIR = new URL("../../app/demo-sandbox/", import.meta.url);

/** The packages that the frame's runtime carries, for the scripts loaded after it. */
const FROM_RUNTIME = ["react", "react-dom", "react-dom/client", "react/jsx-runtime"];

/** Imports of packages the runtime already has resolve to its copies (there must be one React). */
const fromRuntime: EsbuildPlugin = {
  name: "from-sandbox-runtime",
  setup(builder) {
    const filter = new RegExp(`^(${FROM_RUNTIME.map((name) => name.replace(/[/]/g, "\\/")).join("|")})$`);
    builder.onResolve({ filter }, (args) => ({ path: args.path, namespace: "sandbox-runtime" }));
    builder.onLoad({ filter: /.*/, namespace: "sandbox-runtime" }, (args) => ({
      contents: `module.exports = globalThis[${JSON.stringify(SANDBOX_PACKAGES_GLOBAL)}][${JSON.stringify(args.path)}];`,
      loader: "js",
    }));
  },
};

/**
 * The frame's scripts, production builds: `runtime` (React, React DOM, the library and the other
 * packages a demo may import, and the code that runs the demo) and `react-native` (loaded after it).
 */
export async function bundleSandboxScripts(): Promise<Record<"runtime" | "react-native", string>> {
  const [runtime, reactNative] = await Promise.all([
    bundle("frame-runtime.ts"),
    bundle("react-native-package.ts", [fromRuntime]),
  ]);
  return { runtime, "react-native": reactNative };
}

async function bundle(entry: string, plugins: EsbuildPlugin[] = []): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, SANDBOX_DIR))],
    plugins,
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"' },
    // As in vite.config.ts: the React Native demo runs on the web implementation.
    alias: { "react-native": "react-native-web" },
  });
  return result.outputFiles[0]!.text;
}

/** frame.html, loading the scripts from their URLs (relative to the frame). */
export function sandboxFrameHtml(urls: Record<"runtime" | "react-native", string>): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    "<title>Edited demo</title>",
    `<script defer src="${urls.runtime}" data-package-react-native="${urls["react-native"]}"></script>`,
    "</head>",
    '<body><div id="stage" style="position: relative"></div></body>',
    "</html>",
    "",
  ].join("\n");
}

/**
 * Build: `demo-sandbox/frame.html` and `assets/demo-sandbox-{runtime,react-native}-<hash>.js` in the
 * client output. Dev: the same from memory, bundled on first request.
 */
export function demoSandboxPlugin(): Plugin {
  let devScripts: ReturnType<typeof bundleSandboxScripts> | undefined;
  return {
    name: "headless-tree-docs:demo-sandbox",
    applyToEnvironment: (environment) => environment.name === "client",
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split("?")[0];
        const script = /^demo-sandbox\/(runtime|react-native)\.js$/.exec(url?.slice(base.length) ?? "")?.[1] as "runtime" | "react-native" | undefined;
        if (url === `${base}${SANDBOX_FRAME_PATH.slice(1)}`) {
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.end(sandboxFrameHtml({ runtime: "runtime.js", "react-native": "react-native.js" }));
        } else if (script) {
          devScripts ??= bundleSandboxScripts();
          devScripts.then(
            (scripts) => {
              res.setHeader("Content-Type", "text/javascript; charset=utf-8");
              res.end(scripts[script]);
            },
            (error: unknown) => next(error),
          );
        } else next();
      });
    },
    async generateBundle() {
      const scripts = await bundleSandboxScripts();
      const urls = { runtime: "", "react-native": "" };
      for (const [name, code] of Object.entries(scripts) as [keyof typeof scripts, string][]) {
        const fileName = `assets/demo-sandbox-${name}-${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;
        this.emitFile({ type: "asset", fileName, source: code });
        urls[name] = `../${fileName}`;
      }
      this.emitFile({ type: "asset", fileName: SANDBOX_FRAME_FILE, source: sandboxFrameHtml(urls) });
    },
  };
}
