import { describe, expect, it } from "vitest";
import { parseColorMode, resolveColorMode } from "./color-mode.ts";

describe("resolveColorMode", () => {
  const base = { systemPrefersDark: true, respectPrefersColorScheme: false, defaultMode: "light" as const };

  it("uses the saved choice over everything else", () => {
    expect(resolveColorMode({ ...base, saved: "dark", systemPrefersDark: false })).toBe("dark");
    expect(resolveColorMode({ ...base, saved: "light", respectPrefersColorScheme: true })).toBe("light");
  });

  it("falls back to the default, ignoring the system, unless the setting respects it", () => {
    expect(resolveColorMode({ ...base, saved: null })).toBe("light");
    expect(resolveColorMode({ ...base, saved: null, respectPrefersColorScheme: true })).toBe("dark");
    expect(resolveColorMode({ ...base, saved: null, respectPrefersColorScheme: true, systemPrefersDark: false })).toBe("light");
  });

  it("treats garbage in storage as no choice", () => {
    expect(parseColorMode("DARK")).toBeUndefined();
    expect(resolveColorMode({ ...base, saved: "purple", defaultMode: "dark" })).toBe("dark");
  });
});
