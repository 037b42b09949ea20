// @vitest-environment happy-dom
// Claims of content/features/hotkeys.mdx ('How keys are matched', 'Inputs') and guides/hotkeys.mdx ('How keys are named').
import { hotkeysCoreFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { mountedTree } from "./tree";

function setup(hotkeys: Record<string, { hotkey: string; isEnabled?: () => boolean; allowWhenInputFocused?: boolean }>, options = {}) {
  const calls: string[] = [];
  const tree = mountedTree({
    features: [syncDataLoaderFeature, hotkeysCoreFeature],
    hotkeys: Object.fromEntries(Object.entries(hotkeys).map(([name, def]) => [name, { ...def, handler: () => calls.push(name) }])),
    ...options,
  });
  const container = document.createElement("div");
  const input = document.createElement("input");
  container.append(input);
  document.body.append(container);
  tree.registerElement(container);
  const down = (code: string, target: Element = container, key = code) =>
    target.dispatchEvent(new KeyboardEvent("keydown", { code, key, bubbles: true }));
  const up = (code: string, key = code) => document.dispatchEvent(new KeyboardEvent("keyup", { code, key, bubbles: true }));
  return { calls, down, up, input, tree };
}

describe("/features/hotkeys and /guides/hotkeys", () => {
  it("'runs a hotkey when exactly its keys are down, no more and no fewer. Control+Shift+KeyD does not fire for Ctrl+Alt+Shift+D'", () => {
    const { calls, down, up } = setup({ customD: { hotkey: "Control+Shift+KeyD" } });
    down("ControlLeft"); down("AltLeft"); down("ShiftLeft"); down("KeyD");
    expect(calls).toEqual([]);
    up("KeyD"); up("AltLeft");
    down("KeyD");
    expect(calls).toEqual(["customD"]);
  });

  it("'Case does not matter'; 'Between hotkeys that match, the first one whose isEnabled allows it runs'", () => {
    const { calls, down } = setup({
      customA: { hotkey: "keyq", isEnabled: () => false },
      customB: { hotkey: "KeyQ" },
      customC: { hotkey: "KEYQ" },
    });
    down("KeyQ");
    expect(calls).toEqual(["customB"]);
  });

  it("'Keys are matched by their position (KeyboardEvent.code), not by the character they type'", () => {
    const { calls, down } = setup({ customZ: { hotkey: "KeyZ" } });
    down("KeyZ", undefined, "y"); // the key labelled Y on a German keyboard
    expect(calls).toEqual(["customZ"]);
  });

  it("'where code is empty ... the library compares KeyboardEvent.key instead, so KeyZ does not match there; a binding written as the character (z) matches both'", () => {
    const { calls, down, up } = setup({ customCode: { hotkey: "KeyZ" }, customChar: { hotkey: "z" } });
    down("", undefined, "z"); // a virtual keyboard without code
    up("", "z");
    down("KeyZ", undefined, "z");
    expect(calls).toEqual(["customChar", "customCode"]);
  });

  it("'Plus matches only the number pad's +'; 'Minus: the minus key of the main row or of the number pad'", () => {
    const { calls, down, up } = setup({ customPlus: { hotkey: "Plus" }, customMinus: { hotkey: "Minus" } });
    for (const code of ["Equal", "NumpadAdd", "Minus", "NumpadSubtract"]) {
      down(code);
      up(code);
    }
    expect(calls).toEqual(["customPlus", "customMinus", "customMinus"]);
  });

  it("'Key presses inside an <input> in the tree ... only hotkeys with allowWhenInputFocused run'; 'ignoreHotkeysOnInputs: true turns off all hotkeys while an input has the focus'", () => {
    const plain = setup({ customA: { hotkey: "KeyA" }, customB: { hotkey: "KeyB", allowWhenInputFocused: true } });
    plain.down("KeyA", plain.input);
    plain.down("KeyB", plain.input);
    expect(plain.calls).toEqual(["customB"]);
    const ignoring = setup({ customB: { hotkey: "KeyB", allowWhenInputFocused: true } }, { ignoreHotkeysOnInputs: true });
    ignoring.down("KeyB", ignoring.input);
    expect(ignoring.calls).toEqual([]);
  });

  it("'After the handler, onTreeHotkey is called with the hotkey's name and the event'", () => {
    const onTreeHotkey = vi.fn();
    const { down } = setup({ customA: { hotkey: "KeyA" } }, { onTreeHotkey });
    down("KeyA");
    expect(onTreeHotkey).toHaveBeenCalledWith("customA", expect.any(KeyboardEvent));
  });
});
