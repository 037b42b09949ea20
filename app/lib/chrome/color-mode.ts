// Colour mode state lives on <html data-theme>: the inline head script sets it before paint and
// React reads it back, so there is one source of truth and no flash of the wrong theme.
import { COLOR_MODE_CONFIG, STORAGE_KEYS } from "./chrome-config.ts";
import { readStorage, writeStorage } from "../storage/safe-storage.ts";

export type ColorMode = "light" | "dark";

export function parseColorMode(value: string | null | undefined): ColorMode | undefined {
  return value === "light" || value === "dark" ? value : undefined;
}

export interface ColorModeInputs {
  saved: string | null | undefined;
  systemPrefersDark: boolean;
  respectPrefersColorScheme: boolean;
  defaultMode: ColorMode;
}

/** The saved choice wins; without one, the system preference if the site respects it, else the default. */
export function resolveColorMode({ saved, systemPrefersDark, respectPrefersColorScheme, defaultMode }: ColorModeInputs): ColorMode {
  const choice = parseColorMode(saved);
  if (choice) return choice;
  if (respectPrefersColorScheme) return systemPrefersDark ? "dark" : "light";
  return defaultMode;
}

const DARK_QUERY = "(prefers-color-scheme: dark)";
const CHANGE_EVENT = "docs:color-mode";

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

/** What the page currently shows (server: the default). */
export function currentColorMode(): ColorMode {
  if (typeof document === "undefined") return COLOR_MODE_CONFIG.defaultMode;
  return parseColorMode(document.documentElement.getAttribute("data-theme")) ?? COLOR_MODE_CONFIG.defaultMode;
}

function applyColorMode(mode: ColorMode): void {
  if (document.documentElement.getAttribute("data-theme") === mode) return;
  document.documentElement.setAttribute("data-theme", mode);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Switches the page and saves the choice; when storage is blocked the switch still holds for this page. */
export function setColorMode(mode: ColorMode): void {
  applyColorMode(mode);
  writeStorage(STORAGE_KEYS.theme, mode);
}

function modeWithoutSavedChoice(saved: string | null): ColorMode {
  return resolveColorMode({
    saved,
    systemPrefersDark: systemPrefersDark(),
    respectPrefersColorScheme: COLOR_MODE_CONFIG.respectPrefersColorScheme,
    defaultMode: COLOR_MODE_CONFIG.defaultMode,
  });
}

/**
 * Calls `listener` whenever the mode changes: in this tab, in another tab (the `storage` event
 * fires in every other tab of the origin) or, when respected, in the system settings.
 */
export function subscribeColorMode(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null means another tab cleared the whole storage.
    if (event.key !== STORAGE_KEYS.theme && event.key !== null) return;
    applyColorMode(modeWithoutSavedChoice(event.key === null ? null : event.newValue));
  };
  const media = COLOR_MODE_CONFIG.respectPrefersColorScheme && typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY) : undefined;
  const onSystemChange = () => {
    if (!parseColorMode(readStorage(STORAGE_KEYS.theme))) applyColorMode(modeWithoutSavedChoice(null));
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener("storage", onStorage);
  media?.addEventListener("change", onSystemChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener("storage", onStorage);
    media?.removeEventListener("change", onSystemChange);
  };
}
