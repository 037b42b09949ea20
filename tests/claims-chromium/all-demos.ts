// Every demo of app/demos/ in one bundle on one page, mounted one after the other in StrictMode as
// the site renders them: the page's `window.demos.mount(id)` replaces the demo shown before.
import { readdirSync } from "node:fs";
import { ROOT } from "./chromium-page.ts";

/** The demos' ids (file names without .tsx), but those in `except`. */
export function demoIds(except: string[] = []): string[] {
  return readdirSync(`${ROOT}app/demos`)
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => file.slice(0, -".tsx".length))
    .filter((id) => !except.includes(id));
}

/** The bundle entry that imports the demos `ids` and mounts one on `window.demos.mount(id)`. */
export function allDemosEntry(ids: string[]): string {
  return `
import { StrictMode, type ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";
${ids.map((id, index) => `import Demo${index} from "./app/demos/${id}.tsx";`).join("\n")}
const demos: Record<string, ComponentType> = { ${ids.map((id, index) => `${JSON.stringify(id)}: Demo${index}`).join(", ")} };
let root: Root | undefined;
Object.assign(window, {
  demos: {
    mount(id: string) {
      root?.unmount();
      root = createRoot(document.getElementById("root")!);
      root.render(<StrictMode>{(() => { const Demo = demos[id]!; return <Demo />; })()}</StrictMode>);
    },
  },
});
`;
}
