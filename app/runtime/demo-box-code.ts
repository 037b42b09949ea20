import { LazyLiveDemoBox } from "~/components/mdx/lazy-code";
import { demoModules, demoSources } from "./demo-modules";

/**
 * What a set of DemoBoxes (one list of demo ids per box) renders first: the box, each of its demos
 * (the picker shows their titles) and the source of the first. Loaded with the first demo's code
 * (page-code-index.ts): the home page's demo cards use the demo caches without the box.
 */
export function liveDemoBoxCode(boxes: readonly (readonly string[])[]): Promise<unknown>[] {
  if (boxes.length === 0) return [];
  return [LazyLiveDemoBox.preload(), ...boxes.flatMap((ids) => [...ids.map((id) => demoModules.load(id)), ...(ids[0] ? [demoSources.load(ids[0])] : [])])];
}
