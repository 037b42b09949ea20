import { pageCodeModule } from "~/runtime/page-code-index";
import type { DemoBoxProps } from "../demo/demo-box";
import { DemoIsland } from "../demo/demo-island";
import { DemoBoxCode, HotkeyTable } from "./lazy-code";

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
