import { pageCodeModule } from "~/runtime/link-navigation";
import { lazyComponent } from "~/runtime/lazy-component";
import type { DemoBoxProps } from "../demo/demo-box";
import { DemoIsland } from "../demo/demo-island";

// The MDX components few pages use, each with code of its own. The build records which of them
// each page uses (app/generated/page-code.json), so a navigation fetches their code together
// with the page's (app/runtime/page-code.ts).
export const DemoBoxCode = lazyComponent("DemoBox", () => import("../demo/demo-box").then((m) => m.DemoBox));
export const HotkeyTable = lazyComponent("HotkeyTable", () => import("./hotkey-table").then((m) => m.HotkeyTable));

/** A live demo; on a first page load it stays prerendered HTML until it comes near (DemoIsland). */
function DemoBox(props: DemoBoxProps) {
  const ids = props.demos ?? (props.demo ? [props.demo] : []);
  return (
    <DemoIsland load={() => pageCodeModule().then((m) => Promise.allSettled(m.demoBoxCode([ids])))}>
      <DemoBoxCode {...props} />
    </DemoIsland>
  );
}

export const LazyMdxComponents = { DemoBox, HotkeyTable };
