import { createRequire } from "node:module";
import path from "node:path";
import * as core from "@headless-tree/core";
import type { FeatureImplementation, HotkeysConfig } from "@headless-tree/core";
import { BuildError } from "../shared/build-error.ts";
import { writeIfChanged } from "../shared/cache.ts";
import { HOTKEY_DESCRIPTIONS, HOTKEY_NEEDS } from "./hotkey-descriptions.ts";
import type { HotkeyData, HotkeyEntry, KeyToken } from "#contract/content/hotkey-data.ts";

const BUILT_IN_FEATURE = "tree";

const NAMED_KEYS: Record<string, KeyToken> = {
  control: { label: "Ctrl", name: "Control" },
  shift: { label: "Shift", name: "Shift" },
  alt: { label: "Alt", name: "Alt" },
  metaorcontrol: { label: "Ctrl/⌘", name: "Control or Command" },
  space: { label: "Space", name: "Space" },
  enter: { label: "Enter", name: "Enter" },
  escape: { label: "Esc", name: "Escape" },
  arrowup: { label: "↑", name: "Arrow Up" },
  arrowdown: { label: "↓", name: "Arrow Down" },
  arrowleft: { label: "←", name: "Arrow Left" },
  arrowright: { label: "→", name: "Arrow Right" },
  home: { label: "Home", name: "Home" },
  end: { label: "End", name: "End" },
  // KeyboardEvent.code calls the main-row plus key "Equal", so the library's "Plus" only matches
  // the number pad's plus key (NumpadAdd).
  plus: { label: "Num +", name: "Plus on the number pad" },
  minus: { label: "-", name: "Minus" },
  letter: { label: "A–Z", name: "any letter" },
  // Digit0 to Digit9 only: the number pad's keys are Numpad0 to Numpad9.
  letterornumber: { label: "A–Z, 0–9", name: "any letter or main-block digit" },
  delete: { label: "Del", name: "Delete" },
};

/**
 * Splits a hotkey definition ("Control+Shift+KeyD") into display tokens. Names follow
 * KeyboardEvent.code plus the library's special names (LetterOrNumber, Plus, MetaOrControl, …);
 * matching in the library is case-insensitive, so this is too.
 */
export function toKeyTokens(hotkey: string): KeyToken[] {
  return hotkey.split("+").map((part) => {
    const lower = part.toLowerCase();
    const named = NAMED_KEYS[lower];
    if (named) return named;
    const letter = /^key([a-z])$/.exec(lower);
    if (letter) return { label: letter[1]!.toUpperCase(), name: letter[1]!.toUpperCase() };
    const digit = /^digit([0-9])$/.exec(lower);
    if (digit) return { label: digit[1]!, name: digit[1]! };
    return { label: part, name: part };
  });
}

function isFeature(value: unknown): value is FeatureImplementation {
  return typeof value === "object" && value !== null && typeof (value as { key?: unknown }).key === "string";
}

/**
 * Reads the default hotkeys of every feature exported by the installed @headless-tree/core. The
 * tree feature is not exported; its hotkeys are the presets of a tree created without features.
 * A feature's `requires` lists its deps and the features every one of its hotkeys needs (`needs`);
 * a need of only some of its hotkeys must be named in their descriptions.
 */
