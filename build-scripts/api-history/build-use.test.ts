import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { releasesLabel, type ApiItemPage, type ApiMember, type ApiPackagePage } from "#contract/api/api-model.ts";
import { BuildError } from "../shared/build-error.ts";
import { addHistoryToPages } from "./api-pages.ts";
import { withApiChanges } from "./changelog-api-changes.ts";
import { API_HISTORY_FILE, loadApiHistory, type ApiHistoryFile, type PackageHistory } from "./history-model.ts";

const core: PackageHistory = {
  versions: ["1.0.0", "1.2.0", "1.4.0"],
  unpublished: { "1.2.0": ["1.1.0"] },
  items: {
    TreeConfig: { added: "1.0.0" },
    "TreeConfig.rootItemId": { added: "1.0.0" },
    "TreeConfig.ignoreHotkeys": { added: "1.2.0" },
    "TreeConfig.openOnDropDelay": { added: "1.4.0" },
    "TreeConfig.legacy": { added: "1.0.0", last: "1.2.0" },
    "TreeConfig.waitFor": { added: "1.0.0", deprecated: "1.2.0" },
  },
  changes: { "1.4.0": { added: ["TreeConfig.openOnDropDelay"], removed: ["TreeConfig.legacy"] } },
};
const history: ApiHistoryFile = { packages: { "@headless-tree/core": core } };

const member = (name: string, extra: Partial<ApiMember> = {}): ApiMember => ({ id: name, name, kind: "property", sources: [], ...extra });
const itemPage = (name: string, members: ApiMember[]): ApiItemPage => ({
  kind: "api-item",
  path: `/api/core/interface/${name}`,
  pkg: "core",
  packageName: "@headless-tree/core",
  version: "1.4.0",
  itemKind: "interface",
  name,
  title: name,
  description: "",
  typeParameters: [],
  signatures: [],
  extendedTypes: [],
  groups: [{ id: "properties", title: "Properties", members }],
  sources: [],
  toc: [],
  breadcrumbs: [],
});

describe("addHistoryToPages", () => {
  it("badges members added after the first analysed release, and the per-feature page through the merged member", () => {
    const merged = itemPage("TreeConfig", [
      member("rootItemId"),
      member("ignoreHotkeys"),
      member("openOnDropDelay", { declaredBy: { title: "DndFeatureConfig", href: "/api/core/interface/DndFeatureConfig#openOnDropDelay" } }),
    ]);
    const feature = itemPage("DndFeatureConfig", [member("openOnDropDelay"), member("canDrag")]);
    const count = addHistoryToPages([merged, feature], [], history);
    const [rootItemId, ignoreHotkeys, openOnDropDelay] = merged.groups[0]!.members;
    expect(rootItemId!.addedIn).toBeUndefined();
    expect(ignoreHotkeys!.addedIn).toEqual(["1.1.0", "1.2.0"]);
    expect(openOnDropDelay!.addedIn).toEqual(["1.4.0"]);
    expect(feature.groups[0]!.members.map((m) => m.addedIn)).toEqual([["1.4.0"], undefined]);
    expect(merged.addedIn).toBeUndefined();
    expect(count).toBe(3);
  });

  it("dates a deprecation the page shows, and no other", () => {
    const deprecatedComment = () => ({ summaryHtml: "", blocks: [], deprecatedHtml: "<p>use x</p>" });
    const page = itemPage("TreeConfig", [member("waitFor", { comment: deprecatedComment() }), member("rootItemId", { comment: deprecatedComment() })]);
    const plain = itemPage("TreeConfig", [member("waitFor", { comment: { summaryHtml: "", blocks: [] } })]);
    addHistoryToPages([page], [], history);
    addHistoryToPages([plain], [], history);
    expect(page.groups[0]!.members.map((m) => m.comment?.deprecatedIn)).toEqual([["1.1.0", "1.2.0"], undefined]);
    expect(plain.groups[0]!.members[0]!.comment?.deprecatedIn).toBeUndefined();
  });

  it("badges declarations on the package page", () => {
    const page = {
      packageName: "@headless-tree/core",
      declarations: [{ id: "type-aliases", title: "Type Aliases", items: [{ id: "TreeConfig", name: "TreeConfig", kind: "type", typeParameters: [], type: { kind: "intrinsic", name: "x" }, sources: [] }] }],
    } as unknown as ApiPackagePage;
    addHistoryToPages([], [page], { packages: { "@headless-tree/core": { ...core, items: { TreeConfig: { added: "1.2.0" } } } } });
    expect(page.declarations[0]!.items[0]!.addedIn).toEqual(["1.1.0", "1.2.0"]);
  });

  it("labels one version or the candidates", () => {
    expect(releasesLabel("Added", ["1.4.0"])).toBe("Added in 1.4.0");
    expect(releasesLabel("Deprecated", ["1.1.0", "1.2.0"])).toBe("Deprecated in 1.1.0 or 1.2.0");
    expect(releasesLabel("Added", ["1.0.0", "1.1.0", "1.2.0"])).toBe("Added in 1.0.0, 1.1.0 or 1.2.0");
  });
});

