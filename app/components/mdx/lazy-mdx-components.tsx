import { use } from "react";
import { loadDemoBoxes } from "~/runtime/page-code-index";
import type { DemoBoxProps } from "../demo/demo-box";
import { DemoIsland, DemoStandInsContext } from "../demo/demo-island";
import { HotkeyTable, LazyLiveDemoBox } from "./lazy-code";

/** What `<DemoBox>` in MDX renders: the prerendered box until it comes near (DemoIsland), then LiveDemoBox. */
function MdxDemoBox(props: DemoBoxProps) {
  const ids = props.demos ?? (props.demo ? [props.demo] : []);
  const standIn = use(DemoStandInsContext)?.[ids[0] ?? ""];
  return (
    <DemoIsland load={() => loadDemoBoxes([ids])} standIn={standIn}>
      <LazyLiveDemoBox {...props} />
    </DemoIsland>
  );
}

export const LazyMdxComponents = { DemoBox: MdxDemoBox, HotkeyTable };
