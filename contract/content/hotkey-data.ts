// The shape of app/generated/hotkeys.json: build-scripts/hotkeys/ writes it from the installed
// library, the hotkey tables on the pages and their markdown twins read it.

/** One key of a combination, as shown on the page. */
export interface KeyToken {
  /** Short text for a <kbd>, e.g. "Ctrl", "A", "↓". */
  label: string;
  /** Spelled-out name, e.g. "Arrow Down"; for the tooltip and screen readers. */
  name: string;
}

export interface HotkeyEntry {
  /** The key in the `hotkeys` config, e.g. "focusNextItem". */
  name: string;
  /** The library's definition string, e.g. "Control+Shift+KeyD". */
  hotkey: string;
  keys: KeyToken[];
  /** FeatureImplementation.key, e.g. "selection"; "tree" for the built-in tree feature. */
  feature: string;
  preventDefault: boolean;
  canRepeat: boolean;
  allowWhenInputFocused: boolean;
  /** Whether the definition has an isEnabled check (the hotkey is only active in some states). */
  conditional: boolean;
  description: string;
}

export interface HotkeyFeature {
  key: string;
  /** Named export of @headless-tree/core; undefined for the tree feature every tree has built in. */
  exportName?: string;
  /** Export names of the features this one depends on (FeatureImplementation.deps). */
  requires: string[];
}

export interface HotkeyData {
  version: string;
  features: HotkeyFeature[];
  hotkeys: HotkeyEntry[];
}
