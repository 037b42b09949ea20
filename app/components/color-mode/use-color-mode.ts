import { useSyncExternalStore } from "react";
import { COLOR_MODE_CONFIG } from "~/lib/chrome/chrome-config";
import { type ColorMode, currentColorMode, setColorMode, subscribeColorMode } from "~/lib/chrome/color-mode";

/** The mode the page shows; hydration starts from the default and then reads <html data-theme>. */
export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  const mode = useSyncExternalStore(subscribeColorMode, currentColorMode, () => COLOR_MODE_CONFIG.defaultMode);
  return [mode, setColorMode];
}