export function extractHotkeys(
  descriptions: Record<string, string> = HOTKEY_DESCRIPTIONS,
  needs: Record<string, string[]> = HOTKEY_NEEDS,
): HotkeyData {
  const exported = Object.entries(core).filter((entry): entry is [string, FeatureImplementation] => isFeature(entry[1]));
  const exportNameOf = new Map(exported.map(([name, feature]) => [feature.key!, name]));

  const bare = core.createTree<string>({
    rootItemId: "root",
    getItemName: (item) => item.getId(),
    isItemFolder: () => false,
    dataLoader: { getItem: (id) => id, getChildren: () => [] },
  });
  const sources: [string, Partial<HotkeysConfig<any>>][] = [
    [BUILT_IN_FEATURE, bare.getHotkeyPresets()],
    ...exported.map(([, feature]): [string, Partial<HotkeysConfig<any>>] => [feature.key!, feature.hotkeys ?? {}]),
  ];

  const hotkeys: HotkeyEntry[] = [];
  const missing: string[] = [];
  for (const [feature, config] of sources) {
    for (const [name, definition] of Object.entries(config)) {
      if (!definition) continue;
      const description = descriptions[name];
      if (!description) missing.push(`${name} (${feature})`);
      hotkeys.push({
        name,
        hotkey: definition.hotkey,
        keys: toKeyTokens(definition.hotkey),
        feature,
        preventDefault: definition.preventDefault ?? false,
        canRepeat: definition.canRepeat ?? false,
        allowWhenInputFocused: definition.allowWhenInputFocused ?? false,
        conditional: typeof definition.isEnabled === "function",
        description: description ?? "",
      });
    }
  }

  const names = new Set(hotkeys.map((h) => h.name));
  const stale = Object.keys(descriptions).filter((name) => !names.has(name));
  const staleNeeds = Object.keys(needs).filter((name) => !names.has(name));
  const exportNames = new Set(exported.map(([name]) => name));
  const unknownNeeds = Object.values(needs).flat().filter((name) => !exportNames.has(name));

  const featureKeys = [...new Set(hotkeys.map((h) => h.feature))];
  const depsOf = new Map(exported.map(([, feature]) => [feature.key!, feature.deps ?? []]));
  const features = featureKeys.map((key) => {
    const own = hotkeys.filter((h) => h.feature === key).map((h) => needs[h.name] ?? []);
    const shared = own[0]!.filter((need) => own.every((list) => list.includes(need)));
    const deps = (depsOf.get(key) ?? []).map((dep) => exportNameOf.get(dep) ?? dep);
    return { key, exportName: exportNameOf.get(key), requires: [...new Set([...deps, ...shared])] };
  });
  const requiresOf = new Map(features.map((f) => [f.key, f.requires]));
  const unsaid = hotkeys.flatMap((h) =>
    (needs[h.name] ?? []).filter((need) => !requiresOf.get(h.feature)!.includes(need) && !h.description.includes(need)).map((need) => `${h.name} (${need})`),
  );

  const problems = [
    ...(missing.length ? [`no description for ${missing.join(", ")}`] : []),
    ...(stale.length ? [`descriptions for hotkeys the library no longer has: ${stale.join(", ")}`] : []),
    ...(staleNeeds.length ? [`needs of hotkeys the library no longer has: ${staleNeeds.join(", ")}`] : []),
    ...(unknownNeeds.length ? [`needs that are no export of @headless-tree/core: ${unknownNeeds.join(", ")}`] : []),
    ...(unsaid.length ? [`a need its table's "Needs" line leaves out and the description does not name: ${unsaid.join(", ")}`] : []),
  ];
  if (problems.length) {
    throw new BuildError(`Hotkey table out of date with @headless-tree/core: ${problems.join("; ")}.`, "build-scripts/hotkeys/hotkey-descriptions.ts");
  }

  return { version: coreVersion(), features, hotkeys };
}

function coreVersion(): string {
  // The package exports its package.json, so the version shown is the installed one.
  return (createRequire(import.meta.url)("@headless-tree/core/package.json") as { version: string }).version;
}

/** Writes app/generated/hotkeys.json (only when it changed). */
export async function writeHotkeys({ outDir }: { outDir: string }): Promise<HotkeyData> {
  const data = extractHotkeys();
  await writeIfChanged(path.join(outDir, "hotkeys.json"), JSON.stringify(data, null, 1));
  return data;
}

const isMain = process.argv[1]?.endsWith("build-scripts/hotkeys/extract-hotkeys.ts");
if (isMain) {
  const data = await writeHotkeys({ outDir: path.join(process.cwd(), "app", "generated") });
  console.log(`hotkeys: ${data.hotkeys.length} hotkeys from ${data.features.length} features`);
}
