import { lazyComponent } from "~/runtime/lazy-component";

// A live demo box's code: it comes when the demo wakes (DemoIsland), or with the demos' code on
// intent (app/runtime/demo-box-code.ts), never with the page's text.
export const LazyLiveDemoBox = lazyComponent("LiveDemoBox", () => import("../demo/demo-box").then((m) => m.LiveDemoBox));
