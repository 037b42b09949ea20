import { Admonition } from "./admonition";
import { ApiLink } from "./api-link";
import { CodeBlock } from "./code-block";
import { Details } from "./details";
import { makeHeading } from "./heading";
import { lazyComponent } from "~/lib/lazy-component";
import type { MdxModule } from "~/lib/page-modules";
import type { DemoBoxProps } from "../demo/demo-box";
import { HydrateWhenNear } from "../demo/hydrate-when-near";
import { PrefetchLink } from "../nav/prefetch-link";
import { SmartLink } from "./smart-link";
import { TabItem, Tabs } from "./tabs";
import { TaskCheckbox } from "./task-checkbox";

const LazyDemoBox = lazyComponent("DemoBox", () => import("../demo/demo-box").then((m) => m.DemoBox));
const HotkeyTable = lazyComponent("HotkeyTable", () => import("./hotkey-table").then((m) => m.HotkeyTable));

/**
 * Fetches everything these DemoBoxes render (given as one list of demo ids per box) in parallel:
 * the DemoBox code, every demo of each box and the source of the demo it shows first. Client
 * navigation awaits it so the new page renders whole; it never rejects, since a demo that fails
 * to load shows its own error.
 */
export function preloadDemos(boxes: readonly (readonly string[])[]): Promise<void> {
  if (boxes.length === 0) return Promise.resolve();
  return Promise.allSettled([LazyDemoBox.preload(), import("../demo/demo-box").then((m) => m.preloadDemoCode(boxes))]).then(() => undefined);
}

/**
 * Everything a page module needs beyond its own chunk: its demos and the lazily loaded components
 * it uses. Client navigation awaits it, so the page renders whole with nothing left to suspend.
 * Undefined when an earlier call has already fetched it all.
 */
export function preloadPageCode(page: MdxModule): Promise<void> | undefined {
  if (preloaded.has(page)) return undefined;
  const lazy: Record<string, { preload(): Promise<unknown> }> = { HotkeyTable };
  const work = [preloadDemos(page.demos ?? []), ...(page.components ?? []).flatMap((name) => (lazy[name] ? [lazy[name].preload()] : []))];
  return Promise.allSettled(work).then(() => void preloaded.add(page));
}

// Pages whose code has all been fetched (by a hover): a navigation to them skips the dynamic
// import above, which settles a task later even when the chunk is loaded.
const preloaded = new WeakSet<MdxModule>();

/** A live demo whose code loads when it comes near the viewport; its prerendered HTML shows meanwhile. */
function DemoBox(props: DemoBoxProps) {
  const ids = props.demos ?? (props.demo ? [props.demo] : []);
  return (
    <HydrateWhenNear onWake={() => preloadDemos([ids])}>
      <LazyDemoBox {...props} />
    </HydrateWhenNear>
  );
}

/**
 * What MDX pages get without importing anything. The names must match PROVIDED_COMPONENTS in
 * build-scripts/mdx/compile-page.ts, which rejects unknown components at build time.
 */
export const mdxComponents = {
  a: SmartLink,
  h2: makeHeading("h2"),
  h3: makeHeading("h3"),
  h4: makeHeading("h4"),
  input: TaskCheckbox,
  Admonition,
  ApiLink,
  CodeBlock,
  DemoBox,
  Details,
  HotkeyTable,
  Link: PrefetchLink,
  TabItem,
  Tabs,
};
