// Demo tags (`meta.tags` of app/demos/*.tsx) and the pages they point to. Feature keys of
// contract/content/features.ts link to their feature page; a few other topics link to their guide or recipe.

import { FEATURES } from "#contract/content/features.ts";

const FEATURE_LABELS: Record<keyof typeof FEATURES, string> = {
  main: "Main feature",
  tree: "Tree core",
  "sync-dataloader": "Sync data loader",
  "async-dataloader": "Async data loader",
  selection: "Selection",
  dnd: "Drag and drop",
  kdnd: "Keyboard drag and drop",
  hotkeys: "Hotkeys",
  search: "Search",
  renaming: "Renaming",
  checkboxes: "Checkboxes",
  expandall: "Expand all",
  propmemoization: "Prop memoization",
};

const TOPICS: Record<string, { label: string; href: string }> = {
  state: { label: "State", href: "/guides/state" },
  accessibility: { label: "Accessibility", href: "/guides/accessibility" },
  styling: { label: "Styling", href: "/guides/styling" },
  "foreign-dnd": { label: "Foreign drag and drop", href: "/dnd/foreign-dnd" },
  "click-behavior": { label: "Click behavior", href: "/recipe/click-behavior" },
  plugins: { label: "Plugins", href: "/recipe/plugins" },
  "nested-rendering": { label: "Nested rendering", href: "/recipe/nested-rendering" },
  virtualization: { label: "Virtualization", href: "/recipe/virtualization" },
  "external-data": { label: "External data", href: "/recipe/external-state-updates" },
  performance: { label: "Performance", href: "/recipe/handling-expensive-components" },
  "expand-all": { label: "Expand all", href: "/features/expandall" },
  "react-native": { label: "React Native", href: "/features/react-native" },
};

export function demoTagLink(tag: string): { label: string; href: string } | undefined {
  if (tag in FEATURES) return { label: FEATURE_LABELS[tag as keyof typeof FEATURES], href: `/features/${tag}` };
  return TOPICS[tag];
}

/** Section of the gallery a demo belongs to: its first tag with a page, in this order. */
export const GALLERY_SECTIONS: { tag: string; title: string }[] = [
  // The main feature is plumbing: its demo goes after the features a reader picks from.
  ...[...Object.keys(FEATURES).filter((key) => key !== "main"), "main"].map((key) => ({
    tag: key,
    title: FEATURE_LABELS[key as keyof typeof FEATURES],
  })),
  ...Object.entries(TOPICS)
    .filter(([tag]) => tag !== "expand-all")
    .map(([tag, { label }]) => ({ tag, title: label })),
];
