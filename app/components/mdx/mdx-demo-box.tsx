import { use, useEffect } from "react";
import { loadDemoBoxes } from "~/runtime/page-code-index";
import type { DemoBoxProps } from "../demo/demo-box";
import { sharedEditDemo } from "../demo/edit/shared-edit";
import { DemoIsland } from "../demo/demo-island";
import { DemoStandInsContext } from "../demo/demo-stand-ins-context";
import { LazyLiveDemoBox } from "./lazy-code";

/**
 * What `<DemoBox>` in MDX renders: the prerendered box until it comes near (DemoIsland), then
 * LiveDemoBox. The compiler imports it into the pages that have one (IMPORTED_COMPONENTS in
 * build-scripts/mdx/compile-page.ts).
 */
export function MdxDemoBox(props: DemoBoxProps) {
  const ids = props.demos ?? (props.demo ? [props.demo] : []);
  const standIn = use(DemoStandInsContext)?.[ids[0] ?? ""];
  // A link with edited code for this box's demo (demo/edit/shared-edit.ts): bring the box into
  // view, which also wakes it, and it offers to run the code.
  useEffect(() => {
    const shared = sharedEditDemo(window.location.hash);
    if (shared && ids.includes(shared)) document.querySelector(`section[data-demo="${ids[0]}"]`)?.scrollIntoView({ block: "start" });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <DemoIsland load={() => loadDemoBoxes([ids])} standIn={standIn}>
      <LazyLiveDemoBox {...props} />
    </DemoIsland>
  );
}
