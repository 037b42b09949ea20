import { lazyComponent } from "~/runtime/lazy-component";

// The MDX components few pages use, each with code of its own. The build records which of them
// each page uses (app/generated/page-code.json), so a navigation fetches their code together with
// the page's (app/runtime/page-code.ts).
export const LazyLiveDemoBox = lazyComponent("LiveDemoBox", () => import("../demo/demo-box").then((m) => m.LiveDemoBox));
export const HotkeyTable = lazyComponent("HotkeyTable", () => import("./hotkey-table").then((m) => m.HotkeyTable));