describe("withApiChanges", () => {
  const changelog = ["# @headless-tree/core", "", "## 1.4.0", "", "### Minor Changes", "", "- abc: things", "", "## 1.2.0", "", "- def: more", "", "## 1.1.0", "", "## 1.0.0", "", "- first", ""].join("\n");
  const urls: Record<string, string> = { TreeConfig: "/api/core/interface/TreeConfig", "TreeConfig.openOnDropDelay": "/api/core/interface/TreeConfig#openOnDropDelay" };
  const out = withApiChanges(changelog, core, (name) => urls[name]);
  const section = (version: string) => out.split(`## ${version}\n`)[1]!.split(/\n## /)[0]!;

  it("lists added and removed names under their version, linking those that still exist", () => {
    expect(section("1.4.0")).toContain(
      "### API changes\n\nCompared with 1.2.0:\n\n- Added: [`TreeConfig.openOnDropDelay`](/api/core/interface/TreeConfig#openOnDropDelay)\n- Removed: `TreeConfig.legacy`\n",
    );
  });

  it("says which releases the comparison skips, and sends readers of a missing release to the next one", () => {
    expect(section("1.2.0")).toContain("Compared with 1.0.0, the previous release on the npm registry (1.1.0 is not there): no exported symbol or member was added, removed or changed.");
    expect(section("1.1.0")).toContain("1.1.0 is not on the npm registry; its API changes are listed under [1.2.0](#120).");
  });

  it("adds nothing to the first analysed release", () => {
    expect(section("1.0.0")).not.toContain("API changes");
  });
});

describe("loadApiHistory", () => {
  async function rootWith(installed: Record<string, string>, historyFile?: ApiHistoryFile) {
    const root = await mkdtemp(path.join(tmpdir(), "api-history-root-"));
    for (const [name, version] of Object.entries(installed)) {
      await mkdir(path.join(root, "node_modules", name), { recursive: true });
      await writeFile(path.join(root, "node_modules", name, "package.json"), JSON.stringify({ name, version }));
    }
    if (historyFile) {
      await mkdir(path.join(root, path.dirname(API_HISTORY_FILE)), { recursive: true });
      await writeFile(path.join(root, API_HISTORY_FILE), JSON.stringify(historyFile));
    }
    return root;
  }
  const both = (core: string, react: string) => ({ "@headless-tree/core": core, "@headless-tree/react": react });
  const covered = { packages: { "@headless-tree/core": core, "@headless-tree/react": { ...core, items: {} } } };

  it("fails the build when a pinned package is newer than the history, telling what to run", async () => {
    const root = await rootWith(both("1.5.0", "1.4.0"), covered);
    const error = await loadApiHistory(root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect(String(error)).toBe(
      `${API_HISTORY_FILE}:1:1: @headless-tree/core@1.5.0 is installed, but the API history ends at 1.4.0. Run \`npm run api-history\` (needs the npm registry) and commit ${API_HISTORY_FILE}.`,
    );
  });

  it("accepts the pinned versions the history covers", async () => {
    await expect(loadApiHistory(await rootWith(both("1.4.0", "1.2.0"), covered))).resolves.toEqual(covered);
  });

  it("fails clearly without a history file", async () => {
    await expect(loadApiHistory(await rootWith(both("1.4.0", "1.4.0")))).rejects.toThrow(/API history is missing\. Run `npm run api-history`/);
  });
});

describe("the committed history", () => {
  it("covers the pinned packages and knows when TreeConfig.openOnDropDelay came", async () => {
    const committed = await loadApiHistory(process.cwd());
    expect(committed.packages["@headless-tree/core"]!.items["TreeConfig.openOnDropDelay"]).toEqual({ added: "1.4.0" });
  });
});
