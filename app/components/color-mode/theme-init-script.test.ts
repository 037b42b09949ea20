import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { ANNOUNCEMENT, STORAGE_KEYS } from "~/lib/chrome/chrome-config";
import { themeInitScript } from "./theme-init-script";

/** Runs the real script text against a fake document and storage; returns the attributes it set. */
function run(stored: Record<string, string>, options: { storageThrows?: boolean; script?: string; systemDark?: boolean } = {}) {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (options.storageThrows) throw new Error("SecurityError");
      return stored[key] ?? null;
    },
  };
  runInNewContext(options.script ?? themeInitScript(), {
    window: { localStorage, matchMedia: () => ({ matches: options.systemDark ?? true }) },
    document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
    String,
  });
  return attributes;
}

describe("themeInitScript", () => {
  it("applies the saved colour mode", () => {
    expect(run({ [STORAGE_KEYS.theme]: "dark" })["data-theme"]).toBe("dark");
    expect(run({ [STORAGE_KEYS.theme]: "light" })["data-theme"]).toBe("light");
  });

  it("uses the default (light) without a valid choice, even when the system prefers dark", () => {
    expect(run({})["data-theme"]).toBe("light");
    expect(run({ [STORAGE_KEYS.theme]: "sepia" })["data-theme"]).toBe("light");
  });

  it("survives a storage that throws", () => {
    expect(run({}, { storageThrows: true })).toEqual({ "data-theme": "light", "data-announcement-dismissed": "false" });
  });

  it("marks the announcement dismissed only for the current id", () => {
    const id = ANNOUNCEMENT?.id ?? "";
    const dismissed = { [STORAGE_KEYS.announcementDismissed]: "true" };
    expect(run({ ...dismissed, [STORAGE_KEYS.announcementId]: id })["data-announcement-dismissed"]).toBe(String(id !== ""));
    expect(run({ ...dismissed, [STORAGE_KEYS.announcementId]: "an-older-one" })["data-announcement-dismissed"]).toBe("false");
  });

  it("follows the system preference without a saved choice when the setting respects it", async () => {
    vi.resetModules();
    vi.doMock("~/lib/chrome/chrome-config", async (importOriginal) => {
      const actual = await importOriginal<typeof import("~/lib/chrome/chrome-config")>();
      return { ...actual, COLOR_MODE_CONFIG: { ...actual.COLOR_MODE_CONFIG, respectPrefersColorScheme: true } };
    });
    const script = (await import("./theme-init-script")).themeInitScript();
    vi.doUnmock("~/lib/chrome/chrome-config");
    expect(run({}, { script, systemDark: true })["data-theme"]).toBe("dark");
    expect(run({}, { script, systemDark: false })["data-theme"]).toBe("light");
    expect(run({ [STORAGE_KEYS.theme]: "light" }, { script, systemDark: true })["data-theme"]).toBe("light");
  });
});
