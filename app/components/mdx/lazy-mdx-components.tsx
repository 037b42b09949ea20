import { use } from "react";
import { pageCodeModule } from "~/runtime/page-code-index";
import type { DemoBoxProps } from "../demo/demo-box";
import { DemoIsland, DemoStandInsContext } from "../demo/demo-island";
import { DemoBoxCode, HotkeyTable } from "./lazy-code";

/** A live demo; it stays prerendered HTML until it comes near (DemoIsland). */
function DemoBox(props: DemoBoxProps) {
  const ids = props.demos ?? (props.demo ? [props.demo] : []);
  const standIn = use(DemoStandInsContext)?.[ids[0] ?? ""];
  return (
    <DemoIsland load={() => pageCodeModule().then((m) => Promise.allSettled(m.demoBoxCode([ids])))} standIn={standIn}>
      <DemoBoxCode {...props} />
    </DemoIsland>
  );
}

export const LazyMdxComponents = { DemoBox, HotkeyTable };
