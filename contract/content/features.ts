// The feature pages' header box: which export, source folder and API interfaces belong to each
// feature. Names are the library's real PascalCase interface names, so the links pass the checker.

export interface FeatureInfo {
  /** Folder under packages/core/src/features/ */
  folder: string;
  /** Named export to import, or undefined for features every tree has built in. */
  exportName?: string;
  /** Prefix of the feature's API interfaces: `${apiPrefix}Config`, `…State`, … */
  apiPrefix: string;
  /** Whether the folder has a feature.ts (the main feature only declares types). */
  hasImplementation: boolean;
}

export const FEATURES = {
  main: { folder: "main", apiPrefix: "MainFeature", hasImplementation: false },
  tree: { folder: "tree", apiPrefix: "TreeFeature", hasImplementation: true },
  "sync-dataloader": { folder: "sync-data-loader", exportName: "syncDataLoaderFeature", apiPrefix: "SyncDataLoaderFeature", hasImplementation: true },
  "async-dataloader": { folder: "async-data-loader", exportName: "asyncDataLoaderFeature", apiPrefix: "AsyncDataLoaderFeature", hasImplementation: true },
  selection: { folder: "selection", exportName: "selectionFeature", apiPrefix: "SelectionFeature", hasImplementation: true },
  dnd: { folder: "drag-and-drop", exportName: "dragAndDropFeature", apiPrefix: "DragAndDropFeature", hasImplementation: true },
  kdnd: { folder: "keyboard-drag-and-drop", exportName: "keyboardDragAndDropFeature", apiPrefix: "KeyboardDragAndDropFeature", hasImplementation: true },
  hotkeys: { folder: "hotkeys-core", exportName: "hotkeysCoreFeature", apiPrefix: "HotkeysCoreFeature", hasImplementation: true },
  search: { folder: "search", exportName: "searchFeature", apiPrefix: "SearchFeature", hasImplementation: true },
  renaming: { folder: "renaming", exportName: "renamingFeature", apiPrefix: "RenamingFeature", hasImplementation: true },
  checkboxes: { folder: "checkboxes", exportName: "checkboxesFeature", apiPrefix: "CheckboxesFeature", hasImplementation: true },
  expandall: { folder: "expand-all", exportName: "expandAllFeature", apiPrefix: "ExpandAllFeature", hasImplementation: true },
  propmemoization: { folder: "prop-memoization", exportName: "propMemoizationFeature", apiPrefix: "PropMemoization", hasImplementation: true },
} as const satisfies Record<string, FeatureInfo>;

export type FeatureKey = keyof typeof FEATURES;

export const FEATURE_KEYS = Object.keys(FEATURES) as FeatureKey[];

export const API_PARTS = [
  ["Config", "Configuration"],
  ["State", "State"],
  ["TreeInstance", "Tree Instance"],
  ["ItemInstance", "Item Instance"],
] as const;
