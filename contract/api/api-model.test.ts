import { describe, expect, it } from "vitest";
import { apiPageSlice, apiRouteParams, apiSidebarGroups, type ApiSidebarData } from "./api-model";

describe("API routes: path → params → the page's slice", () => {
  it("maps the index, a package and an item", () => {
    expect(apiPageSlice(apiRouteParams("/api")!)).toBe("index");
    expect(apiPageSlice(apiRouteParams("/api/core")!)).toBe("core");
    expect(apiPageSlice(apiRouteParams("/api/react/function/useTree")!)).toBe("react/function/useTree");
  });

  it("knows no other path, and no slice outside the folder", () => {
    for (const path of ["/", "/getstarted", "/apis", "/api/core/interface", "/api/core/interface/TreeConfig/x"]) expect(apiRouteParams(path)).toBeUndefined();
    for (const path of ["/api/", "/api/vue", "/api/core/class/X", "/api/core/interface/..", "/api/core/interface/a.b", "/api/../interface/X"])
      expect(apiPageSlice(apiRouteParams(path)!)).toBeUndefined();
  });
});

describe("apiSidebarGroups", () => {
  const group = (label: string) => ({ label, items: [] });
  const data = { packages: group("Packages"), byPackage: { core: [group("Core functions")], react: [group("React functions")] } } satisfies ApiSidebarData;
  it("shows the packages, and the items of the package on screen", () => {
    expect(apiSidebarGroups(data, undefined).map((g) => g.label)).toEqual(["Packages"]);
    expect(apiSidebarGroups(data, "core").map((g) => g.label)).toEqual(["Packages", "Core functions"]);
    expect(apiSidebarGroups(data, "vue").map((g) => g.label)).toEqual(["Packages"]);
  });
});
